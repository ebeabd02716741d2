// The kept ticket sums (decision 246: per creation day × status and per creation month × line × category, kept by
// triggers on tickets) against the raw tickets, on random stories written through the real ticket writer:
// tickets raised across month edges, then assigned, accepted, started, closed, reopened, moved to another line or
// category, re-prioritised, given another creation time (a late edit), archived and deleted. After each story the
// kept rows equal a fresh grouping of the tickets, and both reports equal the all-raw reports for ranges that
// start and end mid-day, span months, or hold no whole day.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TicketUpdate } from '../db/database'
import { createTestServer, type TestServer } from '../testing/test-server'
import { updateTicket } from '../tickets/tickets.repository'
import { emptyFactory, insertTicket } from './report-fixtures'
import { failureReport, ticketReport } from './ticket-report.service'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 0 })
  await emptyFactory(s)
})
afterAll(() => s.close())

const T0 = Date.parse('2026-08-17T09:41:07.000Z')
const MIN = 60_000
const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const LINES = [1, 2, null]
const STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed']

const ticket = fc.record({
  at: fc.integer({ min: 0, max: 80 * DAY }),
  lineId: fc.constantFrom(...LINES),
  category: fc.constantFrom('mechanical', 'electrical', 'quality'),
  priority: fc.constantFrom('low', 'medium', 'high', 'critical'),
  status: fc.constantFrom(...STATUSES),
  steps: fc.array(fc.integer({ min: 1, max: 600 * MIN }), { minLength: 4, maxLength: 4 }),
})
const edit = fc.record({
  which: fc.nat(),
  kind: fc.constantFrom(
    'status',
    'close',
    'reopen',
    'line',
    'category',
    'priority',
    'times',
    'created',
    'archive',
    'delete',
  ),
  status: fc.constantFrom(...STATUSES),
  lineId: fc.constantFrom(...LINES),
  category: fc.constantFrom('mechanical', 'electrical', 'safety'),
  priority: fc.constantFrom('low', 'high', 'critical'),
  shift: fc.integer({ min: -20 * DAY, max: 20 * DAY }),
  minutes: fc.integer({ min: 0, max: 900 }),
})
const scenario = fc.record({
  tickets: fc.array(ticket, { minLength: 0, maxLength: 14 }),
  edits: fc.array(edit, { maxLength: 12 }),
  a: fc.integer({ min: -5 * DAY, max: 90 * DAY }),
  b: fc.integer({ min: -5 * DAY, max: 90 * DAY }),
  midnight: fc.boolean(),
  oneLine: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
})

const LINE_NAMES: Record<number, string> = { 1: 'Unit B - Line 1', 2: 'Unit B - Line 2' }

type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never

function editValues(e: Edit, createdMs: number): TicketUpdate {
  const at = (m: number) => iso(createdMs + m * MIN)
  switch (e.kind) {
    case 'status':
      return { status: e.status }
    case 'close':
      return { status: 'closed', resolved_at: at(e.minutes) }
    case 'reopen':
      return { status: 'open', resolved_at: null, assigned_at: null, accepted_at: null, started_at: null }
    case 'line':
      return { line_id: e.lineId, line_name: e.lineId === null ? 'Other' : LINE_NAMES[e.lineId]! }
    case 'category':
      return { category: e.category }
    case 'priority':
      return { priority: e.priority }
    case 'times':
      return { assigned_at: at(e.minutes / 3), accepted_at: at(e.minutes / 2), started_at: at(e.minutes) }
    case 'created':
      return { created_at: iso(createdMs + e.shift) }
    case 'archive':
      return { archived_at: at(e.minutes) }
    default:
      return {}
  }
}

