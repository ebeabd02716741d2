// Pure groupings and counts of the ticket screens: board columns, the personal queue, the counters.
import {
  compareByPriority,
  compareOpenFirstThenNewest,
  isActiveTicket,
  isResolvedToday,
} from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'

export interface BoardColumns<T> {
  open: T[]
  assigned: T[]
  inProgress: T[]
  resolved: T[]
}

/**
 * The engineer board's four columns, each sorted open first then newest first (spec §2). A ticket in
 * review (a filter value only) is still being worked, so it sits with In Progress.
 */
export function boardColumns<T extends Ticket>(tickets: readonly T[]): BoardColumns<T> {
  const columns: BoardColumns<T> = { open: [], assigned: [], inProgress: [], resolved: [] }
  for (const t of tickets) {
    if (t.status === 'open') columns.open.push(t)
    else if (t.status === 'assigned') columns.assigned.push(t)
    else if (t.status === 'in_progress' || t.status === 'review') columns.inProgress.push(t)
    else columns.resolved.push(t)
  }
  for (const list of Object.values(columns)) list.sort(compareOpenFirstThenNewest)
  return columns
}

/** A person's queue: their active assigned tickets, most urgent first, ties newest first (as the server's). */
export function queueFor<T extends Ticket>(tickets: readonly T[], userId: number): T[] {
  return tickets.filter((t) => t.assignedTo === userId && isActiveTicket(t)).sort(compareByPriority)
}

function sameDay(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).toDateString() === now.toDateString()
}

/** Mobile: tickets of this engineer closed (or resolved) today, by their resolved time, newest first. */
export function completedTodayFor<T extends Ticket>(tickets: readonly T[], userId: number, now: Date): T[] {
  return tickets
    .filter((t) => t.assignedTo === userId && !isActiveTicket(t) && sameDay(t.resolvedAt, now))
    .sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? ''))
}

export interface MobileCounters {
  assigned: number
  inProgress: number
  completedToday: number
}

export function mobileCounters(tickets: readonly Ticket[], userId: number, now: Date): MobileCounters {
  const mine = queueFor(tickets, userId)
  return {
    assigned: mine.filter((t) => t.status === 'assigned').length,
    inProgress: mine.filter((t) => t.status === 'in_progress').length,
    completedToday: completedTodayFor(tickets, userId, now).length,
  }
}

export interface MyTicketCounters {
  total: number
  active: number
  critical: number
  resolvedToday: number
}

/**
 * My Tickets' counters. Critical counts critical tickets that are still active: a critical ticket closed
 * weeks ago needs no one's attention (the spec names the counter only).
 */
export function myTicketCounters(tickets: readonly Ticket[], now: Date): MyTicketCounters {
  const active = tickets.filter(isActiveTicket)
  return {
    total: tickets.length,
    active: active.length,
    critical: active.filter((t) => t.priority === 'critical').length,
    resolvedToday: tickets.filter((t) => isResolvedToday(t, now)).length,
  }
}
