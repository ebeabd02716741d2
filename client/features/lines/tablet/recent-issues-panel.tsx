// Recent Issues: up to 3 active tickets of this line from the cache, each with priority, ticket id (or
// "pending"), description, time and status; "No active issues for this line" when none.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { db } from '../../../data/db'
import { formatDateTime } from '../../../i18n/format'
import { Panel } from './panel'
import { recentLineIssues } from './recent-issues'

const PRIORITY_COLOR: Record<string, string> = { critical: 'red', high: 'orange', medium: 'blue', low: 'gray' }
const STATUS_COLOR: Record<string, string> = {
  open: 'blue',
  assigned: 'grape',
  in_progress: 'yellow',
  review: 'cyan',
  resolved: 'green',
  closed: 'gray',
}

export function RecentIssuesPanel({ lineId }: { lineId: number }) {
  const { t } = useTranslation()
  const issues = useLiveQuery(
    async () => recentLineIssues(await db.tickets.where('status').noneOf(['resolved', 'closed']).toArray(), lineId),
    [lineId],
  )
  return (
    <Panel title={t('lineDashboard.panels.issues')}>
      {issues && issues.length === 0 && <Text>{t('lineDashboard.issues.none')}</Text>}
      <Stack gap="sm">
        {issues?.map((ticket) => (
          <Paper key={ticket.id} withBorder p="sm" radius="sm" data-testid="recent-issue">
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Group gap="xs">
                <Badge color={PRIORITY_COLOR[ticket.priority] ?? 'gray'} variant="filled">
                  {t(`issues.priorities.${ticket.priority}`)}
                </Badge>
                <Text size="sm" fw={700}>
                  {ticket.ticketId ?? t('lineDashboard.issues.pending')}
                </Text>
              </Group>
              <Badge color={STATUS_COLOR[ticket.status] ?? 'gray'} variant="light" c="dark">
                {t(`lineDashboard.ticketStatus.${ticket.status}`)}
              </Badge>
            </Group>
            <Text size="sm" lineClamp={2}>
              {ticket.description}
            </Text>
            <Text size="xs" c="gray.7">
              {formatDateTime(ticket.createdAt)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Panel>
  )
}
