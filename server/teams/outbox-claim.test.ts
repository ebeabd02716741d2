// Claims running at the same moment (several instances on PostgreSQL) never split one department's cards: the
// first claim takes them in order, every other one takes none of that department (decision 175).
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { claimDueOutboxRows } from './teams.repository'

let s: TestServer | null = null
afterEach(async () => {
  await s?.close()
  s = null
})

describe('outbox claims at the same moment', () => {
  it('eight simultaneous bounded claims: only one holds engineering rows, and they are its oldest', async () => {
    s = await createTestServer()
    const now = s.clock.now().toISOString()
    const rows = Array.from({ length: 20 }, (_, i) => ({
      department: 'engineering',
      event: 'created',
      ticket_id: null,
      payload: `{"n":${i}}`,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    }))
    await s.db.insertInto('webhook_outbox').values(rows).execute()
    const lease = new Date(s.clock.now().getTime() + 120_000).toISOString()
    for (let round = 0; round < 5; round++) {
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => claimDueOutboxRows(s!.db, now, lease, `claim-${round}-${i}`, 2)),
      )
      const holders = claims.filter((c) => c.length > 0)
      expect(holders.length, `round ${round}`).toBeLessThanOrEqual(1)
      if (round === 0) expect(holders[0]!.map((r) => r.payload)).toEqual(['{"n":0}', '{"n":1}'])
      // Hand the rows back so the next round races again.
      await s.db.updateTable('webhook_outbox').set({ next_attempt_at: now, lease_id: null }).execute()
    }
  })
})
