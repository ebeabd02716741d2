import { describe, expect, it } from 'vitest'
import { compareNewestFirst, filterTickets, hasActiveFilters, matchesSearch, NO_FILTERS } from './ticket-filters'
import { makeTicket } from '../../../test-utils/ticket-test-utils'

describe('ticket search', () => {
  const t = makeTicket({ lineName: 'Unit G - MV48', description: 'Sealer jaw too hot', ticketId: 'TKT-000123' })
  it.each(['mv48', 'SEALER', 'tkt-000123', '000123', '  jaw  '])('matches %s by line name, description or id', (q) => {
    expect(matchesSearch(t, q)).toBe(true)
  })
  it('does not match other text, and an empty search matches all', () => {
    expect(matchesSearch(t, 'conveyor')).toBe(false)
    expect(matchesSearch(t, '   ')).toBe(true)
  })
  it('searches a pending ticket without failing', () => {
    expect(matchesSearch({ ...t, ticketId: null }, 'TKT')).toBe(false)
  })
})

describe('ticket filters', () => {
  const open = makeTicket({ status: 'open', priority: 'high' })
  const assigned = makeTicket({ status: 'assigned', assignedTo: 3, priority: 'low' })
  const review = makeTicket({ status: 'review', assignedTo: 3, priority: 'high' })
  const closed = makeTicket({ status: 'closed', assignedTo: 4, priority: 'critical' })
  const all = [open, assigned, review, closed]

  it('filters by status, priority and assignment together', () => {
    expect(filterTickets(all, { ...NO_FILTERS, status: 'review' })).toEqual([review])
    expect(filterTickets(all, { ...NO_FILTERS, priority: 'high' })).toEqual([open, review])
    expect(filterTickets(all, { ...NO_FILTERS, assignment: 'unassigned' })).toEqual([open])
    expect(filterTickets(all, { ...NO_FILTERS, assignment: 'assigned', priority: 'high' })).toEqual([review])
    expect(filterTickets(all, NO_FILTERS)).toEqual(all)
  })

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false)
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'x' })).toBe(true)
    expect(hasActiveFilters({ ...NO_FILTERS, assignment: 'assigned' })).toBe(true)
  })

  it('sorts newest first', () => {
    const older = makeTicket({ createdAt: '2026-01-01T08:00:00.000Z' })
    const newer = makeTicket({ createdAt: '2026-01-02T08:00:00.000Z' })
    expect([older, newer].sort(compareNewestFirst)).toEqual([newer, older])
  })
})
