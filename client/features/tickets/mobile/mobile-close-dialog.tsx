// Mobile close: a summary (required) and the parts used; the mobile payload {resolutionSummary, partsUsed}. A
// temporary repair asks for the permanent repair's date, whose work order is queued after the close (issue 28 §5).
import { TextInput, Textarea } from '@mantine/core'
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

interface MobileCloseDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
}

export function MobileCloseDialog({ ticket, onClose, onConfirm }: MobileCloseDialogProps) {
  const { t } = useTranslation()
  const { form, set, error, setError, saving, close, save } = useDialogForm({ summary: '', partsUsed: '' }, onClose)
  const [repair, setRepair] = useState(NO_TEMPORARY_REPAIR)
  const [tried, setTried] = useState(false)
  const submit = async () => {
    setTried(true)
    if (temporaryRepairMissingDate(repair)) return
    const fields = normaliseClose({ resolutionSummary: form.summary, partsUsed: form.partsUsed })
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    await save(async () => {
      const closed = await onConfirm(ticket, fields)
      if (closed) await promisePermanentRepair(ticket.id, repair)
      return closed
    })
  }
  return (
    <TicketModal
      opened={ticket !== null}
      title={t('engineerMobile.close.title')}
      ticket={ticket}
      submitLabel={t('engineerMobile.close.submit')}
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
      {/* Parts cannot fix a missing summary, so typing them leaves the error showing. */}
      <TextInput
        label={t('tickets.close.partsUsed')}
        value={form.partsUsed}
        onChange={(e) => set({ partsUsed: e.currentTarget.value }, { keepError: true })}
      />
      <Suspense fallback={null}>
        <TemporaryRepairFields value={repair} onChange={setRepair} showError={tried} />
      </Suspense>
      <FormError message={error} />
    </TicketModal>
  )
}
