// Archiving: finished tickets raised before the cutoff leave live views and devices, stay in reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ticket } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { emptyFactory, insertTicket } from './report-fixtures'

let s: TestServer
let oldClosed: string
let oldOpen: string
let recentClosed: string

beforeAll(async () => {
  s = await createTestServer({ historyDays: 0 })
  await emptyFactory(s)
  // The test clock stands at 2026-11-21; the cutoff three months back is 2026-08-21.
  oldClosed = await insertTicket(s, {
    created_at: '2026-07-01T08:00:00.000Z',
    status: 'closed',
    resolved_at: '2026-07-01T10:00:00.000Z',
  })
  oldOpen = await insertTicket(s, { created_at: '2026-07-02T08:00:00.000Z', status: 'open' })
  recentClosed = await insertTicket(s, {
    created_at: '2026-10-01T08:00:00.000Z',
    status: 'closed',
    resolved_at: '2026-10-01T09:00:00.000Z',
  })
})
afterAll(() => s.close())

describe('POST /api/admin/archive-tickets', () => {
  it('is for administrators only, and names a bad cutoff', async () => {
    for (const user of ['operator', 'engineer', 'it', 'viewer']) {
      expect((await s.as(user, 'POST', '/api/admin/archive-tickets', { cutoffDate: '2026-08-21' })).status, user).toBe(
        403,
      )
    }
    const missing = await s.as('admin', 'POST', '/api/admin/archive-tickets', {})
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toHaveProperty('cutoffDate')
    const future = await s.as('admin', 'POST', '/api/admin/archive-tickets', { cutoffDate: '2027-01-01' })
    expect(future.status).toBe(400)
    expect(future.body.fields).toHaveProperty('cutoffDate')
  })

  it('archives the finished tickets raised before the cutoff; they leave live views and devices, stay in reports', async () => {
    const before = await s.as('engineer', 'GET', '/api/sync/pull')
    const cursor = before.body.cursor as number
    expect((before.body.changes.tickets as Ticket[]).map((t) => t.id)).toContain(oldClosed)

    const res = await s.as('admin', 'POST', '/api/admin/archive-tickets', { cutoffDate: '2026-08-21' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ count: 1 })

    const live = (await s.as('engineer', 'GET', '/api/tickets')).body as Ticket[]
    expect(live.map((t) => t.id).sort()).toEqual([oldOpen, recentClosed].sort())
    const delta = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${cursor}`)
    expect(delta.body.deletes).toContainEqual({ entity: 'tickets', id: oldClosed })
    const snapshot = await s.as('engineer', 'GET', '/api/sync/pull')
    expect((snapshot.body.changes.tickets as Ticket[]).map((t) => t.id)).not.toContain(oldClosed)

    const report = await s.as('engineer', 'GET', '/api/reports/tickets?start=2026-07-01&end=2026-07-31')
    expect(report.body.summary).toMatchObject({ totalTickets: 2, closedTickets: 1 })
    const audit = await s.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'tickets.archive')
      .execute()
    expect(audit).toHaveLength(1)

    // Nothing left to archive: a second run counts none.
    expect((await s.as('admin', 'POST', '/api/admin/archive-tickets', { cutoffDate: '2026-08-21' })).body).toEqual({
      count: 0,
    })
  })
})
