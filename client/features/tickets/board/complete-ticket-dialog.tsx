// The board's Complete Ticket dialog: a summary, with resolution presets (spec §2) that add to it.
import { Button, Group, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import { normaliseClose } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'
import { appendPhrase } from '../management/close-templates'

export const RESOLUTION_PRESETS = ['componentReplacement', 'calibrationFix', 'maintenance'] as const

interface CompleteTicketDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
}

export function CompleteTicketDialog({ ticket, onClose, onConfirm }: CompleteTicketDialogProps) {
  const { t } = useTranslation()
  const [summary, setSummary] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const edit = (next: string) => {
    setSummary(next)
    setError(null)
  }
  const close = () => {
    edit('')
    onClose()
  }
  const submit = async () => {
    const fields = normaliseClose({ resolutionSummary: summary })
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    setSaving(true)
    const done = await onConfirm(ticket, fields)
    setSaving(false)
    if (done) close()
  }

  return (
    <TicketModal opened={ticket !== null} title={t('engineeringBoard.complete.title')} ticket={ticket} submitLabel={t('engineeringBoard.complete.submit')} saving={saving} onClose={close} onSubmit={() => void submit()}>
      <div role="group" aria-label={t('engineeringBoard.complete.presets')}>
        <Text size="sm" fw={500} mb={4}>
          {t('engineeringBoard.complete.presets')}
        </Text>
        <Group gap={6}>
          {RESOLUTION_PRESETS.map((key) => (
            <Button key={key} size="compact-xs" variant="default" onClick={() => edit(appendPhrase(summary, t(`engineeringBoard.presets.${key}`)))}>
              {t(`engineeringBoard.presets.${key}`)}
            </Button>
          ))}
        </Group>
      </div>
      <Textarea label={t('tickets.close.summary')} value={summary} onChange={(e) => edit(e.currentTarget.value)} rows={3} required />
      <FormError message={error} />
    </TicketModal>
  )
}
