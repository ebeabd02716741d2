// The ticket report's kept day sums (decision 271) against the tickets themselves. A property: random tickets and
// edits, each recorded in the change log as every ticket writer records it, reports asked at random times in between;
// every report equals the one grouped from the tickets alone (`kept: false`), for ranges that start and end mid-day,
// at midnight, hold no whole day or reach past today. Then the same through the real writers over HTTP, a purge of
// the change log, a ticket that is gone, and two reports at once.
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordChange } from '../changes/change-log.repository'
import type { TicketUpdate } from '../db/database'
import { createTestServer, type TestServer } from '../testing/test-server'
import { updateTicket } from '../tickets/tickets.repository'
import { emptyFactory, insertTicket } from './report-fixtures'
import { ticketReport } from './ticket-report.service'

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
const STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed']

const ticket = fc.record({
  at: fc.integer({ min: 0, max: 20 * DAY }),
  priority: fc.constantFrom('low', 'medium', 'high', 'critical'),
  status: fc.constantFrom(...STATUSES),
  steps: fc.array(fc.integer({ min: 1, max: 600 * MIN }), { minLength: 4, maxLength: 4 }),
})
const edit = fc.record({
  which: fc.nat(),
  kind: fc.constantFrom('status', 'close', 'reopen', 'priority', 'times', 'archive'),
  status: fc.constantFrom(...STATUSES),
  priority: fc.constantFrom('low', 'high', 'critical'),
  minutes: fc.integer({ min: 0, max: 900 }),
})
// A step of the story: a new ticket, an edit of one, or a report asked at some time with some range.
const step = fc.oneof(
  fc.record({ kind: fc.constant('ticket' as const), ticket }),
  fc.record({ kind: fc.constant('edit' as const), edit }),
  fc.record({
    kind: fc.constant('report' as const),
    now: fc.integer({ min: 0, max: 25 * DAY }),
    a: fc.integer({ min: -2 * DAY, max: 26 * DAY }),
    b: fc.integer({ min: -2 * DAY, max: 26 * DAY }),
    midnight: fc.boolean(),
  }),
)

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
    case 'priority':
      return { priority: e.priority }
    case 'times':
      return { assigned_at: at(e.minutes / 3), accepted_at: at(e.minutes / 2), started_at: at(e.minutes) }
    default:
      return { archived_at: at(e.minutes) }
  }
}

async function reportsAgree(nowMs: number, a: number, b: number, midnight: boolean) {
  const cut = (ms: number) => (midnight ? Math.floor(ms / DAY) * DAY : ms)
  const range = { start: iso(cut(T0 + Math.min(a, b))), end: iso(cut(T0 + Math.max(a, b)) + 1) }
  const now = iso(T0 + nowMs)
  const kept = await ticketReport(s.db, range, now)
  const raw = await ticketReport(s.db, range, now, { kept: false })
  expect(kept).toEqual(raw)
}

