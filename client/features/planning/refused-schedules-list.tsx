// The refused schedule entries themselves, with the Not sent list's own item (why, Edit, Resend, Discard). Loaded
// only when there are some (refused-schedules.tsx): the item brings the edit forms' zod schemas (docs/decisions/240).
import { Card, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RejectedEntry } from '../../data/db'
import { NotSentEditorHost } from '../../entities/sync-status/not-sent-editor-host'
import { NotSentItem } from '../../entities/sync-status/not-sent-item'

export function RefusedSchedulesList({ refused }: { refused: RejectedEntry[] }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<RejectedEntry | null>(null)
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="refused-title"
      style={{ borderColor: 'var(--mantine-color-red-9)' }}
    >
      <Title order={2} size="h3" id="refused-title" c="red.9">
        {t('planning.refused.title', { count: refused.length })}
      </Title>
      <Text c="gray.8" mb="sm">
        {t('planning.refused.hint')}
      </Text>
      <Stack gap="xs">
        {refused.map((e) => (
          <NotSentItem key={e.mutationId} entry={e} onEdit={() => setEditing(e)} />
        ))}
      </Stack>
      {editing && <NotSentEditorHost entry={editing} onDone={() => setEditing(null)} />}
    </Card>
  )
}
