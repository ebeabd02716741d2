// Writing a shift handover (issue 34 §3): the shift (the running one, or the one that ended less than an hour
// ago), the pre-filled part from the server — or from this device's data offline —, the notes, and the sign-off
// through the outbox (works offline).
import { Alert, Button, Loader, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mayWriteHandover } from '../../../shared/handover/rules'
import { handoverShiftAt, previousShift, type ShiftRef } from '../../../shared/handover/shifts'
import type { ShiftHandover } from '../../../shared/handover/types'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { signHandover } from '../../data/handover-commands'
import { formatDate } from '../../i18n/format'
import { useOnline } from '../../lib/use-online'
import { useSession } from '../session/session-context'
import { announceWrite } from '../write-outcome/announce-write'
import { HandoverItems } from './handover-items'
import { loadPrefill, type Prefill } from './local-prefill'
import { useHandoversOfDay } from './use-handovers'

const key = (r: ShiftRef) => `${r.date}|${r.shift}`

export function HandoverForm({ line, onSigned }: { line: ProductionLine; onSigned: () => void }) {
  const { t } = useTranslation()
  const online = useOnline()
  const user = useSession().user
  const [choices] = useState(() => {
    const current = handoverShiftAt(new Date())
    return [current, previousShift(current)]
  })
  const [chosen, setChosen] = useState(key(choices[0]!))
  const ref = choices.find((c) => key(c) === chosen) ?? choices[0]!
  const [loaded, setLoaded] = useState<{ key: string; prefill: Prefill } | null>(null)
  const [notes, setNotes] = useState('')
  const [busy, setBusy] = useState(false)
  const sameDay = useHandoversOfDay(ref.date, line.id)
  const taken: ShiftHandover | undefined = sameDay?.find((h) => h.shift === ref.shift)
  const signer = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : ''
  const allowed = mayWriteHandover(user?.role.name ?? '')
  const name = lineDisplayName(line)

  const loadKey = `${line.id}|${chosen}|${online}`
  const prefill = loaded?.key === loadKey ? loaded.prefill : null
  useEffect(() => {
    let live = true
    void loadPrefill(line.id, ref.date, ref.shift, online).then((p) => {
      if (live) setLoaded({ key: `${line.id}|${ref.date}|${ref.shift}|${online}`, prefill: p })
    })
    return () => {
      live = false
    }
    // The pre-fill is read once per line and shift chosen (and again when the connection comes back).
  }, [line.id, ref.date, ref.shift, online])

  const sign = async () => {
    if (!prefill) return
    setBusy(true)
    try {
      const id = await signHandover({
        lineId: line.id,
        shiftDate: ref.date,
        shift: ref.shift,
        items: prefill.items,
        notes: notes.trim() || null,
      })
      void announceWrite(id, {
        title: t('handover.form.signedTitle'),
        message: t('handover.form.signedMessage', { line: name, shift: t(`handover.shift.${ref.shift}`) }),
      })
      onSigned()
    } finally {
      setBusy(false)
    }
  }

  if (!allowed) return <Alert color="red">{t('handover.page.notAllowed')}</Alert>
  return (
    <Paper withBorder p="md" radius="md" data-testid="handover-form">
      <Stack gap="md">
        <NativeSelect
          label={t('handover.form.shift')}
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={choices.map((c) => ({
            value: key(c),
            label: t('handover.form.shiftOption', { shift: t(`handover.shift.${c.shift}`), date: formatDate(c.date) }),
          }))}
        />
        {taken && (
          <Alert color="orange" data-testid="handover-taken">
            {t('handover.form.already', { name: taken.signedBy })}
          </Alert>
        )}
        {prefill === null ? (
          <Loader size="sm" aria-label={t('handover.form.loading')} />
        ) : (
          <>
            <Text size="sm" c="gray.7" data-testid="handover-prefill-source">
              {prefill.source === 'server' ? t('handover.form.prefillServer') : t('handover.form.prefillDevice')}
            </Text>
            <HandoverItems items={prefill.items} />
          </>
        )}
        <Textarea
          label={t('handover.form.notes')}
          description={
            <Text span size="xs" c="gray.7">
              {t('handover.form.notesHint')}
            </Text>
          }
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={4000}
        />
        <Button
          size="lg"
          color="blue.9"
          disabled={busy || prefill === null || Boolean(taken)}
          onClick={() => void sign()}
        >
          {t('handover.form.sign', { name: signer })}
        </Button>
      </Stack>
    </Paper>
  )
}
