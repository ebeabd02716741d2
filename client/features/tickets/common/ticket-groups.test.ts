import { describe, expect, it } from 'vitest'
import { boardColumns, completedTodayFor, mobileCounters, myTicketCounters, queueFor } from './ticket-groups'
import { assignedTo, makeTicket } from '../../../test-utils/ticket-test-utils'

const NOW = new Date('2026-11-21T15:00:00')
const at = (hhmm: string, day = '2026-11-21') => new Date(`${day}T${hhmm}:00`).toISOString()

describe('engineer board columns', () => {
  it('puts each status in its column, newest first, review with in progress', () => {
    const open1 = makeTicket({ status: 'open', createdAt: at('09:00') })
    const open2 = makeTicket({ status: 'open', createdAt: at('10:00') })
    const assigned = makeTicket({ status: 'assigned', assignedTo: 3 })
    const working = makeTicket({ status: 'in_progress', createdAt: at('08:00') })
    const review = makeTicket({ status: 'review', createdAt: at('11:00') })
    const resolved = makeTicket({ status: 'resolved' })
    const closed = makeTicket({ status: 'closed' })
    const cols = boardColumns([open1, assigned, working, open2, review, resolved, closed])
    expect(cols.open).toEqual([open2, open1])
    expect(cols.assigned).toEqual([assigned])
    expect(cols.inProgress).toEqual([review, working])
    expect(cols.resolved.map((t) => t.status).sort()).toEqual(['closed', 'resolved'])
  })
})

describe('queue', () => {
  it('holds my active tickets, most urgent first, ties newest first', () => {
    const low = assignedTo(3, 'assigned', { priority: 'low' })
    const critical = assignedTo(3, 'accepted', { priority: 'critical' })
    const highOld = assignedTo(3, 'in_progress', { priority: 'high', createdAt: at('08:00') })
    const highNew = assignedTo(3, 'assigned', { priority: 'high', createdAt: at('09:00') })
    const someoneElse = assignedTo(4, 'assigned', { priority: 'critical' })
    const mineClosed = makeTicket({ status: 'closed', assignedTo: 3 })
    expect(queueFor([low, critical, highOld, highNew, someoneElse, mineClosed], 3)).toEqual([
      critical,
      highNew,
      highOld,
      low,
    ])
  })
})

describe('mobile counters', () => {
  it('counts assigned, in progress and completed today for me only', () => {
    const tickets = [
      assignedTo(3, 'assigned'),
      assignedTo(3, 'accepted'),
      assignedTo(3, 'in_progress'),
      assignedTo(4, 'in_progress'),
      makeTicket({ status: 'closed', assignedTo: 3, resolvedAt: at('14:00') }),
      makeTicket({ status: 'closed', assignedTo: 3, resolvedAt: at('14:00', '2026-11-20') }),
      makeTicket({ status: 'closed', assignedTo: 4, resolvedAt: at('13:00') }),
    ]
    expect(mobileCounters(tickets, 3, NOW)).toEqual({ assigned: 2, inProgress: 1, completedToday: 1 })
    expect(completedTodayFor(tickets, 3, NOW)).toHaveLength(1)
  })
})

describe('My Tickets counters', () => {
  it('counts total, active, active critical and resolved today (created today, spec §9)', () => {
    const tickets = [
      makeTicket({ status: 'open', priority: 'critical', createdAt: at('09:00') }),
      makeTicket({ status: 'in_progress', priority: 'high', createdAt: at('09:00') }),
      makeTicket({ status: 'closed', priority: 'critical', createdAt: at('10:00') }),
      makeTicket({ status: 'resolved', createdAt: at('10:00') }),
      makeTicket({ status: 'closed', createdAt: at('10:00', '2026-11-19'), resolvedAt: at('10:00') }),
    ]
    expect(myTicketCounters(tickets, NOW)).toEqual({ total: 5, active: 2, critical: 1, resolvedToday: 2 })
  })
})
