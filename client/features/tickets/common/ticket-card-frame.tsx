// The body every ticket card shares: id, badges, place, description, people and the step times.
// Screens put their own buttons (and extras such as notes or photos) in as children.
import { ticketPlace } from '../../../../shared/tickets'
import { Card, Group, Stack, Text } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { EscalationHistory } from '../../../entities/escalation/escalation-history'
import { displayId } from './display-id'
import { EngineerStatusBadge, PriorityBadge, TicketStatusBadge } from './ticket-badges'
import { TicketTimeline } from './ticket-timeline'

interface TicketCardFrameProps {
  ticket: Ticket
  /** Right of the id, e.g. the age on My Tickets. */
  aside?: ReactNode
  showEngineerStatus?: boolean
  children?: ReactNode
}

export function TicketCardFrame({ ticket, aside, showEngineerStatus = false, children }: TicketCardFrameProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Card withBorder component="article" aria-labelledby={titleId} padding="sm" data-ticket-id={ticket.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text id={titleId} fw={700} size="sm">
            {displayId(t, ticket)} · {ticketPlace(ticket)}
          </Text>
          {aside}
        </Group>
        <Group gap={6}>
          <TicketStatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          {showEngineerStatus && <EngineerStatusBadge status={ticket.engineerStatus} />}
          <Text size="xs" c="gray.7">
            {t(`tickets.category.${ticket.category}`, { defaultValue: ticket.category })}
          </Text>
        </Group>
        {ticket.machineName && <Text size="sm">{t('tickets.card.machine', { name: ticket.machineName })}</Text>}
        <Text size="sm">{ticket.description}</Text>
        <Text size="xs" c="gray.7">
          {ticket.reportedByName && t('tickets.card.reportedBy', { name: ticket.reportedByName })}
          {ticket.reportedByName && ticket.assignedEngineerName && ' · '}
          {ticket.assignedEngineerName && t('tickets.card.assignedTo', { name: ticket.assignedEngineerName })}
        </Text>
        <TicketTimeline ticket={ticket} />
        <EscalationHistory ticketId={ticket.id} />
        {children}
      </Stack>
    </Card>
  )
}
