// Mobile close: a summary (required) and the parts used; the mobile payload {resolutionSummary, partsUsed}.
import { TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import { normaliseClose } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'

interface MobileCloseDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
}

export function MobileCloseDialog({ ticket, onClose, onConfirm }: MobileCloseDialogProps) {
  const { t } = useTranslation()
  const [summary, setSummary] = useState('')
  const [partsUsed, setPartsUsed] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const close = () => {
    setSummary('')
    setPartsUsed('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    const fields = normaliseClose({ resolutionSummary: summary, partsUsed })
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    setSaving(true)
    const done = await onConfirm(ticket, fields)
    setSaving(false)
    if (done) close()
  }
  return (
    <TicketModal opened={ticket !== null} title={t('engineerMobile.close.title')} ticket={ticket} submitLabel={t('engineerMobile.close.submit')} saving={saving} onClose={close} onSubmit={() => void submit()}>
      <Textarea
        label={t('tickets.close.summary')}
        value={summary}
        onChange={(e) => {
          setSummary(e.currentTarget.value)
          setError(null)
        }}
        rows={3}
        required
        data-autofocus
      />
      <TextInput label={t('tickets.close.partsUsed')} value={partsUsed} onChange={(e) => setPartsUsed(e.currentTarget.value)} />
      <FormError message={error} />
    </TicketModal>
  )
}
