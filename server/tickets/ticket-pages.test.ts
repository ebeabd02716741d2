// The ticket lists come in keyset pages: bounded rows per answer, the next page in a Link header, every ticket
// exactly once in the list's order, however many tickets the plant has (issue 16 point 6).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ticket } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { TICKET_PAGE_ROWS } from './ticket-pages'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
  // More tickets than one page holds, many with the same creation time (the keyset's tie-break is the number).
  const max =
    (
      await s.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.max<number | null>('ticket_number').as('n'))
        .executeTakeFirst()
    )?.n ?? 0
  const rows = Array.from({ length: TICKET_PAGE_ROWS + 20 }, (_, i) => ({
    id: randomUUID(),
    ticket_number: max + 1 + i,
    ticket_type: i % 3 === 0 ? 'it' : 'engineering',
    line_name: 'Unit B - Line 2',
    category: 'mechanical',
    priority: 'medium',
    description: `Paged ticket ${i}`,
    status: 'open',
    reported_by: 1,
    created_at: `2026-11-2${i % 2}T08:00:00.000Z`,
    updated_at: '2026-11-21T08:00:00.000Z',
    follow_up_required: 0,
  }))
  for (let i = 0; i < rows.length; i += 50)
    await s.db
      .insertInto('tickets')
      .values(rows.slice(i, i + 50))
      .execute()
})
afterAll(() => s.close())

async function allPages(path: string, token: string): Promise<{ pages: number; items: Ticket[]; sizes: number[] }> {
  const items: Ticket[] = []
  const sizes: number[] = []
  let next: string | null = path
  while (next) {
    const res = await s.request('GET', next, { token })
    expect(res.status).toBe(200)
    items.push(...(res.body as Ticket[]))
    sizes.push((res.body as Ticket[]).length)
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null
  }
  return { pages: sizes.length, items, sizes }
}

function newestFirst(a: Ticket, b: Ticket): number {
  return a.createdAt === b.createdAt
    ? Number(b.ticketId!.slice(4)) - Number(a.ticketId!.slice(4))
    : a.createdAt < b.createdAt
      ? 1
      : -1
}

describe('ticket list pages', () => {
  it('answer /api/tickets in pages of at most the page size, every ticket once, newest first', async () => {
    const token = await s.login('admin')
    const first = await s.request('GET', '/api/tickets', { token })
    expect(first.body).toHaveLength(TICKET_PAGE_ROWS)
    expect(first.headers.get('Link')).toMatch(/^<\/api\/tickets\?after=[^>]+>; rel="next"$/)
    const { items, pages } = await allPages('/api/tickets', token)
    expect(pages).toBe(2)
    const total = await s.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow()
    expect(items).toHaveLength(Number(total.n))
    expect(new Set(items.map((t) => t.id)).size).toBe(items.length)
    expect([...items].sort(newestFirst).map((t) => t.id)).toEqual(items.map((t) => t.id))
  })

  it('keep a smaller page size across pages of the engineer and IT views', async () => {
    const token = await s.login('engineer')
    const engineering = await allPages('/api/tickets/engineer-view?limit=100', token)
    expect(Math.max(...engineering.sizes)).toBe(100)
    expect(engineering.items.every((t) => t.ticketType === 'engineering')).toBe(true)
    expect(new Set(engineering.items.map((t) => t.id)).size).toBe(engineering.items.length)
    const it = await allPages('/api/tickets/it-view?limit=100', await s.login('it'))
    expect(Math.max(...it.sizes)).toBe(100)
    expect(it.items.every((t) => t.ticketType === 'it')).toBe(true)
    expect(engineering.items.length + it.items.length).toBe((await allPages('/api/tickets', token)).items.length)
  })

  it('refuse a page size over the bound and a cursor that is not one', async () => {
    const token = await s.login('admin')
    expect((await s.request('GET', `/api/tickets?limit=${TICKET_PAGE_ROWS + 1}`, { token })).status).toBe(400)
    const bad = await s.request('GET', '/api/tickets?after=nonsense', { token })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ after: 'Not a page cursor' })
  })
})
