// One change waiting to be sent.
import { Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OutboxEntry } from '../../data/db'
import { formatDateTime } from '../../i18n/format'
import { readSession } from '../../lib/session-store'
import { mutationLabelKey } from '../../sync/mutation-label'

export function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation()
  const otherUser = readSession()?.user.id !== entry.userId
  return (
    <Paper withBorder p="xs" data-testid="outbox-item">
      <Text size="sm" fw={600}>
        {t(mutationLabelKey(entry.name))}
      </Text>
      <Text size="xs" c="gray.7">
        {formatDateTime(entry.createdAt)}
        {otherUser ? ` · ${t('sync.madeBy', { name: entry.userName })}` : ''}
      </Text>
    </Paper>
  )
}
