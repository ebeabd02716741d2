// Ticket step times reach the reports' epoch columns through every ticket write (create and each step).
import { afterAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../testing/test-server'
import { ticketIn } from './ticket-test-helpers'
import { withTimeEpochs } from './ticket-time-epochs'

const s = await createTestServer({ historyDays: 0 })
afterAll(() => s.close())

describe('ticket time epochs', () => {
  it('adds the epoch twin of each step time given and the UTC creation day, and clears them with the time', () => {
    expect(withTimeEpochs({ created_at: '2026-11-01T23:30:00.000Z', assigned_at: null, status: 'open' })).toEqual({
      created_at: '2026-11-01T23:30:00.000Z',
      created_ms: Date.parse('2026-11-01T23:30:00.000Z'),
      created_day: '2026-11-01',
      assigned_at: null,
      assigned_ms: null,
      status: 'open',
    })
  })

  it('are written by the ticket service from raising to closing', async () => {
    const ticket = await ticketIn(s, 'closed')
    const row = await s.db.selectFrom('tickets').selectAll().where('id', '=', ticket.id).executeTakeFirstOrThrow()
    for (const step of ['created', 'assigned', 'accepted', 'started', 'resolved'] as const) {
      expect(row[`${step}_at`], step).not.toBeNull()
      expect(row[`${step}_ms`], step).toBe(Date.parse(row[`${step}_at`]!))
    }
  })
})
