// Reject: hands the ticket back to the unassigned queue; the trimmed reason must not be empty (spec §5).
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { TextEntryDialog } from '../common/text-entry-dialog'

interface RejectDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onReject: (ticket: Ticket, reason: string) => Promise<boolean>
}

export function RejectDialog({ ticket, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation()
  return (
    <TextEntryDialog
      ticket={ticket}
      title={t('engineeringQueue.reject.title')}
      fieldLabel={t('engineeringQueue.reject.reason')}
      submitLabel={t('engineeringQueue.reject.submit')}
      requiredMessage={t('engineeringQueue.reject.required')}
      onClose={onClose}
      onSave={onReject}
    />
  )
}
