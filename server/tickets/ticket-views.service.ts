// The read views of tickets the screens poll: all, active (per line), engineer, IT and the personal queue.
import { can } from '../../shared/roles'
import { mentionsLine, toEngineerView, toItView, type EngineerViewTicket } from '../../shared/tickets'
import type { Ticket } from '../../shared/types'
import { findUserById } from '../auth/users.repository'
import type { AuthUser } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { ticketPage, type TicketPage } from './ticket-pages'
import type { TicketPageKey, TicketWithNamesRow } from './tickets.repository'

/** Every ticket not archived, newest first, a page at a time. */
export function listTickets(db: Db, page: TicketPageKey): Promise<TicketPage<Ticket>> {
  return ticketPage(db, {}, page, (t) => t)
}

/**
 * Active = neither resolved nor closed, newest first, a page at a time. With a line id: tickets on that line, or
 * whose line name names it as a whole number (see mentionsLine); the line dashboard shows the first 3.
 */
export function listActiveTickets(db: Db, page: TicketPageKey, lineId?: number): Promise<TicketPage<Ticket>> {
  if (lineId === undefined) return ticketPage(db, { activeOnly: true }, page, (t) => t)
  const onLine = (r: TicketWithNamesRow) => r.line_id === lineId || mentionsLine(r.line_name, lineId)
  return ticketPage(db, { activeOnly: true, lineCandidate: lineId }, page, (t) => t, onLine)
}

export function listEngineerView(db: Db, page: TicketPageKey): Promise<TicketPage<EngineerViewTicket>> {
  return ticketPage(db, { ticketType: 'engineering' }, page, toEngineerView)
}

export function listItView(db: Db, page: TicketPageKey): Promise<TicketPage<Ticket>> {
  return ticketPage(db, { ticketType: 'it' }, page, toItView)
}

/**
 * A person's queue: their active assigned tickets, most urgent first, ties newest first, a page at a time.
 * Anyone reads their own; engineers, IT and admins may read a colleague's (to balance work when assigning);
 * operators and demo viewers may not read someone else's.
 */
export async function listQueue(
  db: Db,
  viewer: AuthUser,
  userId: number,
  page: TicketPageKey,
): Promise<TicketPage<Ticket>> {
  if (viewer.id !== userId && !can.assignTicket(viewer.role))
    throw forbidden("Only engineers, IT and admins can see someone else's queue")
  if (viewer.id !== userId && !(await findUserById(db, userId))) throw notFound(`User ${userId} not found`)
  return ticketPage(db, { activeOnly: true, assignedTo: userId, byPriority: true }, page, (t) => t)
}
