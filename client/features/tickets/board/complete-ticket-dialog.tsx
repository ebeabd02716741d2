// The board's Complete Ticket dialog: a summary, with resolution presets (spec §2) that add to it, and a temporary
// repair with the permanent repair's date, queued as a work order after the close (issue 28 §5).
import { Button, Group, Text, Textarea } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import { normaliseClose } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'
import {
  NO_TEMPORARY_REPAIR,
  promisePermanentRepair,
  temporaryRepairMissingDate,
} from '../../../entities/pm/temporary-repair'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'
import { useDialogForm } from '../common/use-dialog-form'
import { appendPhrase } from '../management/close-templates'

// The fields load when the dialog first shows them, not with the ticket screen (issue 28, decision 235).
const TemporaryRepairFields = lazy(() =>
  import('../../../entities/pm/temporary-repair-fields').then((m) => ({ default: m.TemporaryRepairFields })),
)

export const RESOLUTION_PRESETS = ['componentReplacement', 'calibrationFix', 'maintenance'] as const

interface CompleteTicketDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
}

export function CompleteTicketDialog({ ticket, onClose, onConfirm }: CompleteTicketDialogProps) {
  const { t } = useTranslation()
  const { form, set, error, setError, saving, close, save } = useDialogForm({ summary: '' }, onClose)
  const edit = (summary: string) => set({ summary })
  const [repair, setRepair] = useState(NO_TEMPORARY_REPAIR)
  const [tried, setTried] = useState(false)
  const submit = async () => {
    setTried(true)
    if (temporaryRepairMissingDate(repair)) return
    const fields = normaliseClose({ resolutionSummary: form.summary })
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    await save(async () => {
      const closed = await onConfirm(ticket, fields)
      if (closed) await promisePermanentRepair(ticket.id, repair)
      return closed
    })
  }

  return (
    <TicketModal
      opened={ticket !== null}
      title={t('engineeringBoard.complete.title')}
      ticket={ticket}
      submitLabel={t('engineeringBoard.complete.submit')}
      saving={saving}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <div role="group" aria-label={t('engineeringBoard.complete.presets')}>
        <Text size="sm" fw={500} mb={4}>
          {t('engineeringBoard.complete.presets')}
        </Text>
        <Group gap={6}>
          {RESOLUTION_PRESETS.map((key) => (
            <Button
              key={key}
              size="compact-xs"
              variant="default"
              onClick={() => edit(appendPhrase(form.summary, t(`engineeringBoard.presets.${key}`)))}
            >
              {t(`engineeringBoard.presets.${key}`)}
            </Button>
          ))}
        </Group>
      </div>
      <Textarea
        label={t('tickets.close.summary')}
        value={form.summary}
        onChange={(e) => edit(e.currentTarget.value)}
        rows={3}
        required
      />
      <Suspense fallback={null}>
        <TemporaryRepairFields value={repair} onChange={setRepair} showError={tried} />
      </Suspense>
      <FormError message={error} />
    </TicketModal>
  )
}
