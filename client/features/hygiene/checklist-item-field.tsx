// One checklist item of the clearance form: pass / fail / not applicable and an optional comment.
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ItemResult } from '../../../shared/hygiene/checklist'

export interface ItemDraft {
  key: string
  label: string | null
  result: ItemResult | null
  comment: string
}

export function itemText(t: (k: string) => string, item: { key: string; label: string | null }): string {
  return item.label ?? t(`hygiene.form.item.${item.key}`)
}

export function ChecklistItemField({ item, onChange }: { item: ItemDraft; onChange: (next: ItemDraft) => void }) {
  const { t } = useTranslation()
  const text = itemText(t, item)
  return (
    <Stack gap={6} data-testid={`item-${item.key}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} id={`item-${item.key}-label`}>
          {text}
        </Text>
        <SegmentedControl
          aria-labelledby={`item-${item.key}-label`}
          value={item.result ?? ''}
          onChange={(v) => onChange({ ...item, result: v as ItemResult })}
          color={item.result === 'fail' ? 'red' : item.result === 'pass' ? 'green' : 'gray'}
          data={[
            { value: 'pass', label: t('hygiene.form.result.pass') },
            { value: 'fail', label: t('hygiene.form.result.fail') },
            { value: 'na', label: t('hygiene.form.result.na') },
          ]}
        />
      </Group>
      <TextInput
        size="sm"
        label={t('hygiene.form.comment', { item: text })}
        value={item.comment}
        onChange={(e) => onChange({ ...item, comment: e.currentTarget.value })}
      />
    </Stack>
  )
}
