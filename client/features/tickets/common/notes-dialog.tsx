// Add Notes: the trimmed text must not be empty (spec §5).
import { Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { FormError } from './form-error'
import { TicketModal } from './ticket-modal'

interface NotesDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onSave: (ticket: Ticket, notes: string) => Promise<boolean>
}

export function NotesDialog({ ticket, onClose, onSave }: NotesDialogProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const close = () => {
    setText('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    const notes = text.trim()
    if (!ticket || !notes) return setError(t('tickets.notes.required'))
    setSaving(true)
    const done = await onSave(ticket, notes)
    setSaving(false)
    if (done) close()
  }

  return (
    <TicketModal opened={ticket !== null} title={t('tickets.notes.title')} ticket={ticket} submitLabel={t('tickets.notes.submit')} saving={saving} onClose={close} onSubmit={() => void submit()}>
      <Textarea
        label={t('tickets.notes.field')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value)
          setError(null)
        }}
        rows={3}
        required
        data-autofocus
      />
      <FormError message={error} />
    </TicketModal>
  )
}
