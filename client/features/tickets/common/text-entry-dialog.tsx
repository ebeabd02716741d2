// A ticket dialog asking for one required text (a note, a reject reason); the trimmed text must not be empty
// (spec §5) and must pass the server's own schema (its length limit) before it is saved.
import { Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { Ticket } from '../../../../shared/types'
import { formErrors } from '../../../lib/form-errors'
import { FormError } from './form-error'
import { TicketModal } from './ticket-modal'
import { useDialogForm } from './use-dialog-form'

interface TextEntryDialogProps {
  ticket: Ticket | null
  title: string
  fieldLabel: string
  submitLabel: string
  requiredMessage: string
  /** The shared schema the server judges the text with, and the text's field in it. */
  check: { schema: z.ZodType; field: string }
  /** A refused text reopened from "Not sent". */
  initialText?: string
  onClose: () => void
  onSave: (ticket: Ticket, text: string) => Promise<boolean>
}

export function TextEntryDialog({
  ticket,
  title,
  fieldLabel,
  submitLabel,
  requiredMessage,
  check,
  initialText = '',
  onClose,
  onSave,
}: TextEntryDialogProps) {
  const { t } = useTranslation()
  const { form, set, error, setError, saving, close, save } = useDialogForm({ text: initialText }, onClose)
  const submit = async () => {
    const text = form.text.trim()
    if (!ticket || !text) return setError(requiredMessage)
    const problem = formErrors(check.schema, { [check.field]: text }, t)[check.field]
    if (problem) return setError(problem)
    await save(() => onSave(ticket, text))
  }
  return (
    <TicketModal
      opened={ticket !== null}
      title={title}
      ticket={ticket}
      submitLabel={submitLabel}
      saving={saving}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <Textarea
        label={fieldLabel}
        value={form.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        rows={3}
        required
        data-autofocus
      />
      <FormError message={error} />
    </TicketModal>
  )
}
