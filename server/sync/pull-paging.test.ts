// A big plant loads (issue 16.6): 33,000 open tickets and 3,000 machines come in keyset pages, each answer
// bounded; no query binds more variables than SQLite takes (the old snapshot answered 500 at 32,767 tickets).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PULL_PAGE_ROWS } from '../../shared/schemas/sync'
import { createTestServer, type TestServer } from '../testing/test-server'

const TICKETS = 33_000
const MACHINES = 3_000
let s: TestServer

beforeAll(async () => {
  s = await createTestServer()
  const at = s.clock.now().toISOString()
  for (let i = 0; i < TICKETS; i += 500) {
    const rows = Array.from({ length: Math.min(500, TICKETS - i) }, (_, j) => ({
      id: randomUUID(),
      ticket_number: 100_000 + i + j,
      ticket_type: 'engineering',
      line_id: 1,
      line_name: 'Unit B - Line 1',
      category: 'mechanical',
      priority: 'medium',
      description: `Load test ticket ${i + j}`,
      status: 'open',
      created_at: at,
      updated_at: at,
      follow_up_required: 0,
    }))
    await s.db.insertInto('tickets').values(rows).execute()
  }
  for (let i = 0; i < MACHINES; i += 500) {
    const rows = Array.from({ length: 500 }, (_, j) => ({
      id: randomUUID(),
      line_id: 2,
      name: `Load machine ${i + j}`,
      type: 'mixer',
      is_active: 1,
      status: 'operational',
      created_at: at,
      updated_at: at,
    }))
    await s.db.insertInto('machines').values(rows).execute()
  }
}, 120_000)
afterAll(() => s.close())

it('serves the snapshot in bounded pages that together hold every row once', async () => {
  const token = await s.login('engineer')
  const ids = { tickets: new Set<string>(), machines: new Set<string>() }
  let page: string | null = null
  let pages = 0
  let cursor = -1
  /** Per entity, the pages that carry its rows: a fresh tablet draws its board from the first pages. */
  const pagesOf = new Map<string, number[]>()
  do {
    const res = await s.request('GET', `/api/sync/pull${page ? `?page=${page}` : ''}`, { token })
    expect(res.status).toBe(200)
    for (const [entity, rows] of Object.entries(res.body.changes as Record<string, unknown[]>))
      if (rows.length) pagesOf.set(entity, [...(pagesOf.get(entity) ?? []), pages])
    const size = JSON.stringify(res.body).length
    expect(size).toBeLessThanOrEqual(4 * 1024 * 1024)
    const rows = Object.values(res.body.changes as Record<string, unknown[]>).reduce((n, r) => n + r.length, 0)
    expect(rows).toBeLessThanOrEqual(PULL_PAGE_ROWS)
    for (const t of res.body.changes.tickets) ids.tickets.add(t.id)
    for (const m of res.body.changes.machines) ids.machines.add(m.id)
    if (cursor >= 0) expect(res.body.cursor).toBe(cursor)
    cursor = res.body.cursor
    page = res.body.next
    pages++
  } while (page)
  expect(pages).toBeGreaterThanOrEqual(Math.ceil((TICKETS + MACHINES) / PULL_PAGE_ROWS))
  const seeded = await s.db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow()
  expect(ids.tickets.size).toBe(Number(seeded.n))
  const machines = await s.db
    .selectFrom('machines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  expect(ids.machines.size).toBe(Number(machines.n))
  // Lines on the first page; every other entity's rows before the first page with tickets, or on it.
  expect(pagesOf.get('lines')).toEqual([0])
  const firstTickets = Math.min(...pagesOf.get('tickets')!)
  const lastOther = Math.max(...[...pagesOf].filter(([e]) => e !== 'tickets').flatMap(([, on]) => on))
  expect(lastOther).toBeLessThanOrEqual(firstTickets)
  expect(Math.max(...pagesOf.get('machines')!)).toBeLessThan(Math.max(...pagesOf.get('tickets')!))
}, 120_000)

it('starts the listing over, at the same change sequence, for a page token of the older form', async () => {
  const token = await s.login('engineer')
  const first = await s.request('GET', '/api/sync/pull', { token })
  const older = Buffer.from(JSON.stringify({ c: first.body.cursor, e: 1, k: null })).toString('base64url')
  const res = await s.request('GET', `/api/sync/pull?page=${older}`, { token })
  expect(res.status).toBe(200)
  expect(res.body.cursor).toBe(first.body.cursor)
  expect(res.body.changes.lines).toHaveLength(40)
  const bad = await s.request('GET', '/api/sync/pull?page=not-a-token', { token })
  expect(bad.status).toBe(400)
  expect(bad.body.fields).toEqual({ page: 'Invalid page token' })
})

it('pages a delta of many changes and answers the ticket lists without binding every id', async () => {
  const token = await s.login('admin')
  const start = (await s.request('GET', '/api/sync/pull?cursor=0', { token })).body
  const from = start.cursor
  const at = s.clock.now().toISOString()
  const changed = await s.db.selectFrom('tickets').select('id').limit(5000).execute()
  for (let i = 0; i < changed.length; i += 500) {
    await s.db
      .insertInto('change_log')
      .values(
        changed.slice(i, i + 500).map((t) => ({ entity: 'tickets', entity_id: t.id, op: 'upsert', changed_at: at })),
      )
      .execute()
  }
  let cursor = from
  let received = 0
  let more = true
  while (more) {
    const res = await s.request('GET', `/api/sync/pull?cursor=${cursor}`, { token })
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.body).length).toBeLessThanOrEqual(4 * 1024 * 1024)
    received += res.body.changes.tickets.length
    more = res.body.more
    expect(res.body.cursor).toBeGreaterThan(cursor)
    cursor = res.body.cursor
  }
  expect(received).toBe(5000)
  // The plain list is paged too: one answer no longer carries the whole plant.
  const list = await s.request('GET', '/api/tickets', { token })
  expect(list.status).toBe(200)
  expect(JSON.stringify(list.body).length).toBeLessThanOrEqual(4 * 1024 * 1024)
  expect(list.headers.get('Link')).toMatch(/rel="next"/)
}, 120_000)
