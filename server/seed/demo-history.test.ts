// The seeded 90 days must be believable to reports and queues: lifecycles in order, lines matching history.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../bootstrap'
import type { Db } from '../db/connection'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'

const NOW = '2026-11-21T10:00:00.000Z'
const clock = { now: () => new Date(NOW) }
const DAYS = 90
const dirs: string[] = []
const dbs: Db[] = []
const testDbs: TestDatabase[] = []

async function seeded(historyDays: number): Promise<{ db: Db; ms: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lineside-history-'))
  dirs.push(dir)
  const testDb = await createTestDatabase()
  testDbs.push(testDb)
  const started = performance.now()
  const db = await prepareDatabase(dir, 'demo', clock, historyDays, testDb.databaseUrl)
  dbs.push(db)
  return { db, ms: performance.now() - started }
}

const minutesBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 60_000

describe('demo history seed (90 days)', () => {
  let db: Db

  beforeAll(async () => {
    const baseline = await seeded(0)
    const full = await seeded(DAYS)
    db = full.db
    console.info(
      `demo seed: ${Math.round(baseline.ms)} ms without history, ${Math.round(full.ms)} ms with ${DAYS} days`,
    )
    // The time is printed, not asserted (a loaded runner is no measure; the budget is ~5 s on a 2-core machine).
  }, 180_000)

  afterAll(async () => {
    for (const d of dbs) await d.destroy()
    for (const t of testDbs) await t.drop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('keeps the database a sensible size', async () => {
    const [history, tickets, notes] = await Promise.all([
      db
        .selectFrom('line_status_history')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('ticket_notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    console.info(`demo seed rows: ${history.n} line status changes, ${tickets.n} tickets, ${notes.n} notes`)
    expect(history.n).toBeGreaterThan(5_000)
    expect(history.n).toBeLessThan(25_000)
    expect(tickets.n).toBeGreaterThanOrEqual(DAYS * 3)
    expect(tickets.n).toBeLessThanOrEqual(DAYS * 8 + 20)
    expect(notes.n).toBeGreaterThan(0)
  })

  it('gives every ticket an ordered lifecycle that fits its status, none of it in the future', async () => {
    const tickets = await db.selectFrom('tickets').selectAll().orderBy('ticket_number').execute()
    tickets.forEach((t, i) => {
      expect(t.ticket_number).toBe(i + 1)
      if (i > 0) expect(t.created_at >= tickets[i - 1]!.created_at).toBe(true)
      const steps = [t.created_at, t.assigned_at, t.accepted_at, t.started_at, t.resolved_at].filter(
        (s): s is string => s !== null,
      )
      for (let k = 1; k < steps.length; k++)
        expect(steps[k]! > steps[k - 1]!, `${t.ticket_number} steps ${steps.join(' ')}`).toBe(true)
      for (const s of [...steps, t.updated_at]) expect(s <= NOW).toBe(true)
      expect(t.created_at >= new Date(Date.parse(NOW) - DAYS * 86_400_000).toISOString()).toBe(true)
    })
    const stateOf = (t: (typeof tickets)[number]) => `${t.status}/${t.engineer_status}`
    expect(new Set(tickets.map(stateOf))).toEqual(
      new Set(['closed/completed', 'open/null', 'assigned/assigned', 'assigned/accepted', 'in_progress/in_progress']),
    )
    for (const t of tickets) {
      const filled = [t.assigned_at, t.accepted_at, t.started_at, t.resolved_at].map((s) => s !== null)
      const expected = {
        'open/null': 0,
        'assigned/assigned': 1,
        'assigned/accepted': 2,
        'in_progress/in_progress': 3,
        'closed/completed': 4,
      }[stateOf(t)]
      expect(filled).toEqual([0, 1, 2, 3].map((k) => k < expected!))
      expect(t.assigned_to !== null).toBe(expected! > 0)
    }
  })

  it('closes tickets with a summary, time spent and a realistic resolution time', async () => {
    const closed = await db.selectFrom('tickets').selectAll().where('status', '=', 'closed').execute()
    expect(closed.length).toBeGreaterThan(DAYS * 3)
    for (const t of closed) {
      expect(t.resolved_at).not.toBeNull()
      expect(t.resolution_summary).toBeTruthy()
      expect(t.engineer_status).toBe('completed')
      expect(t.time_spent).toBeGreaterThan(0)
      const minutes = minutesBetween(t.created_at, t.resolved_at!)
      expect(minutes).toBeGreaterThanOrEqual(15)
      expect(minutes).toBeLessThanOrEqual(2 * 24 * 60)
    }
  })

  it('leaves work in the queues of the demo engineer and IT user', async () => {
    const active = await db
      .selectFrom('tickets as t')
      .innerJoin('users as u', 'u.id', 't.assigned_to')
      .select(['u.username', (eb) => eb.fn.countAll<number>().as('n')])
      .where('t.status', 'not in', ['closed', 'resolved'])
      .groupBy('u.username')
      .execute()
    const count = (username: string) => active.find((a) => a.username === username)?.n ?? 0
    expect(count('engineer')).toBeGreaterThanOrEqual(2)
    expect(count('engineer')).toBeLessThanOrEqual(4)
    expect(count('it')).toBeGreaterThanOrEqual(1)
    expect(count('it')).toBeLessThanOrEqual(3)
    const open = await db.selectFrom('tickets').select('id').where('status', '=', 'open').execute()
    expect(open.length).toBeGreaterThan(0)
  })

  it('writes notes by the assignee, after the work was picked up', async () => {
    const notes = await db
      .selectFrom('ticket_notes as n')
      .innerJoin('tickets as t', 't.id', 'n.ticket_id')
      .select(['n.author_id', 'n.kind', 'n.created_at', 't.assigned_to', 't.accepted_at', 't.started_at'])
      .execute()
    for (const n of notes) {
      expect(n.kind).toBe('note')
      expect(n.author_id).toBe(n.assigned_to)
      expect(n.created_at >= (n.started_at ?? n.accepted_at)!).toBe(true)
      expect(n.created_at <= NOW).toBe(true)
    }
  })

  it('ends each line history in the status the line shows, since when and by whom', async () => {
    const lines = await db
      .selectFrom('production_lines')
      .select(['id', 'status', 'issue', 'status_since', 'status_changed_by'])
      .execute()
    const history = await db
      .selectFrom('line_status_history')
      .selectAll()
      .where('superseded', '=', 0)
      .orderBy('line_id')
      .orderBy('id')
      .execute()
    for (const line of lines) {
      const rows = history.filter((h) => h.line_id === line.id)
      expect(rows.length).toBeGreaterThan(1)
      for (let k = 1; k < rows.length; k++) expect(rows[k]!.at > rows[k - 1]!.at).toBe(true)
      expect(rows.every((r) => r.at <= NOW && r.recorded_at === r.at && r.changed_by !== null)).toBe(true)
      const last = rows[rows.length - 1]!
      expect(last.status).toBe(line.status)
      expect(last.issue).toBe(line.issue)
      expect(line.status_since).toBe(last.at)
      expect(line.status_changed_by).toBe(last.changed_by_name)
    }
  })

  it('makes the same factory every time', async () => {
    const again = await seeded(DAYS)
    const pick = (d: Db) =>
      d.selectFrom('tickets').select(['id', 'description', 'created_at', 'status']).orderBy('ticket_number').execute()
    const [first, second] = await Promise.all([pick(db), pick(again.db)])
    expect(second.length).toBe(first.length)
    expect(second[0]!.description).toBe(first[0]!.description)
    expect(second).toEqual(first)
  })
})
