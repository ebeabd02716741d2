// A ticket's display id (TKT-000123), or "pending" until the server has given it one.
import type { TFunction } from 'i18next'
import type { Ticket } from '../../../../shared/types'

export function displayId(t: TFunction, ticket: Pick<Ticket, 'ticketId'>): string {
  return ticket.ticketId ?? t('tickets.pending')
}

export function engineerName(e: { firstName: string; lastName: string }): string {
  return `${e.firstName} ${e.lastName}`.trim()
}