describe('kept ticket day sums', () => {
  it('give the same report as the tickets for any writes, reports at any time and any range', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        await emptyFactory(s)
        const made: { id: string; createdMs: number }[] = []
        for (const st of steps) {
          if (st.kind === 'ticket') {
            const t = st.ticket
            const created = T0 + t.at
            const stage = STATUSES.indexOf(t.status)
            let at = created
            const next = (i: number) => iso((at += t.steps[i]!))
            const id = await insertTicket(s, {
              created_at: iso(created),
              priority: t.priority,
              status: t.status,
              assigned_at: stage >= 1 ? next(0) : null,
              accepted_at: stage >= 1 ? next(1) : null,
              started_at: stage >= 2 ? next(2) : null,
              resolved_at: stage >= 3 ? next(3) : null,
            })
            made.push({ id, createdMs: created })
          } else if (st.kind === 'edit') {
            if (made.length === 0) continue
            const target = made[st.edit.which % made.length]!
            await updateTicket(s.db, target.id, editValues(st.edit, target.createdMs))
            await recordChange(s.db, 'tickets', target.id, 'upsert', iso(T0))
          } else await reportsAgree(st.now, st.a, st.b, st.midnight)
        }
        await reportsAgree(25 * DAY, -2 * DAY, 26 * DAY, false)
      }),
      { numRuns: 40 },
    )
  })

  it('are kept up to date by the real writers: a ticket of an ended day closed today moves in its day', async () => {
    await emptyFactory(s)
    s.clock.set(new Date('2026-11-10T09:00:00.000Z'))
    const created = await s.as('operator', 'POST', '/api/tickets', {
      id: randomUUID(),
      lineName: 'Unit B - Line 1',
      lineId: 1,
      description: 'Kept sums story: the filler drips',
      category: 'mechanical',
      priority: 'high',
    })
    expect(created.status).toBe(201)
    const range = '?start=2026-11-01T00:00:00.000Z&end=2026-11-20T00:00:00.000Z'
    const day = async () => {
      const res = await s.as('engineer', 'GET', `/api/reports/tickets${range}`)
      expect(res.status).toBe(200)
      return { perDay: res.body.perDay, summary: res.body.summary }
    }
    // Two days later: the 10th has ended and is read from the kept rows.
    s.clock.set(new Date('2026-11-12T09:00:00.000Z'))
    expect(await day()).toMatchObject({
      perDay: [{ day: '2026-11-10', open: 1, closed: 0 }],
      summary: { totalTickets: 1, closedTickets: 0, criticalIncidents: 1 },
    })
    const id = created.body.id
    await s.as('admin', 'POST', `/api/tickets/${id}/assign`, { engineerId: await s.userId('engineer') })
    await s.as('engineer', 'POST', `/api/tickets/${id}/accept`)
    expect(
      (await s.as('engineer', 'POST', `/api/tickets/${id}/close`, { resolutionSummary: 'Seal', timeSpent: 9 })).status,
    ).toBe(200)
    expect(await day()).toMatchObject({
      perDay: [{ day: '2026-11-10', open: 0, closed: 1 }],
      summary: { totalTickets: 1, closedTickets: 1, avgResolutionTime: 2 * 24 * 60 },
    })
    const kept = await s.db.selectFrom('ticket_day_sums').selectAll().execute()
    expect(kept).toEqual([expect.objectContaining({ day: '2026-11-10', status: 'closed' })])
  })

  it('group every day again after a purge took changes not yet read, or when a changed ticket is gone', async () => {
    await emptyFactory(s)
    const now = '2026-09-30T12:00:00.000Z'
    const range = { start: '2026-08-01T00:00:00.000Z', end: '2026-09-30T00:00:00.000Z' }
    const a = await insertTicket(s, { created_at: '2026-08-20T10:00:00.000Z' })
    const b = await insertTicket(s, { created_at: '2026-08-21T10:00:00.000Z' })
    expect((await ticketReport(s.db, range, now)).summary.totalTickets).toBe(2)
    // A change the kept rows never read, then purged from the log (decision 184's mark says how far).
    await updateTicket(s.db, a, { status: 'closed', resolved_at: '2026-08-20T12:00:00.000Z' })
    const seq = await recordChange(s.db, 'tickets', a, 'upsert', now)
    await s.db.deleteFrom('change_log').where('seq', '<=', seq).execute()
    await s.db
      .insertInto('retention_marks')
      .values({ name: 'change_log', seq, at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ seq, at: now }))
      .execute()
    expect(await ticketReport(s.db, range, now)).toEqual(await ticketReport(s.db, range, now, { kept: false }))
    expect((await ticketReport(s.db, range, now)).summary.closedTickets).toBe(1)
    await s.db.deleteFrom('retention_marks').where('name', '=', 'change_log').execute()
    // A ticket deleted with its change recorded: its day is not known any more.
    await s.db.deleteFrom('tickets').where('id', '=', b).execute()
    await recordChange(s.db, 'tickets', b, 'delete', now)
    expect((await ticketReport(s.db, range, now)).summary.totalTickets).toBe(1)
    expect(await ticketReport(s.db, range, now)).toEqual(await ticketReport(s.db, range, now, { kept: false }))
  })

  it('two reports at once keep each day once', async () => {
    await emptyFactory(s)
    for (let d = 1; d <= 9; d++) await insertTicket(s, { created_at: `2026-07-0${d}T08:00:00.000Z`, status: 'open' })
    const range = { start: '2026-07-01T00:00:00.000Z', end: '2026-07-15T00:00:00.000Z' }
    const now = '2026-07-20T00:00:00.000Z'
    const [one, two] = await Promise.all([ticketReport(s.db, range, now), ticketReport(s.db, range, now)])
    expect(one.summary.totalTickets).toBe(9)
    expect(two).toEqual(one)
    const rows = await s.db.selectFrom('ticket_day_sums').select(['day', 'n']).orderBy('day').execute()
    expect(rows.map((r) => [r.day, Number(r.n)])).toEqual(Array.from({ length: 9 }, (_, i) => [`2026-07-0${i + 1}`, 1]))
  })
})
