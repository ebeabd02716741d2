// Schedule entries the server refused (issue 31 §2), shown on the planning screen itself with the Not sent
// list's own item: why in the user's language, Edit (the schedule editor), Resend and Discard.
import { Card, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { db, type RejectedEntry } from '../../data/db'
import { NotSentEditorHost } from '../../entities/sync-status/not-sent-editor-host'
import { NotSentItem } from '../../entities/sync-status/not-sent-item'

export function RefusedSchedules() {
  const { t } = useTranslation()
  const refused = useLiveQuery(() => db.rejected.filter((e) => e.name === 'schedule.saveEntries').toArray(), [], [])
  const [editing, setEditing] = useState<RejectedEntry | null>(null)
  if (refused.length === 0) return null
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
