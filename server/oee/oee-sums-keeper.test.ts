// The background keeper of the OEE report's days and months (decision 242): one round keeps every whole ended day
// and month a report may ask, a second finds nothing to do, a report after it sums nothing and equals the raw
// computation; a late device count drops only its own day and month, and the next round sums just that day back.
// SQLite and PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { storeCount } from './counts.service'
import { oeeReport } from './oee-report.service'
import { keepOeeSums, OeeSumsKeeper } from './oee-sums-keeper'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 75 })
}, 180_000)
afterAll(() => s.close())

const DAY = 86_400_000
const now = () => s.clock.now().getTime()

async function plantRows(level: 'day' | 'month') {
  const rows = await s.db
    .selectFrom('oee_period_sums')
    .select('period')
    .where('level', '=', level)
    .where('line_id', '=', 0)
    .orderBy('period')
    .execute()
  return rows.map((r) => r.period)
}

async function expectKeptEqualsRaw(startMs: number) {
  for (const groupBy of ['line', 'shift', 'product'] as const) {
    const q = { startMs, endMs: now(), groupBy }
    const kept = await oeeReport(s.db, q, now())
    const raw = await oeeReport(s.db, q, now(), { kept: false })
    expect(kept.groups.map((g) => [g.key, g.good, g.rejected, g.runMinutes])).toEqual(
      raw.groups.map((g) => [g.key, g.good, g.rejected, g.runMinutes]),
    )
    expect(kept.overall.oee!).toBeCloseTo(raw.overall.oee!, 9)
    expect(kept.reasons).toEqual(raw.reasons)
    expect(kept.days).toHaveLength(raw.days.length)
  }
}

describe('the OEE sums keeper', () => {
  it('keeps every whole ended day and month, then only what a late count dropped', async () => {
    expect(await plantRows('day')).toEqual([])
    const first = await keepOeeSums(s.db, now())
    expect(first.raced).toBe(0)
    const days = await plantRows('day')
    // The history is 75 days long: the keeper keeps its whole ended days (not the empty two years before them).
    expect(first.days).toBeGreaterThanOrEqual(73)
    expect(first.days).toBeLessThanOrEqual(76)
    expect(days).toHaveLength(first.days)
    const months = await plantRows('month')
    expect(months.length).toBeGreaterThanOrEqual(1)
    expect(await keepOeeSums(s.db, now())).toEqual({ days: 0, raced: 0 })
    await expectKeptEqualsRaw(now() - 70 * DAY - 3 * 3_600_000)
    // The report after the keeper keeps nothing new.
    expect(await plantRows('day')).toEqual(days)

    // A device's count 40 days back: its day and its month go, every other day and month stays.
    const at = new Date(now() - 40 * DAY).toISOString()
    await s.db
      .transaction()
      .execute((trx) =>
        storeCount(
          trx,
          1,
          { id: 'late-count', at, good: 500, rejected: 7 },
          { deviceKeyId: null, userId: null },
          new Date(now()).toISOString(),
        ),
      )
    const after = await plantRows('day')
    expect(after).toHaveLength(days.length - 1)
    expect(await plantRows('month')).toHaveLength(months.length - 1)
    expect(await keepOeeSums(s.db, now())).toEqual({ days: 1, raced: 0 })
    expect(await plantRows('day')).toEqual(days)
    expect(await plantRows('month')).toEqual(months)
    await expectKeptEqualsRaw(now() - 70 * DAY - 3 * 3_600_000)
  }, 120_000)

  it('runs as a periodic worker and stops cleanly', async () => {
    const keeper = new OeeSumsKeeper(s.db, s.clock)
    expect(await keeper.runOnce()).toEqual({ days: 0, raced: 0 })
    await keeper.stop()
  })
})
