// Complete (queue): resolution summary, time spent in whole minutes (default 0), optional parts used.
import { NumberInput, TextInput, Textarea } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import { normaliseClose } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'
import {
  NO_TEMPORARY_REPAIR,
  promisePermanentRepair,
  temporaryRepairMissingDate,
} from '../../../entities/pm/temporary-repair'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'
import { useDialogForm } from '../common/use-dialog-form'

// The fields load when the dialog first shows them, not with the ticket screen (issue 28, decision 235).
const TemporaryRepairFields = lazy(() =>
  import('../../../entities/pm/temporary-repair-fields').then((m) => ({ default: m.TemporaryRepairFields })),
)

interface QueueCompleteDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
}

/** Spec §5: the time is parsed as an integer minute count; anything unreadable is 0. */
export function parseMinutes(value: number | string): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10)
  return Number.isFinite(n) && n > 0 ? n : 0
}

const EMPTY = { summary: '', minutes: 0 as number | string, partsUsed: '' }

export function QueueCompleteDialog({ ticket, onClose, onConfirm }: QueueCompleteDialogProps) {
  const { t } = useTranslation()
  const { form, set, error, setError, saving, close, save } = useDialogForm(EMPTY, onClose)
  const [repair, setRepair] = useState(NO_TEMPORARY_REPAIR)
  const [tried, setTried] = useState(false)
  const submit = async () => {
    setTried(true)
    if (temporaryRepairMissingDate(repair)) return
    // The queue payload {resolutionSummary, timeSpent (minutes), partsUsed}.
    const fields = normaliseClose({
      resolutionSummary: form.summary,
      timeSpent: parseMinutes(form.minutes),
      partsUsed: form.partsUsed,
    })
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    // A temporary repair queues its permanent repair's work order right after the close.
    await save(async () => {
      const closed = await onConfirm(ticket, fields)
      if (closed) await promisePermanentRepair(ticket.id, repair)
      return closed
    })
  }
  return (
    <TicketModal
      opened={ticket !== null}
      title={t('engineeringQueue.complete.title')}
      ticket={ticket}
      submitLabel={t('engineeringQueue.complete.submit')}
      saving={saving}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <Textarea
        label={t('tickets.close.summary')}
        value={form.summary}
        onChange={(e) => set({ summary: e.currentTarget.value })}
        rows={3}
        required
        data-autofocus
      />
      <NumberInput
        label={t('engineeringQueue.complete.minutes')}
        value={form.minutes}
        onChange={(minutes) => set({ minutes })}
        min={0}
        step={1}
        allowDecimal={false}
        required
      />
      <TextInput
        label={t('engineeringQueue.complete.partsUsed')}
        value={form.partsUsed}
        onChange={(e) => set({ partsUsed: e.currentTarget.value })}
      />
      <Suspense fallback={null}>
        <TemporaryRepairFields value={repair} onChange={setRepair} showError={tried} />
      </Suspense>
      <FormError message={error} />
    </TicketModal>
  )
}
