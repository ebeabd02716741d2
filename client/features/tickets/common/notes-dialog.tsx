// Add Notes: the trimmed text must not be empty (spec §5).
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { TextEntryDialog } from './text-entry-dialog'

interface NotesDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onSave: (ticket: Ticket, notes: string) => Promise<boolean>
}

export function NotesDialog({ ticket, onClose, onSave }: NotesDialogProps) {
  const { t } = useTranslation()
  return (
    <TextEntryDialog
      ticket={ticket}
      title={t('tickets.notes.title')}
      fieldLabel={t('tickets.notes.field')}
      submitLabel={t('tickets.notes.submit')}
      requiredMessage={t('tickets.notes.required')}
      onClose={onClose}
      onSave={onSave}
    />
  )
}
