// The change cursor on a shared PostgreSQL (decision 145): a change-log row written by a transaction that
// commits later must never be skipped by a puller whose cursor moved past it. SQLite has one writer and one
// connection, so the race cannot happen there (and a second transaction would wait on the first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { testDbKind } from '../testing/test-database'
import { changesSince, latestSeq, recordChanges } from './change-log.repository'

const row = (id: string) => ({
  entity: 'lines',
  entity_id: id,
  op: 'upsert' as const,
  changed_at: new Date().toISOString(),
})

describe.skipIf(testDbKind() !== 'postgres')(
  'change cursor across concurrent writers (PostgreSQL only: npm run test:server:pg)',
  () => {
    let s: TestServer
    beforeAll(async () => {
      s = await createTestServer({ seed: 'none' })
    })
    afterAll(() => s.close())

    it('shows no change above one still being written, so a cursor never passes an uncommitted row', async () => {
      const before = await latestSeq(s.db)
      const slow = await s.db.startTransaction().execute()
      const slowSeq = await recordChanges(slow, [row('1')])
      // A second writer that would commit a higher seq first without the ordering lock.
      const fast = s.db.transaction().execute((trx) => recordChanges(trx, [row('2')]))
      await new Promise((r) => setTimeout(r, 300))
      // A puller now: whatever it sees, nothing at or above the uncommitted seq.
      const seen = await latestSeq(s.db)
      expect(seen).toBeLessThan(slowSeq)
      await slow.commit().execute()
      const fastSeq = await fast
      expect(fastSeq).toBeGreaterThan(slowSeq)
      // Both arrive, in commit order, for a puller going on from what it had seen.
      const after = await changesSince(s.db, Math.max(before, seen))
      expect(after.map((c) => c.seq)).toEqual([slowSeq, fastSeq])
    })
  },
)
