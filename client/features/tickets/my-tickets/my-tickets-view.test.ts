import { describe, expect, it } from 'vitest'
import { scopeTickets } from './my-tickets-view'

const ticket = (id: string, assignedTo: number | null, reportedBy: number | null) => ({ id, assignedTo, reportedBy })

describe('My Tickets scope', () => {
  const tickets = [ticket('a', 7, 1), ticket('b', 8, 1), ticket('c', null, 7), ticket('d', null, 2)]
  it('keeps the tickets assigned to me or reported by me', () => {
    expect(scopeTickets(tickets, 'mine', 7).map((t) => t.id)).toEqual(['a', 'c'])
  })
  it('keeps all of them when asked', () => {
    expect(scopeTickets(tickets, 'all', 7)).toHaveLength(4)
  })
})
