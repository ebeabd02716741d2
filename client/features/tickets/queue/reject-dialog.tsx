// Reject: hands the ticket back to the unassigned queue; the trimmed reason must not be empty (spec §5).
import { Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'

interface RejectDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onReject: (ticket: Ticket, reason: string) => Promise<boolean>
}

export function RejectDialog({ ticket, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const close = () => {
    setReason('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    const trimmed = reason.trim()
    if (!ticket || !trimmed) return setError(t('engineeringQueue.reject.required'))
    setSaving(true)
    const done = await onReject(ticket, trimmed)
    setSaving(false)
    if (done) close()
  }
  return (
    <TicketModal opened={ticket !== null} title={t('engineeringQueue.reject.title')} ticket={ticket} submitLabel={t('engineeringQueue.reject.submit')} saving={saving} onClose={close} onSubmit={() => void submit()}>
      <Textarea
        label={t('engineeringQueue.reject.reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value)
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