/** Every kept row with any ticket in it, as text, against the same grouping of the tickets themselves. */
async function keptAndRegrouped() {
  const text = (rows: object[]) => rows.map((r) => Object.values(r).map(String).join('|')).sort()
  const kept = {
    days: text(await s.db.selectFrom('ticket_day_sums').selectAll().where('n', '<>', 0).execute()),
    failures: text(await s.db.selectFrom('ticket_failure_sums').selectAll().where('n', '<>', 0).execute()),
  }
  const tickets = await s.db.selectFrom('tickets').selectAll().execute()
  const days = new Map<string, number[]>()
  const failures = new Map<string, number[]>()
  const both = (a: number | null, b: number | null) => (a === null || b === null ? null : Number(a) - Number(b))
  for (const t of tickets) {
    const closed = t.status === 'closed' || t.status === 'resolved'
    if (t.created_day !== null) {
      const key = `${t.created_day}|${t.status}`
      const d = days.get(key) ?? [0, 0, 0, 0, 0, 0, 0, 0]
      const res = both(t.resolved_ms, t.created_ms)
      const acc = both(t.accepted_ms, t.assigned_ms)
      const sta = both(t.started_ms, t.assigned_ms)
      const add = [1, ['high', 'critical'].includes(t.priority) ? 1 : 0, res ?? 0, res === null ? 0 : 1]
      const add2 = [acc ?? 0, acc === null ? 0 : 1, sta ?? 0, sta === null ? 0 : 1]
      days.set(
        key,
        d.map((v, i) => v + [...add, ...add2][i]!),
      )
    }
    if (t.line_id !== null) {
      const key = `${t.created_at.slice(0, 7)}|${t.line_id}|${t.category}`
      const f = failures.get(key) ?? [0, 0, 0]
      const res = closed ? (both(t.resolved_ms, t.created_ms) ?? 0) : 0
      failures.set(key, [f[0]! + 1, f[1]! + res, f[2]! + (closed && t.resolved_ms !== null ? 1 : 0)])
    }
  }
  const regrouped = {
    days: [...days].map(([k, v]) => `${k}|${v.join('|')}`).sort(),
    failures: [...failures].map(([k, v]) => `${k}|${v.join('|')}`).sort(),
  }
  return { kept, regrouped }
}

describe('ticket report from kept sums', () => {
  it('keeps the sums equal to the tickets under any writes, and the reports equal the raw ones for any range', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        await s.db.deleteFrom('tickets').execute()
        const made: { id: string; createdMs: number }[] = []
        for (const t of sc.tickets) {
          const created = T0 + t.at
          const stage = STATUSES.indexOf(t.status)
          let step = created
          const next = (i: number) => iso((step += t.steps[i]!))
          const id = await insertTicket(s, {
            created_at: iso(created),
            line_id: t.lineId,
            line_name: t.lineId === null ? 'Other' : LINE_NAMES[t.lineId]!,
            category: t.category,
            priority: t.priority,
            status: t.status,
            assigned_at: stage >= 1 ? next(0) : null,
            accepted_at: stage >= 2 ? next(1) : null,
            started_at: stage >= 2 ? next(2) : null,
            resolved_at: stage >= 3 ? next(3) : null,
          })
          made.push({ id, createdMs: created })
        }
        for (const e of sc.edits) {
          if (made.length === 0) break
          const target = made[e.which % made.length]!
          if (e.kind === 'delete') {
            await s.db.deleteFrom('tickets').where('id', '=', target.id).execute()
            made.splice(made.indexOf(target), 1)
            continue
          }
          const values = editValues(e, target.createdMs)
          await updateTicket(s.db, target.id, values)
          if (values.created_at) target.createdMs = Date.parse(values.created_at)
        }

        const { kept, regrouped } = await keptAndRegrouped()
        expect(kept).toEqual(regrouped)

        const cut = (ms: number) => (sc.midnight ? Math.floor(ms / DAY) * DAY : ms)
        const [a, b] = sc.a <= sc.b ? [sc.a, sc.b + DAY] : [sc.b, sc.a + 1]
        const range = { start: iso(cut(T0 + a)), end: iso(cut(T0 + b) + (cut(T0 + b) === cut(T0 + a) ? DAY : 0)) }
        const now = iso(T0 + 100 * DAY)
        for (const r of [range, { ...range, lineId: sc.oneLine }]) {
          expect(await ticketReport(s.db, r, now)).toEqual(await ticketReport(s.db, r, now, { kept: false }))
          expect(await failureReport(s.db, r, now)).toEqual(await failureReport(s.db, r, now, { kept: false }))
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) },
    )
  }, 300_000)

  it('counts a ticket whose line is deleted in no line (the foreign key sets it to null)', async () => {
    await s.db.deleteFrom('tickets').execute()
    const line = (await s.db
      .selectFrom('production_lines')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst())!
    const id = Number(line.id) + 1
    await s.db
      .insertInto('production_lines')
      .values({
        id,
        name: 'Sums test line',
        status: 'running',
        version: 1,
        efficiency: 0,
        target_rate: 0,
        current_rate: 0,
        quality_score: 0,
        produced_today: 0,
        target_production: 0,
        shift_start: '06:00',
        status_since: iso(T0),
        last_update: iso(T0),
      })
      .execute()
    await insertTicket(s, {
      created_at: iso(T0),
      line_id: id,
      line_name: 'Sums test line',
      status: 'closed',
      resolved_at: iso(T0 + DAY),
    })
    expect((await keptAndRegrouped()).kept.failures).toHaveLength(1)
    await s.db.deleteFrom('production_lines').where('id', '=', id).execute()
    const { kept, regrouped } = await keptAndRegrouped()
    expect(kept).toEqual(regrouped)
  })
})
