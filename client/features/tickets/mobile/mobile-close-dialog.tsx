// Mobile close: a summary (required) and the parts used; the mobile payload {resolutionSummary, partsUsed}.
import { TextInput, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import { normaliseClose } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'
import { useDialogForm } from '../common/use-dialog-form'

interface MobileCloseDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
}

export function MobileCloseDialog({ ticket, onClose, onConfirm }: MobileCloseDialogProps) {
  const { t } = useTranslation()
  const { form, set, error, setError, saving, close, save } = useDialogForm({ summary: '', partsUsed: '' }, onClose)
  const submit = async () => {
    const fields = normaliseClose({ resolutionSummary: form.summary, partsUsed: form.partsUsed })
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    await save(() => onConfirm(ticket, fields))
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
      <FormError message={error} />
    </TicketModal>
  )
}
