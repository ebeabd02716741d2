// Which tickets My Tickets lists (spec §2): engineers see the engineer view (engineering tickets, engineer
// notes from the resolution summary), everyone else the IT view (IT tickets, system affected defaulted).
import { toEngineerView, toItView } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'

export type MyTicket = Ticket & { engineerNotes?: string | null }

export function isEngineerView(role: string): boolean {
  return role === 'engineer'
}

export function myTicketsFor(tickets: readonly Ticket[], role: string): MyTicket[] {
  return isEngineerView(role) ? tickets.filter((t) => t.ticketType === 'engineering').map(toEngineerView) : tickets.filter((t) => t.ticketType === 'it').map(toItView)
}
