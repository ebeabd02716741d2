// A change the server refused, with its reason: edit and resend, resend as it was, or discard.
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RejectedEntry } from '../data/db'
import { discard, resend } from '../data/outbox'
import { formatDateTime } from '../i18n/format'
import { editableFields, mutationLabelKey } from './mutation-label'

export function NotSentItem({ entry }: { entry: RejectedEntry }) {
  const { t } = useTranslation()
  const fields = editableFields(entry.args)
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState<Record<string, string>>(() => pick(entry.args, fields))
  return (
    <Paper withBorder p="xs" data-testid="not-sent-item">
      <Text size="sm" fw={600}>
        {t(mutationLabelKey(entry.name))}
      </Text>
      <Text size="xs" c="gray.7">
        {formatDateTime(entry.createdAt)}
      </Text>
      <Text size="sm" c="red.9" mt={4}>
        {entry.reason}
      </Text>
      {editing && (
        <Stack gap={4} mt="xs">
          {fields.map((f) => (
            <TextInput key={f} label={f} value={values[f] ?? ''} onChange={(e) => setValues({ ...values, [f]: e.currentTarget.value })} />
          ))}
        </Stack>
      )}
      <Group gap="xs" mt="xs">
        {fields.length > 0 && !editing && (
          <Button size="compact-xs" variant="default" onClick={() => setEditing(true)}>
            {t('sync.edit')}
          </Button>
        )}
        <Button size="compact-xs" onClick={() => void resend(entry.mutationId, editing ? { ...(entry.args as object), ...values } : undefined)}>
          {t('sync.resend')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => void discard(entry.mutationId)}>
          {t('sync.discard')}
        </Button>
      </Group>
    </Paper>
  )
}

function pick(args: unknown, fields: string[]): Record<string, string> {
  const source = (args ?? {}) as Record<string, unknown>
  return Object.fromEntries(fields.map((f) => [f, String(source[f] ?? '')]))
}
