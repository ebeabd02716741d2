// The Add Schedule Entry form (spec §2, §5): line, product ("sku - name"), shift, quantity (falls back to 0),
// priority (invalid or empty → 1, bounded 1–10), notes. Add Entry needs a line and a product, and the entry
// must pass the server's own schema (notes at most 500 characters), checked as the user types (issue 31 §2).
import { Button, Card, Group, NativeSelect, SimpleGrid, Text, TextInput, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SHIFTS, normalisePriority, normaliseQuantity, type Shift } from '../../../shared/planning/schedule'
import { formErrors } from '../../lib/form-errors'
import { addPending } from './pending-entries-store'
import { usePlanningChoices } from './use-planning-data'
import { useEntrySchema } from './use-entry-schema'

const EMPTY = { lineId: '', productId: '', shift: 'morning' as Shift, quantity: '', priority: '1', notes: '' }

export function AddEntryForm({ date, disabled }: { date: string; disabled: boolean }) {
  const { t } = useTranslation()
  const choices = usePlanningChoices()
  const schema = useEntrySchema()
  const [form, setForm] = useState(EMPTY)
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }))
  const ready = Number(form.lineId) > 0 && Number(form.productId) > 0
  const entry = {
    lineId: Number(form.lineId),
    productId: Number(form.productId),
    scheduledDate: date,
    shift: form.shift,
    plannedQuantity: normaliseQuantity(form.quantity),
    priority: normalisePriority(form.priority),
    notes: form.notes.trim() || null,
  }
  // Line and product are checked by `ready` (no message while still unchosen); the texts by the schema.
  const errors = schema ? formErrors(schema, entry, t) : {}
  const valid = schema !== null && !errors.notes

  const add = async () => {
    if (!ready || !valid || !choices) return
    // The form resets before the write, so a choice made meanwhile is never overwritten by the reset.
    setForm({ ...EMPTY, shift: form.shift, lineId: form.lineId })
    await addPending({
      ...entry,
      lineName: choices.lines.find((l) => l.value === form.lineId)?.label ?? form.lineId,
      productLabel: choices.products.find((p) => p.value === form.productId)?.label ?? form.productId,
    })
  }

  return (
    <Card withBorder component="section" aria-labelledby="add-entry-title">
      <Title order={2} size="h3" id="add-entry-title" mb="sm">
        {t('planning.add.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('planning.add.line')}
          value={form.lineId}
          onChange={(e) => set({ lineId: e.currentTarget.value })}
          data={[{ value: '', label: t('planning.add.choose') }, ...(choices?.lines ?? [])]}
        />
        <NativeSelect
          label={t('planning.add.product')}
          value={form.productId}
          onChange={(e) => set({ productId: e.currentTarget.value })}
          data={[{ value: '', label: t('planning.add.choose') }, ...(choices?.products ?? [])]}
        />
        <NativeSelect
          label={t('planning.add.shift')}
          value={form.shift}
          onChange={(e) => set({ shift: e.currentTarget.value as Shift })}
          data={SHIFTS.map((s) => ({ value: s, label: t(`planning.shift.${s}`) }))}
        />
        <TextInput
          label={t('planning.add.quantity')}
          inputMode="numeric"
          value={form.quantity}
          onChange={(e) => set({ quantity: e.currentTarget.value })}
        />
        <TextInput
          label={t('planning.add.priority')}
          description={
            <Text span size="xs" c="gray.7">
              {t('planning.add.priorityHint')}
            </Text>
          }
          inputMode="numeric"
          value={form.priority}
          onChange={(e) => set({ priority: e.currentTarget.value })}
        />
        <Textarea
          label={t('planning.add.notes')}
          autosize
          minRows={1}
          maxRows={6}
          value={form.notes}
          error={errors.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void add()} disabled={!ready || !valid || disabled}>
          {t('planning.add.submit')}
        </Button>
      </Group>
    </Card>
  )
}
