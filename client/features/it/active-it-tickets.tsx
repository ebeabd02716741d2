// IT Monitoring's "Active IT Tickets": priority, ticket id, line, description, created time and status.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../shared/types'
import { formatDateTime } from '../../i18n/format'
import { PriorityBadge } from './priority-badge'

export function ActiveItTickets({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm" component="section" aria-labelledby="active-it-heading">
      <Title order={2} size="h3" id="active-it-heading">
        {t('it.monitoring.activeTickets')}
      </Title>
      {tickets.length === 0 ? (
        <Text>{t('it.monitoring.noActiveTickets')}</Text>
      ) : (
        tickets.map((ticket) => (
          <Paper key={ticket.id} withBorder p="sm" role="article" aria-label={ticket.ticketId ?? t('it.pending')}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <PriorityBadge priority={ticket.priority} />
                <Text fw={700}>{ticket.ticketId ?? t('it.pending')}</Text>
                <Text>{ticket.lineName}</Text>
              </Group>
              <Group gap="xs">
                <Text size="sm" c="gray.7">
                  {formatDateTime(ticket.createdAt)}
                </Text>
                <Badge variant="outline" color="gray.8">
                  {t(`it.ticketStatus.${ticket.status}`)}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" mt={4}>
              {ticket.description}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  )
}
