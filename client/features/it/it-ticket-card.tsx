// One IT ticket: id, priority, status, affected system (default "IT System"), line, description, who holds
// it, and the actions the signed-in user may take on it now (assign, start, notes, resolve).
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { checkTicketAction, type Actor, type TicketAction, ticketPlace } from '../../../shared/tickets'
import type { Ticket } from '../../../shared/types'
import { formatDateTime } from '../../i18n/format'
import { PriorityBadge } from './priority-badge'

export type ItTicketAction = Exclude<TicketAction, 'reject' | 'accept'>

interface ItTicketCardProps {
  ticket: Ticket
  actor: Actor | null
  onAction: (action: ItTicketAction, ticket: Ticket) => void
}

const ACTIONS: ItTicketAction[] = ['assign', 'start', 'addNote', 'close']

export function ItTicketCard({ ticket, actor, onAction }: ItTicketCardProps) {
  const { t } = useTranslation()
  const idText = ticket.ticketId ?? t('it.pending')
  const allowed = actor ? ACTIONS.filter((a) => checkTicketAction(a, ticket, actor).ok) : []
  return (
    <Paper withBorder p="sm" role="article" aria-label={t('it.support.ticketLabel', { id: idText })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{idText}</Text>
            <PriorityBadge priority={ticket.priority} />
            <Badge variant="outline" color="gray.8">
              {t(`it.ticketStatus.${ticket.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            {formatDateTime(ticket.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('it.support.system')}:
          </Text>{' '}
          {ticket.systemAffected ?? t('it.support.defaultSystem')} · {ticketPlace(ticket)}
        </Text>
        <Text size="sm">{ticket.description}</Text>
        <Text size="sm" c="gray.7">
          {ticket.assignedEngineerName
            ? t('it.support.assignedTo', { name: ticket.assignedEngineerName })
            : t('it.support.unassigned')}
          {ticket.notes.length > 0 && ` · ${t('it.support.noteCount', { count: ticket.notes.length })}`}
        </Text>
        {allowed.length > 0 && (
          <Group gap="xs">
            {allowed.map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'close' ? 'filled' : 'light'}
                color={action === 'close' ? 'green.9' : undefined}
                onClick={() => onAction(action, ticket)}
              >
                {t(`it.support.actions.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
