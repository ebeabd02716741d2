// Resolve an IT ticket (spec §2): Resolution Summary, Time Spent (minutes, placeholder 60), Resolve Ticket and
// Cancel. Saved through the outbox, so it works offline. The server needs a summary (DESIGN.md §3), so an
// empty one is caught here (decision 051); time spent falls back to 0 (spec §5).
import { Button, Group, Modal, NumberInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseTimeSpent } from '../../../shared/it-dashboard'
import type { Ticket } from '../../../shared/types'
import { FormStack } from '../../components/form-stack'
import { closeTicket } from '../../data/commands'
import { useFormOpen } from '../../lib/open-forms'
import { runCommand } from '../../entities/write-outcome/run-command'

interface ResolveTicketDialogProps {
  ticket: Ticket | null
  onClose: () => void
}

export function ResolveTicketDialog({ ticket, onClose }: ResolveTicketDialogProps) {
  const { t } = useTranslation()
  useFormOpen(ticket !== null)
  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      title={t('it.resolve.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {ticket && <ResolveForm ticket={ticket} onClose={onClose} />}
    </Modal>
  )
}

function ResolveForm({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation()
  const [summary, setSummary] = useState('')
  const [minutes, setMinutes] = useState<string | number>('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    if (!summary.trim()) {
      setError(t('it.resolve.summaryRequired'))
      return
    }
    setSaving(true)
    const timeSpentMinutes = parseTimeSpent(String(minutes))
    const done = await runCommand(
      () =>
        closeTicket(ticket.id, {
          resolutionSummary: summary.trim(),
          partsUsed: null,
          timeSpentMinutes,
          followUpRequired: false,
        }),
      { title: t('it.toasts.resolved') },
      { title: t('it.toasts.errorTitle'), message: t('it.toasts.closeFailed') },
    )
    setSaving(false)
    if (done) onClose()
  }

  return (
    <FormStack onSubmit={submit}>
      <Textarea
        label={t('it.resolve.summary')}
        autosize
        minRows={3}
        maxLength={4000}
        value={summary}
        error={error}
        onChange={(e) => {
          setSummary(e.currentTarget.value)
          setError(null)
        }}
        data-autofocus
      />
      <NumberInput label={t('it.resolve.timeSpent')} placeholder="60" min={0} value={minutes} onChange={setMinutes} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('it.resolve.cancel')}
        </Button>
        <Button type="submit" color="green.9" loading={saving}>
          {t('it.resolve.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
