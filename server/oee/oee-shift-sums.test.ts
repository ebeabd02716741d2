// The OEE report's kept shift sums (decision 230) equal the sums from the raw rows: cold, warm, after writes in
// the past (an explanation split, a late count, a status press), after a rate and a reason flag change, and a
// report that summed before a write does not keep what it read. SQLite and PostgreSQL (TEST_DB=postgres).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sumsOfTotals, type OeeSums } from '../../shared/oee/oee-rules'
import { createTestServer, type TestServer } from '../testing/test-server'
import { oeeReport } from './oee-report.service'
import { lineShiftSums } from './oee-shift-totals'
import { keepShiftSums, oeeSumGenerations } from './oee-sums.repository'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 10 })
}, 180_000)
afterAll(() => s.close())

const MIN = 60_000
const DAY = 86_400_000
const now = () => s.clock.now().getTime()
const iso = (ms: number) => new Date(ms).toISOString()

function expectSame(a: OeeSums, b: OeeSums, where: string) {
  for (const k of ['scheduledMs', 'plannedStopMs', 'runMs', 'unplannedStopMs', 'unexplainedMs'] as const)
    expect(a[k], `${where} ${k}`).toBe(b[k])
  for (const k of ['good', 'rejected', 'setupMs', 'breakdownMs'] as const) expect(a[k], `${where} ${k}`).toBe(b[k])
  for (const k of ['idealMs', 'startupRejectIdealMs', 'rejectIdealMs'] as const) {
    if (b[k] === null) expect(a[k], `${where} ${k}`).toBeNull()
    else expect(a[k], `${where} ${k}`).toBeCloseTo(b[k]!, 3)
  }
  expect(a.reasonMs, `${where} reasons`).toEqual(b.reasonMs)
}

/** Kept against raw over a range: every shift of every line, and the report's figures. */
async function expectKeptEqualsRaw(startMs: number, endMs: number) {
  const kept = await lineShiftSums(s.db, startMs, endMs, now())
  const raw = await lineShiftSums(s.db, startMs, endMs, now(), undefined, false)
  expect(kept.shifts.length).toBe(raw.shifts.length)
  expect(raw.shifts.length).toBeGreaterThan(0)
  const rawBy = new Map(raw.shifts.map((x) => [`${x.lineId}|${x.window.start}`, x]))
  for (const k of kept.shifts) {
    const r = rawBy.get(`${k.lineId}|${k.window.start}`)
    expect(r, `line ${k.lineId} ${k.window.date} ${k.window.shift}`).toBeDefined()
    expect(k.productId).toBe(r!.productId)
    expectSame(
      sumsOfTotals(k.rated, kept.reasons),
      sumsOfTotals(r!.rated, raw.reasons),
      `line ${k.lineId} ${k.window.date} ${k.window.shift}`,
    )
  }
  return kept
}

async function keptRows(lineId?: number) {
  let q = s.db.selectFrom('oee_shift_sums').select((eb) => eb.fn.countAll().as('n'))
  if (lineId !== undefined) q = q.where('line_id', '=', lineId)
  return Number((await q.executeTakeFirstOrThrow()).n)
}

