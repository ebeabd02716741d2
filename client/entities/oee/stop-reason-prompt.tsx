// Asks why the line stopped (food-plant spec §3): big reason buttons, planned ones apart; tap a reason, then
// Save — two taps, offline too (the outbox sends it once). Stays on screen while the stop is unexplained.
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StopReason } from '../../../shared/oee/oee-types'
import type { ProductionLine } from '../../../shared/types'
import { explainStop } from '../../data/oee-commands'
import { toast } from '../../lib/toast'
import { announceWrite } from '../write-outcome/announce-write'
import { useCurrentStop } from './use-current-stop'
import classes from './stop-reason-prompt.module.css'
import { reasonName, useStopReasons } from './use-stop-reasons'

/**
 * One reason's big button, a plain button drawn as Mantine's (decision 284: the prompt mounts on every stop).
 * Memoized with a stable `onPick`, so a tap re-renders the two buttons whose state changed, not every reason of
 * the tree (the tap's main-thread time at 4x CPU slowdown: decision 242).
 */
const ReasonButton = memo(function ReasonButton({
  reason,
  label,
  picked,
  onPick,
}: {
  reason: StopReason
  label: string
  picked: boolean
  onPick: (id: number) => void
}) {
  return (
    <button type="button" className={classes.reason} aria-pressed={picked} onClick={() => onPick(reason.id)}>
      {label}
    </button>
  )
})

/** `onRead`: called once the line's current stop and the reasons are read (the screen lays out under it then). */
export function StopReasonPrompt({ line, onRead }: { line: ProductionLine; onRead?: () => void }) {
  const { t, i18n } = useTranslation()
  const stop = useCurrentStop(line)
  const reasons = useStopReasons()
  const [picked, setPicked] = useState<number | null>(null)
  // A second tap while the outbox write runs does nothing; no state, so the tap renders nothing more (decision 242).
  const saving = useRef(false)
  const onPick = useCallback((id: number) => setPicked(id), [])
  const read = stop !== undefined && reasons !== undefined
  useEffect(() => {
    if (read) onRead?.()
  }, [read, onRead])
  if (!stop || !reasons) return null
  if (stop.explanation) {
    const reason = reasons.find((r) => r.id === stop.explanation!.reasonId)
    return (
      <Text size="lg" role="status">
        {t('oee.prompt.explained', { reason: reason ? reasonName(reason, i18n.language) : '—' })}
      </Text>
    )
  }
  const save = async () => {
    if (picked === null || saving.current) return
    saving.current = true
    try {
      const entry = await explainStop(line.id, stop.startedAt, picked)
      void announceWrite(entry, { title: t('oee.prompt.savedTitle'), message: t('oee.prompt.savedMessage') })
      setPicked(null)
    } catch {
      toast.error(t('oee.prompt.failed'))
    } finally {
      saving.current = false
    }
  }
  const group = (planned: boolean) => reasons.filter((r) => r.planned === planned)
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('oee.prompt.title')}
      role="region"
      aria-label={t('oee.prompt.title')}
    >
      <Stack gap="sm">
        <Text size="lg">{t('oee.prompt.body')}</Text>
        {[false, true].map((planned) => (
          <Stack key={String(planned)} gap={4}>
            <Text fw={700}>{planned ? t('oee.prompt.planned') : t('oee.prompt.unplanned')}</Text>
            <div className={classes.grid}>
              {group(planned).map((r) => (
                <ReasonButton
                  key={r.id}
                  reason={r}
                  label={reasonName(r, i18n.language)}
                  picked={picked === r.id}
                  onPick={onPick}
                />
              ))}
            </div>
          </Stack>
        ))}
        <Group>
          <Button size="xl" h={64} color="green.9" disabled={picked === null} onClick={() => void save()}>
            {t('oee.prompt.save')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
