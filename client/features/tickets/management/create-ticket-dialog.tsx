// Create Ticket (spec §2, §3, §5): line name, Other Location (overrides the line name when filled),
// category, priority, description. Line name (or Other Location) and description are required.
import { NativeSelect, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LINE_TICKET_CATEGORIES, PRIORITIES, type Priority } from '../../../../shared/constants'
import { lineDisplayName } from '../../../../shared/lines'
import { ticketCreateInput } from '../../../../shared/schemas/tickets'
import { formErrors } from '../../../lib/form-errors'
import { FormError } from '../common/form-error'
import { TicketModal } from '../common/ticket-modal'
import { useDialogForm } from '../common/use-dialog-form'
import { useLines } from '../common/use-ticket-data'

export interface NewTicketDraft {
  lineId: number | null
  lineName: string
  otherLocation: string | null
  category: string
  priority: Priority
  description: string
  status: 'open'
}

interface CreateTicketDialogProps {
  opened: boolean
  onClose: () => void
  onCreate: (draft: NewTicketDraft) => Promise<boolean>
  /** Fields to start from (a refused ticket opened from "Not sent"); empty otherwise. */
  initial?: Partial<CreateTicketFields>
}

export type CreateTicketFields = typeof EMPTY
const EMPTY = { lineId: '', otherLocation: '', category: 'mechanical', priority: 'medium' as Priority, description: '' }

export function CreateTicketDialog({ opened, onClose, onCreate, initial }: CreateTicketDialogProps) {
  const { t } = useTranslation()
  const lines = useLines()
  const { form, set, error, setError, saving, close, save } = useDialogForm({ ...EMPTY, ...initial }, onClose)
  // Field errors from the server's own schema (shared/schemas/tickets.ts), shown under each field.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const submit = async () => {
    const line = lines.find((l) => String(l.id) === form.lineId)
    const otherLocation = form.otherLocation.trim()
    const description = form.description.trim()
    if (!(otherLocation || line) || !description) return setError(t('tickets.create.required'))
    const draft: NewTicketDraft = {
      lineId: otherLocation ? null : (line?.id ?? null),
      // The server (and the local effect) show Other Location instead of the line name when it is filled.
      lineName: line?.name ?? otherLocation,
      otherLocation: otherLocation || null,
      category: form.category,
      priority: form.priority,
      description,
      status: 'open',
    }
    const errors = formErrors(ticketCreateInput, draft, t)
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) return
    await save(() => onCreate(draft))
  }

  return (
    <TicketModal
      opened={opened}
      title={t('tickets.create.title')}
      submitLabel={t('tickets.create.submit')}
      saving={saving}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <NativeSelect
        label={t('tickets.create.lineName')}
        data={[
          { value: '', label: t('tickets.create.linePlaceholder') },
          ...lines.map((l) => ({ value: String(l.id), label: lineDisplayName(l) })),
        ]}
        value={form.lineId}
        onChange={(e) => set({ lineId: e.currentTarget.value })}
        required
      />
      <TextInput
        label={t('tickets.create.otherLocation')}
        description={t('tickets.create.otherLocationHint')}
        // Mantine's default (dimmed) description is 3.3:1 on white; gray.7 keeps 4.5:1.
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        value={form.otherLocation}
        error={fieldErrors.otherLocation}
        onChange={(e) => set({ otherLocation: e.currentTarget.value })}
      />
      <NativeSelect
        label={t('tickets.create.category')}
        data={LINE_TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`tickets.category.${c}`) }))}
        value={form.category}
        onChange={(e) => set({ category: e.currentTarget.value })}
      />
      <NativeSelect
        label={t('tickets.create.priority')}
        data={PRIORITIES.map((p) => ({ value: p, label: t(`tickets.priority.${p}`) }))}
        value={form.priority}
        onChange={(e) => set({ priority: e.currentTarget.value as Priority })}
      />
      <Textarea
        label={t('tickets.create.description')}
        value={form.description}
        error={fieldErrors.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        rows={3}
        required
      />
      <FormError message={error} />
    </TicketModal>
  )
}