// Each test gets 3 minutes: on a loaded machine a test that timed out ran on beside the next one's writes.
describe('kept OEE shift sums', () => {
  it('equal the raw sums cold and warm, for whole and partial ranges, and the report reads them', async () => {
    expect(await keptRows()).toBe(0)
    const start = now() - 7 * DAY
    await expectKeptEqualsRaw(start, now())
    const rows = await keptRows()
    // 40 lines × 3 shifts × 7 days, less unplanned shifts and the windows the range cuts.
    expect(rows).toBeGreaterThan(200)
    await expectKeptEqualsRaw(start, now())
    expect(await keptRows()).toBe(rows)
    // A range starting and ending inside shifts: the cut windows are summed from the raw rows.
    await expectKeptEqualsRaw(start + 3 * 60 * MIN + 17 * MIN, now() - 2 * DAY - 5 * 60 * MIN)
    const a = await oeeReport(s.db, { startMs: start, endMs: now(), groupBy: 'product' }, now())
    expect(a.overall.oee).toBeGreaterThan(0)
    expect(Object.keys(a.reasons).length).toBeGreaterThan(3)
  }, 180_000)

  it('follow an engineer’s split of a stop days ago and a late count from a device', async () => {
    const lineId = 24
    const from = now() - 6 * DAY
    const stops = await s.as('engineer', 'GET', `/api/lines/${lineId}/stops?start=${iso(from)}&end=${iso(now())}`)
    expect(stops.status).toBe(200)
    const stop = (stops.body as { startAt: string; endAt: string | null }[]).find(
      (x) => x.endAt !== null && Date.parse(x.endAt) - Date.parse(x.startAt) > 10 * MIN,
    )
    expect(stop).toBeDefined()
    await expectKeptEqualsRaw(from, now())
    const before = await keptRows(lineId)
    const reasons = (await s.as('operator', 'GET', '/api/stop-reasons')).body as { id: number; planned: boolean }[]
    const planned = reasons.find((r) => r.planned)!.id
    const unplanned = reasons.find((r) => !r.planned)!.id
    const startMs = Date.parse(stop!.startAt)
    const split = await s.as('engineer', 'POST', `/api/lines/${lineId}/stops/split`, {
      lineId,
      at: stop!.startAt,
      parts: [
        { id: randomUUID(), from: stop!.startAt, reasonId: planned },
        { id: randomUUID(), from: iso(startMs + 5 * MIN), reasonId: unplanned },
      ],
    })
    expect(split.status).toBe(200)
    expect(await keptRows(lineId)).toBeLessThan(before)
    await expectKeptEqualsRaw(from, now())

    const key = await s.as('admin', 'POST', '/api/device-keys', { name: 'Sums test', lineIds: [lineId] })
    const count = await s.request('POST', `/api/lines/${lineId}/counts`, {
      headers: { Authorization: `Bearer ${key.body.key}` },
      body: { id: randomUUID(), at: iso(now() - 3 * DAY), good: 5000, rejected: 700 },
    })
    expect(count.status).toBe(201)
    const after = await lineShiftSums(s.db, from, now(), now(), lineId)
    const raw = await lineShiftSums(s.db, from, now(), now(), lineId, false)
    expect(after.shifts.reduce((n, x) => n + x.rated.rejected, 0)).toBe(
      raw.shifts.reduce((n, x) => n + x.rated.rejected, 0),
    )
    await expectKeptEqualsRaw(from, now())
  }, 180_000)

  it('follow a status press, and apply today’s ideal rates and reason flags when read', async () => {
    const lineId = 23
    const from = now() - 5 * DAY
    await expectKeptEqualsRaw(from, now())
    expect((await s.as('operator', 'PATCH', `/api/production-lines/${lineId}`, { status: 'stopped' })).status).toBe(200)
    s.clock.advance(20 * MIN)
    expect((await s.as('operator', 'PATCH', `/api/production-lines/${lineId}`, { status: 'running' })).status).toBe(200)
    await expectKeptEqualsRaw(from, now())
    const line = await s.db
      .selectFrom('production_lines')
      .select('product_id')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow()
    const rate = await s.as('engineer', 'PUT', '/api/product-rates', {
      productId: line.product_id,
      lineId,
      idealRatePerMin: 3,
    })
    expect(rate.status).toBe(200)
    await expectKeptEqualsRaw(from, now())
    const made = await s.as('admin', 'POST', '/api/stop-reasons', {
      category: 'other',
      nameEn: 'Sums test',
      namePl: 'Test sum',
      nameLt: 'Sumų bandymas',
      planned: false,
    })
    expect(made.status).toBe(201)
    expect((await s.as('admin', 'PATCH', `/api/stop-reasons/${made.body.id}`, { planned: true })).status).toBe(200)
    await expectKeptEqualsRaw(from, now())
  }, 180_000)

  it('a report that read before a write does not keep what it summed', async () => {
    const lineId = 22
    const generations = await oeeSumGenerations(s.db)
    const from = now() - 2 * DAY
    await s.db.deleteFrom('oee_shift_sums').where('line_id', '=', lineId).execute()
    const row = {
      line_id: lineId,
      shift_date: '2000-01-01',
      shift: 'morning',
      start_ms: from,
      end_ms: from + 8 * 60 * MIN,
      unexplained_ms: 0,
      reason_ms: '{}',
      counts: '[]',
    }
    // A write between the read and the keeping moves the generation on.
    expect((await s.as('operator', 'PATCH', `/api/production-lines/${lineId}`, { status: 'stopped' })).status).toBe(200)
    await keepShiftSums(s.db, [row], generations)
    expect(await keptRows(lineId)).toBe(0)
    await keepShiftSums(s.db, [row], await oeeSumGenerations(s.db))
    expect(await keptRows(lineId)).toBe(1)
    await s.db.deleteFrom('oee_shift_sums').where('line_id', '=', lineId).execute()
  }, 180_000)
})
