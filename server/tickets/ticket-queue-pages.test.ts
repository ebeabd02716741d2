// /api/tickets/active and /my-queue come in keyset pages too (issue 27 point 5, decision 177): at most 500 tickets
// an answer, the next page in the Link header, every ticket once in the list's own order — newest first for
// /active (also when ?lineId= drops most rows the SQL could not), most urgent first for a queue.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mentionsLine } from '../../shared/tickets'
import type { Ticket } from '../../shared/types'
import type { NewTicketRow } from '../db/database'
import { createTestServer, type TestServer } from '../testing/test-server'
import { TICKET_PAGE_ROWS } from './ticket-pages'
import { withTimeEpochs } from './ticket-time-epochs'
import { priorityRank } from './tickets.repository'

let s: TestServer
let engineer: number
const PRIORITIES = ['low', 'medium', 'high', 'critical', 'urgent-ish']

beforeAll(async () => {
  s = await createTestServer()
  engineer = await s.userId('engineer')
  const max = Number(
    (
      await s.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.max<number | null>('ticket_number').as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
  // 1,300 tickets named "Line 25" (the SQL's candidates for line 5, which the page drops), a few naming line 5 or
  // on it among them, some closed; half assigned to the engineer, every priority, many sharing a creation time.
  const rows: NewTicketRow[] = Array.from({ length: 1300 }, (_, i) => {
    const namesFive = i % 97 === 0
    const onFive = i % 131 === 0
    const created = `2026-11-${String(10 + (i % 7)).padStart(2, '0')}T08:00:00.000Z`
    return withTimeEpochs({
      id: randomUUID(),
      ticket_number: max + 1 + i,
      ticket_type: 'engineering',
      line_id: onFive ? 5 : null,
      line_name: namesFive ? 'Unit B - Line 5' : onFive ? 'Somewhere else' : 'Unit C - Line 25',
      category: 'mechanical',
      priority: PRIORITIES[i % PRIORITIES.length]!,
      description: `Queued ticket ${i}`,
      status: i % 11 === 0 ? 'closed' : i % 2 === 0 ? 'assigned' : 'open',
      assigned_to: i % 2 === 0 ? engineer : null,
      created_at: created,
      updated_at: created,
      follow_up_required: 0,
    })
  })
  for (let i = 0; i < rows.length; i += 200)
    await s.db
      .insertInto('tickets')
      .values(rows.slice(i, i + 200))
      .execute()
})
afterAll(() => s.close())

async function allPages(path: string, token: string): Promise<{ sizes: number[]; items: Ticket[] }> {
  const items: Ticket[] = []
  const sizes: number[] = []
  for (let next: string | null = path; next;) {
    const res = await s.request('GET', next, { token })
    expect(res.status, next).toBe(200)
    items.push(...(res.body as Ticket[]))
    sizes.push((res.body as Ticket[]).length)
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null
  }
  return { sizes, items }
}

const numberOf = (t: Ticket) => Number(t.ticketId!.slice(4))
const newestFirst = (a: Ticket, b: Ticket) =>
  a.createdAt === b.createdAt ? numberOf(b) - numberOf(a) : a.createdAt < b.createdAt ? 1 : -1
const urgentFirst = (a: Ticket, b: Ticket) => priorityRank(a.priority) - priorityRank(b.priority) || newestFirst(a, b)

/** Every active ticket, read whole from the database through GET /:id's mapper (the expectation). */
async function activeTickets(): Promise<Ticket[]> {
  const ids = await s.db
    .selectFrom('tickets')
    .select('id')
    .where('archived_at', 'is', null)
    .where('status', 'not in', ['resolved', 'closed'])
    .execute()
  const token = await s.login('admin')
  return Promise.all(
    ids.map(async ({ id }) => (await s.request('GET', `/api/tickets/${id}`, { token })).body as Ticket),
  )
}

describe('active tickets and queues in pages', () => {
  it('answer /active in pages of at most 500, every active ticket once, newest first', async () => {
    const token = await s.login('viewer')
    const first = await s.request('GET', '/api/tickets/active', { token })
    expect(first.body).toHaveLength(TICKET_PAGE_ROWS)
    expect(first.headers.get('Link')).toMatch(/^<\/api\/tickets\/active\?after=[^>]+>; rel="next"$/)
    const { sizes, items } = await allPages('/api/tickets/active', token)
    const expected = (await activeTickets()).sort(newestFirst)
    expect(sizes.length).toBe(Math.ceil(expected.length / TICKET_PAGE_ROWS))
    expect(items.map((t) => t.id)).toEqual(expected.map((t) => t.id))
  })

  it('page /active?lineId= past the rows the SQL could not drop, keeping the line filter and order', async () => {
    const token = await s.login('operator')
    const { sizes, items } = await allPages('/api/tickets/active?lineId=5&limit=7', token)
    const expected = (await activeTickets())
      .filter((t) => t.lineId === 5 || mentionsLine(t.lineName, 5))
      .sort(newestFirst)
    expect(expected.length).toBeGreaterThan(14)
    expect(items.map((t) => t.id)).toEqual(expected.map((t) => t.id))
    expect(Math.max(...sizes)).toBe(7)
    expect(items.some((t) => t.lineName === 'Unit C - Line 25')).toBe(false)
  })

  it('answer /my-queue and /my-queue/:userId in pages, most urgent first, ties newest first', async () => {
    const expected = (await activeTickets()).filter((t) => t.assignedTo === engineer).sort(urgentFirst)
    expect(expected.length).toBeGreaterThan(TICKET_PAGE_ROWS)
    const mine = await s.request('GET', '/api/tickets/my-queue', { token: await s.login('engineer') })
    expect(mine.body).toHaveLength(TICKET_PAGE_ROWS)
    expect(mine.headers.get('Link')).toMatch(/^<\/api\/tickets\/my-queue\?after=\d(~|%7E)[^>]+>; rel="next"$/)
    const all = await allPages('/api/tickets/my-queue?limit=150', await s.login('engineer'))
    expect(all.items.map((t) => t.id)).toEqual(expected.map((t) => t.id))
    const theirs = await allPages(`/api/tickets/my-queue/${engineer}`, await s.login('admin'))
    expect(theirs.sizes).toEqual([TICKET_PAGE_ROWS, expected.length - TICKET_PAGE_ROWS])
    expect(theirs.items.map((t) => t.id)).toEqual(expected.map((t) => t.id))
  })

  it('refuse a queue cursor without its priority rank, and a limit over the bound', async () => {
    const token = await s.login('engineer')
    const bad = await s.request('GET', '/api/tickets/my-queue?after=2026-11-10T08:00:00.000Z~12', { token })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ after: 'Not a page cursor' })
    expect((await s.request('GET', `/api/tickets/active?limit=${TICKET_PAGE_ROWS + 1}`, { token })).status).toBe(400)
  })
})
