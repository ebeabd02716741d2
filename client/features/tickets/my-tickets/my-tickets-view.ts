// Which tickets My Tickets lists (spec §2): engineers see the engineer view (engineering tickets, engineer
// notes from the resolution summary), everyone else the IT view (IT tickets, system affected defaulted).
import { toEngineerView, toItView } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'

export type MyTicket = Ticket & { engineerNotes?: string | null }

export function isEngineerView(role: string): boolean {
  return role === 'engineer'
}

export function myTicketsFor(tickets: readonly Ticket[], role: string): MyTicket[] {
  return isEngineerView(role)
    ? tickets.filter((t) => t.ticketType === 'engineering').map(toEngineerView)
    : tickets.filter((t) => t.ticketType === 'it').map(toItView)
}

export type TicketScope = 'mine' | 'all'

/**
 * "My" tickets (issue 17 §8): assigned to the signed-in user, or reported by them (operators are never
 * assigned). "all" keeps the whole view for whoever wants the rest.
 */
export function scopeTickets<T extends Pick<Ticket, 'assignedTo' | 'reportedBy'>>(
  tickets: readonly T[],
  scope: TicketScope,
  userId: number | null,
): T[] {
  if (scope === 'all') return [...tickets]
  return tickets.filter((t) => userId !== null && (t.assignedTo === userId || t.reportedBy === userId))
}
