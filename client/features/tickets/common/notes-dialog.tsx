// Add Notes: the trimmed text must not be empty (spec §5).
import { useTranslation } from 'react-i18next'
import { addNotesInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { TextEntryDialog } from './text-entry-dialog'

interface NotesDialogProps {
  ticket: Ticket | null
  /** A refused text reopened from "Not sent". */
  initialText?: string
  onClose: () => void
  onSave: (ticket: Ticket, notes: string) => Promise<boolean>
}

export function NotesDialog({ ticket, initialText, onClose, onSave }: NotesDialogProps) {
  const { t } = useTranslation()
  return (
    <TextEntryDialog
      ticket={ticket}
      title={t('tickets.notes.title')}
      fieldLabel={t('tickets.notes.field')}
      submitLabel={t('tickets.notes.submit')}
      requiredMessage={t('tickets.notes.required')}
      check={{ schema: addNotesInput, field: 'notes' }}
      initialText={initialText}
      onClose={onClose}
      onSave={onSave}
    />
  )
}
