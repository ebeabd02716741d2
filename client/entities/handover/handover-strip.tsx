// The line tablet's handover strip (issue 34 §3): at the start of a shift an unacknowledged handover of the line
// is shown at the top with "Read and acknowledge"; the outgoing lead writes the shift's handover from here. The
// form and the handover open in dialogs loaded on demand (with Mantine's Modal); everything reads the device's store, offline too.
import { Alert, Button, Group, Paper, Text } from '@mantine/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mayWriteHandover } from '../../../shared/handover/rules'
import type { ProductionLine } from '../../../shared/types'
import { formatDate, formatDateTime } from '../../i18n/format'
import { useNow } from '../../lib/use-now'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { useSession } from '../session/session-context'
import { useLatestHandover, usePendingHandover } from './use-handovers'

const HandoverFormDialog = lazy(() => import('./handover-form-dialog'))
const HandoverViewDialog = lazy(() => import('./handover-view-dialog'))

/** `onRead`: called once the line's handovers are read; the strip shows nothing before (no shift when they come). */
export function HandoverStrip({ line, onRead }: { line: ProductionLine; onRead?: () => void }) {
  const { t } = useTranslation()
  const now = useNow(60_000)
  const user = useSession().user
  const pending = usePendingHandover(line.id, now)
  const latest = useLatestHandover(line.id)
  const [writing, setWriting] = useState(false)
  const [reading, setReading] = useState(false)
  const writeMounted = useOpenedOnce(writing)
  const readMounted = useOpenedOnce(reading)
  const mayWrite = mayWriteHandover(user?.role.name ?? '')
  const mine = pending && user?.id === pending.signedById
  const shown = pending ?? null
  const read = pending !== undefined && latest !== undefined
  useEffect(() => {
    if (read) onRead?.()
  }, [read, onRead])
  if (!read) return null

  return (
    <>
      {pending && !mine && (
        <Alert
          color="orange.9"
          variant="filled"
          title={t('handover.banner.title', {
            shift: t(`handover.shift.${pending.shift}`),
            date: formatDate(pending.shiftDate),
          })}
          data-testid="handover-banner"
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="md">
              {t('handover.banner.text', { name: pending.signedBy, time: formatDateTime(pending.signedAtDevice) })}
            </Text>
            <Button color="dark" onClick={() => setReading(true)}>
              {t('handover.banner.open')}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="handover-status">
            {pending && mine
              ? t('handover.banner.waiting', { shift: t(`handover.shift.${pending.shift}`) })
              : latest
                ? latest.acknowledgedBy
                  ? t('handover.banner.lastAcked', {
                      shift: t(`handover.shift.${latest.shift}`),
                      date: formatDate(latest.shiftDate),
                      name: latest.acknowledgedBy,
                    })
                  : t('handover.banner.lastOpen', {
                      shift: t(`handover.shift.${latest.shift}`),
                      date: formatDate(latest.shiftDate),
                    })
                : t('handover.banner.noneYet')}
          </Text>
          <Group gap="xs">
            {pending && mine && (
              <Button variant="default" size="sm" onClick={() => setReading(true)}>
                {t('handover.banner.show')}
              </Button>
            )}
            {mayWrite && (
              <Button size="sm" color="blue.9" onClick={() => setWriting(true)}>
                {t('handover.banner.write')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <Suspense fallback={null}>
        {writeMounted && <HandoverFormDialog line={line} opened={writing} onClose={() => setWriting(false)} />}
        {readMounted && shown && (
          <HandoverViewDialog handover={shown} opened={reading} onClose={() => setReading(false)} />
        )}
      </Suspense>
    </>
  )
}
