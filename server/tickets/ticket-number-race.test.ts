// Tickets created at the same moment get distinct numbers (on PostgreSQL the creations run in parallel
// transactions: TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { newTicketBody } from './ticket-test-helpers'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
  await s.login('operator')
})
afterAll(() => s.close())

describe('ticket numbers under concurrent creation', () => {
  it('gives six simultaneous tickets six different numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => s.as('operator', 'POST', '/api/tickets', newTicketBody())),
    )
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201])
    const rows = await s.db.selectFrom('tickets').select('ticket_number').execute()
    expect(new Set(rows.map((r) => r.ticket_number)).size).toBe(rows.length)
    expect(rows.length).toBeGreaterThanOrEqual(6)
  })
})
