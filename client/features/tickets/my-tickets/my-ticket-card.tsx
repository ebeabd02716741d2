// A ticket on My Tickets, with its age (spec §9) and the view's own field (engineer notes or system).
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ageLabel } from '../common/age-label'
import { TicketCardFrame } from '../common/ticket-card-frame'
import type { MyTicket } from './my-tickets-view'

export function MyTicketCard({ ticket, now }: { ticket: MyTicket; now: Date }) {
  const { t } = useTranslation()
  return (
    <TicketCardFrame
      ticket={ticket}
      showEngineerStatus
      aside={
        <Text size="xs" c="gray.7">
          {ageLabel(t, ticket.createdAt, now)}
        </Text>
      }
    >
      {ticket.engineerNotes && <Text size="sm">{t('myTickets.engineerNotes', { notes: ticket.engineerNotes })}</Text>}
      {ticket.ticketType === 'it' && ticket.systemAffected && (
        <Text size="sm">{t('myTickets.systemAffected', { system: ticket.systemAffected })}</Text>
      )}
    </TicketCardFrame>
  )
}
