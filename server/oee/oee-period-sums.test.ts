// The OEE report from kept whole days and months (decision 241) equals the report summed shift by shift from the
// raw rows, for every grouping: cold and warm, on cut ranges, after an explanation split and a late count in a
// kept month, a status press, a rate, a reason flag and a schedule change; a kept month equals the sum of its
// kept days; a report that read before a write keeps nothing. SQLite and PostgreSQL (TEST_DB=postgres).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { oeeReport } from './oee-report.service'
import { keepDays } from './oee-period-sums.repository'
import { oeeSumGenerations } from './oee-sums.repository'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 55 })
}, 180_000)
afterAll(() => s.close())

const MIN = 60_000
const DAY = 86_400_000
const now = () => s.clock.now().getTime()
const iso = (ms: number) => new Date(ms).toISOString()
const GROUPINGS = ['line', 'shift', 'product', 'unit'] as const

/** Same structure, same integers and texts; fractions and ideal times equal to 9 places (summed in another order). */
function expectSame(a: unknown, b: unknown, where: string): void {
  if (typeof b === 'number' && typeof a === 'number' && !Number.isInteger(b)) {
    expect(a, where).toBeCloseTo(b, 9)
    return
  }
  if (b !== null && typeof b === 'object') {
    expect(a !== null && typeof a === 'object', where).toBe(true)
    expect(Object.keys(a as object).sort(), where).toEqual(Object.keys(b).sort())
    for (const [k, v] of Object.entries(b)) expectSame((a as Record<string, unknown>)[k], v, `${where}.${k}`)
    return
  }
  expect(a, where).toBe(b)
}

/** The report from kept periods equals the one summed from the raw rows, for every grouping. */
async function expectKeptEqualsRaw(startMs: number, endMs: number) {
  for (const groupBy of GROUPINGS) {
    const q = { startMs, endMs, groupBy }
    const kept = await oeeReport(s.db, q, now())
    const raw = await oeeReport(s.db, q, now(), { kept: false })
    expect(raw.groups.length, groupBy).toBeGreaterThan(0)
    expectSame(kept, raw, groupBy)
  }
}

