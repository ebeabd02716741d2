// Pure list rules of the ticket screens: search, the filters of Ticket Management and My Tickets, sorting.
import type { Priority, TicketStatus } from '../../../../shared/constants'
import type { Ticket } from '../../../../shared/types'

/** Ticket Management's status filter values (spec §2): review exists as a filter value only. */
export const MANAGEMENT_STATUS_FILTERS = ['open', 'assigned', 'in_progress', 'review', 'closed'] as const
export const ASSIGNMENT_FILTERS = ['unassigned', 'assigned'] as const

export type StatusFilter = 'all' | TicketStatus
export type PriorityFilter = 'all' | Priority
export type AssignmentFilter = 'all' | (typeof ASSIGNMENT_FILTERS)[number]

export interface TicketFilters {
  search: string
  status: StatusFilter
  priority: PriorityFilter
  assignment: AssignmentFilter
}

export const NO_FILTERS: TicketFilters = { search: '', status: 'all', priority: 'all', assignment: 'all' }

/** Search matches the line name, the description or the display id (TKT-000123), ignoring case. */
export function matchesSearch(t: Pick<Ticket, 'lineName' | 'description' | 'ticketId'>, search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (!needle) return true
  return [t.lineName, t.description, t.ticketId ?? ''].some((field) => field.toLowerCase().includes(needle))
}

export function matchesFilters(t: Ticket, f: TicketFilters): boolean {
  if (f.status !== 'all' && t.status !== f.status) return false
  if (f.priority !== 'all' && t.priority !== f.priority) return false
  if (f.assignment === 'unassigned' && t.assignedTo !== null) return false
  if (f.assignment === 'assigned' && t.assignedTo === null) return false
  return matchesSearch(t, f.search)
}

export function filterTickets<T extends Ticket>(tickets: readonly T[], f: TicketFilters): T[] {
  return tickets.filter((t) => matchesFilters(t, f))
}

export function hasActiveFilters(f: TicketFilters): boolean {
  return f.search.trim() !== '' || f.status !== 'all' || f.priority !== 'all' || f.assignment !== 'all'
}

/** Ticket Management lists newest first (the spec gives no order there). */
export function compareNewestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return b.createdAt.localeCompare(a.createdAt)
}
