// Desktop close dialog (spec §2, §3): summary with quick templates, parts used, hours in 0.5 steps, follow-up, and
// a temporary repair with the permanent repair's date, queued as a work order after the close (issue 28 §5).
import { Button, Checkbox, Group, NumberInput, Text, TextInput, Textarea } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { closeInput, type CloseInput } from '../../../../shared/schemas/tickets'
import { fieldLabel } from '../../../entities/write-outcome/reason-text'
import { formErrors } from '../../../lib/form-errors'
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
import { appendPhrase, templateKeysFor } from './close-templates'

// The fields load when the dialog first shows them, not with the ticket screen (issue 28, decision 235).
const TemporaryRepairFields = lazy(() =>
  import('../../../entities/pm/temporary-repair-fields').then((m) => ({ default: m.TemporaryRepairFields })),
)

interface CloseTicketDialogProps {
  ticket: Ticket | null
  onClose: () => void
  onConfirm: (ticket: Ticket, close: CloseInput) => Promise<boolean>
  /** A refused close reopened from "Not sent". */
  initial?: Partial<CloseFormFields>
}

export type CloseFormFields = typeof EMPTY
const EMPTY = { summary: '', partsUsed: '', hours: 0 as number | string, followUp: false }

export function CloseTicketDialog({ ticket, onClose, onConfirm, initial }: CloseTicketDialogProps) {
  const { t } = useTranslation()
  const { form, set, error, setError, saving, close, save } = useDialogForm({ ...EMPTY, ...initial }, onClose)
  const [repair, setRepair] = useState(NO_TEMPORARY_REPAIR)
  const [tried, setTried] = useState(false)
  const submit = async () => {
    setTried(true)
    if (temporaryRepairMissingDate(repair)) return
    // The desktop payload: hours become minutes, invalid hours 0 (the same rule as the server's schema).
    const payload = {
      summary: form.summary,
      partsUsed: form.partsUsed,
      timeSpent: form.hours,
      followUpRequired: form.followUp,
    }
    const fields = normaliseClose(payload)
    if (!ticket || !fields) return setError(t('tickets.close.summaryRequired'))
    const problems = formErrors(closeInput, payload, t)
    const problem = Object.entries(problems)[0]
    if (problem) return setError(`${fieldLabel(t, problem[0])}: ${problem[1]}`)
    await save(async () => {
      const closed = await onConfirm(ticket, fields)
      if (closed) await promisePermanentRepair(ticket.id, repair)
      return closed
    })
  }
  const templates = templateKeysFor(ticket?.category ?? '')

  return (
    <TicketModal
      opened={ticket !== null}
      title={t('tickets.close.title')}
      ticket={ticket}
      submitLabel={t('tickets.close.submit')}
      saving={saving}
      onClose={close}
      onSubmit={() => void submit()}
    >
      {templates.length > 0 && (
        <div role="group" aria-label={t('tickets.close.templates')}>
          <Text size="sm" fw={500} mb={4}>
            {t('tickets.close.templates')}
          </Text>
          <Group gap={6}>
            {templates.map((key) => (
              <Button
                key={key}
                size="compact-xs"
                variant="default"
                onClick={() => set({ summary: appendPhrase(form.summary, t(`tickets.close.phrases.${key}`)) })}
              >
                {t(`tickets.close.phrases.${key}`)}
              </Button>
            ))}
          </Group>
        </div>
      )}
      <Textarea
        label={t('tickets.close.summary')}
        value={form.summary}
        onChange={(e) => set({ summary: e.currentTarget.value })}
        rows={3}
        required
      />
      <TextInput
        label={t('tickets.close.partsUsed')}
        value={form.partsUsed}
        onChange={(e) => set({ partsUsed: e.currentTarget.value })}
      />
      <NumberInput
        label={t('tickets.close.hours')}
        value={form.hours}
        onChange={(hours) => set({ hours })}
        min={0}
        step={0.5}
        decimalScale={1}
      />
      <Checkbox
        label={t('tickets.close.followUp')}
        checked={form.followUp}
        onChange={(e) => set({ followUp: e.currentTarget.checked })}
      />
      <Suspense fallback={null}>
        <TemporaryRepairFields value={repair} onChange={setRepair} showError={tried} />
      </Suspense>
      <FormError message={error} />
    </TicketModal>
  )
}
