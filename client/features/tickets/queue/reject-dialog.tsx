// Reject: hands the ticket back to the unassigned queue; the trimmed reason must not be empty (spec §5).
import { useTranslation } from 'react-i18next'
import { rejectInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { TextEntryDialog } from '../common/text-entry-dialog'

interface RejectDialogProps {
  ticket: Ticket | null
  /** A refused text reopened from "Not sent". */
  initialText?: string
  onClose: () => void
  onReject: (ticket: Ticket, reason: string) => Promise<boolean>
}

export function RejectDialog({ ticket, initialText, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation()
  return (
    <TextEntryDialog
      ticket={ticket}
      title={t('engineeringQueue.reject.title')}
      fieldLabel={t('engineeringQueue.reject.reason')}
      submitLabel={t('engineeringQueue.reject.submit')}
      requiredMessage={t('engineeringQueue.reject.required')}
      check={{ schema: rejectInput, field: 'reason' }}
      initialText={initialText}
      onClose={onClose}
      onSave={onReject}
    />
  )
}
