// A ticket dialog asking for one required text (a note, a reject reason); the trimmed text must not be empty (spec §5).
import { Textarea } from '@mantine/core'
import type { Ticket } from '../../../../shared/types'
import { FormError } from './form-error'
import { TicketModal } from './ticket-modal'
import { useDialogForm } from './use-dialog-form'

interface TextEntryDialogProps {
  ticket: Ticket | null
  title: string
  fieldLabel: string
  submitLabel: string
  requiredMessage: string
  onClose: () => void
  onSave: (ticket: Ticket, text: string) => Promise<boolean>
}

export function TextEntryDialog({ ticket, title, fieldLabel, submitLabel, requiredMessage, onClose, onSave }: TextEntryDialogProps) {
  const { form, set, error, setError, saving, close, save } = useDialogForm({ text: '' }, onClose)
  const submit = async () => {
    const text = form.text.trim()
    if (!ticket || !text) return setError(requiredMessage)
    await save(() => onSave(ticket, text))
  }
  return (
    <TicketModal opened={ticket !== null} title={title} ticket={ticket} submitLabel={submitLabel} saving={saving} onClose={close} onSubmit={() => void submit()}>
      <Textarea label={fieldLabel} value={form.text} onChange={(e) => set({ text: e.currentTarget.value })} rows={3} required data-autofocus />
      <FormError message={error} />
    </TicketModal>
  )
}