async function keptPeriods(level: 'day' | 'month') {
  const r = await s.db
    .selectFrom('oee_period_sums')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('level', '=', level)
    .where('line_id', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

describe('kept OEE days and months', () => {
  it('give the raw report cold and warm, for whole and cut ranges, and a month is the sum of its days', async () => {
    expect(await keptPeriods('day')).toBe(0)
    const start = now() - 54 * DAY
    await expectKeptEqualsRaw(start, now())
    const days = await keptPeriods('day')
    expect(days).toBeGreaterThan(50)
    // 54 days before 21 November hold the whole of October.
    expect(await keptPeriods('month')).toBeGreaterThan(0)
    await expectKeptEqualsRaw(start, now())
    expect(await keptPeriods('day')).toBe(days)
    // Cut inside shifts at both ends, ending days ago.
    await expectKeptEqualsRaw(start + 5 * 60 * MIN + 17 * MIN, now() - 3 * DAY - 2 * 60 * MIN)
    // A range with no whole day in it.
    await expectKeptEqualsRaw(now() - 20 * 60 * MIN, now())

    const month = await s.db
      .selectFrom('oee_period_sums')
      .select('period')
      .where('level', '=', 'month')
      .where('line_id', '=', 0)
      .executeTakeFirstOrThrow()
    const sum = (level: string, period: string) =>
      s.db
        .selectFrom('oee_period_sums')
        .select((eb) => [
          eb.fn.sum<number | string>('scheduled_ms').as('scheduled'),
          eb.fn.sum<number | string>('unplanned_stop_ms').as('unplanned'),
          eb.fn.sum<number | string>('good').as('good'),
          eb.fn.sum<number | string>('ideal_ms').as('ideal'),
        ])
        .where('level', '=', level)
        .where('period', level === 'month' ? '=' : 'like', period)
        .where('line_id', '=', 3)
        .executeTakeFirstOrThrow()
    const m = await sum('month', month.period)
    const d = await sum('day', `${month.period}-%`)
    expect(Number(m.scheduled)).toBeGreaterThan(0)
    expect(Number(m.scheduled)).toBe(Number(d.scheduled))
    expect(Number(m.unplanned)).toBe(Number(d.unplanned))
    expect(Number(m.good)).toBe(Number(d.good))
    expect(Number(m.ideal)).toBeCloseTo(Number(d.ideal), 3)
  }, 300_000)

  it('follow a split of a stop and a late count in a kept month, and a status press', async () => {
    const lineId = 14
    const from = now() - 54 * DAY
    await expectKeptEqualsRaw(from, now())
    const daysBefore = await keptPeriods('day')
    const stopsFrom = now() - 45 * DAY
    const stops = await s.as(
      'engineer',
      'GET',
      `/api/lines/${lineId}/stops?start=${iso(stopsFrom)}&end=${iso(stopsFrom + 20 * DAY)}`,
    )
    expect(stops.status).toBe(200)
    const stop = (stops.body as { startAt: string; endAt: string | null }[]).find(
      (x) => x.endAt !== null && Date.parse(x.endAt) - Date.parse(x.startAt) > 10 * MIN,
    )
    expect(stop).toBeDefined()
    const reasons = (await s.as('operator', 'GET', '/api/stop-reasons')).body as { id: number; planned: boolean }[]
    const startMs = Date.parse(stop!.startAt)
    const split = await s.as('engineer', 'POST', `/api/lines/${lineId}/stops/split`, {
      lineId,
      at: stop!.startAt,
      parts: [
        { id: randomUUID(), from: stop!.startAt, reasonId: reasons.find((r) => r.planned)!.id },
        { id: randomUUID(), from: iso(startMs + 5 * MIN), reasonId: reasons.find((r) => !r.planned)!.id },
      ],
    })
    expect(split.status).toBe(200)
    // The days from the stop on are dropped (for every line: a day is kept whole), the earlier ones stay.
    const daysAfter = await keptPeriods('day')
    expect(daysAfter).toBeLessThan(daysBefore)
    expect(daysAfter).toBeGreaterThan(5)
    await expectKeptEqualsRaw(from, now())

    const key = await s.as('admin', 'POST', '/api/device-keys', { name: 'Period test', lineIds: [lineId] })
    const count = await s.request('POST', `/api/lines/${lineId}/counts`, {
      headers: { Authorization: `Bearer ${key.body.key}` },
      body: { id: randomUUID(), at: iso(now() - 50 * DAY), good: 7000, rejected: 900 },
    })
    expect(count.status).toBe(201)
    await expectKeptEqualsRaw(from, now())

    expect((await s.as('operator', 'PATCH', `/api/production-lines/${lineId}`, { status: 'stopped' })).status).toBe(200)
    s.clock.advance(25 * MIN)
    expect((await s.as('operator', 'PATCH', `/api/production-lines/${lineId}`, { status: 'running' })).status).toBe(200)
    await expectKeptEqualsRaw(from, now())
  }, 300_000)

  it('apply today’s rates, reason flags and schedule: a kept period summed under others is summed again', async () => {
    const lineId = 12
    const from = now() - 54 * DAY
    await expectKeptEqualsRaw(from, now())
    const line = await s.db
      .selectFrom('production_lines')
      .select('product_id')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow()
    const rate = await s.as('engineer', 'PUT', '/api/product-rates', {
      productId: line.product_id,
      lineId,
      idealRatePerMin: 7,
    })
    expect(rate.status).toBe(200)
    await expectKeptEqualsRaw(from, now())
    const made = await s.as('admin', 'POST', '/api/stop-reasons', {
      category: 'breakdown',
      nameEn: 'Period test',
      namePl: 'Test okresu',
      nameLt: 'Laikotarpio bandymas',
      planned: false,
    })
    expect(made.status).toBe(201)
    expect((await s.as('admin', 'PATCH', `/api/stop-reasons/${made.body.id}`, { planned: true })).status).toBe(200)
    await expectKeptEqualsRaw(from, now())
    // A plan for a past day: that line counts only its planned shift, with the planned product.
    const product = await s.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    const date = new Date(now() - 40 * DAY)
    const pad = (n: number) => String(n).padStart(2, '0')
    await s.db
      .insertInto('production_schedule')
      .values({
        line_id: lineId,
        product_id: product.id,
        scheduled_date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
        shift: 'afternoon',
        planned_quantity: 100,
        priority: 1,
        notes: null,
        status: 'planned',
        created_at: iso(now()),
      })
      .execute()
    await expectKeptEqualsRaw(from, now())
  }, 300_000)

  it('a report that read before a write keeps nothing', async () => {
    const generations = await oeeSumGenerations(s.db)
    const row = await s.db
      .selectFrom('oee_period_sums')
      .selectAll()
      .where('level', '=', 'day')
      .where('line_id', '=', 0)
      .executeTakeFirstOrThrow()
    expect((await s.as('operator', 'PATCH', '/api/production-lines/11', { status: 'stopped' })).status).toBe(200)
    expect(await keepDays(s.db, [row.period], [row], generations)).toBe(false)
    expect(await keepDays(s.db, [row.period], [row], await oeeSumGenerations(s.db))).toBe(true)
  })
})
