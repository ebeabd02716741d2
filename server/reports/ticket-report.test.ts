// Ticket report and failure analytics against hand-computed fixtures, edges included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FailureRow, TicketReport } from '../../shared/reports'
import { createTestServer, type TestServer } from '../testing/test-server'
import { emptyFactory, insertTicket } from './report-fixtures'

let s: TestServer
const get = async (path: string) => s.as('engineer', 'GET', path)

beforeAll(async () => {
  s = await createTestServer({ historyDays: 0 })
  await emptyFactory(s)
  // Inside [2026-11-01, 2026-11-03): four tickets.
  await insertTicket(s, {
    created_at: '2026-11-01T00:00:00.000Z', // exactly at the start: in
    status: 'closed',
    priority: 'high',
    category: 'mechanical',
    assigned_at: '2026-11-01T00:10:00.000Z',
    accepted_at: '2026-11-01T00:30:00.000Z',
    started_at: '2026-11-01T00:40:00.000Z',
    resolved_at: '2026-11-01T01:30:00.000Z', // 90 minutes
  })
  await insertTicket(s, {
    created_at: '2026-11-02T10:00:00.000Z',
    status: 'closed',
    priority: 'critical',
    category: 'electrical',
    line_id: 2,
    line_name: 'Unit B - Line 2',
    assigned_at: '2026-11-02T10:20:00.000Z',
    accepted_at: '2026-11-02T10:30:00.000Z',
    started_at: '2026-11-02T11:00:00.000Z',
    resolved_at: '2026-11-03T00:00:00.000Z', // closed exactly at the range end: 840 minutes, still counted
  })
  await insertTicket(s, {
    created_at: '2026-11-02T12:00:00.000Z',
    status: 'in_progress',
    category: 'mechanical',
    assigned_at: '2026-11-02T12:30:00.000Z',
    accepted_at: '2026-11-02T12:40:00.000Z',
    started_at: '2026-11-02T13:00:00.000Z',
  })
  await insertTicket(s, {
    created_at: '2026-11-02T23:59:59.999Z',
    status: 'open',
    priority: 'low',
    category: 'mechanical',
    archived_at: null,
  })
  // Outside: the instant the range ends, and before it starts.
  await insertTicket(s, {
    created_at: '2026-11-03T00:00:00.000Z',
    status: 'closed',
    resolved_at: '2026-11-03T01:00:00.000Z',
  })
  await insertTicket(s, {
    created_at: '2026-10-31T23:59:59.000Z',
    status: 'closed',
    resolved_at: '2026-11-01T01:00:00.000Z',
  })
})
afterAll(() => s.close())

describe('GET /api/reports/tickets', () => {
  it('sums the range as the spec defines it', async () => {
    const res = await get('/api/reports/tickets?start=2026-11-01&end=2026-11-02')
    expect(res.status).toBe(200)
    const report = res.body as TicketReport
    expect(report.summary).toEqual({
      totalTickets: 4,
      closedTickets: 2,
      resolutionRate: 50,
      avgResolutionTime: 465, // (90 + 840) / 2
      criticalIncidents: 2, // high + critical
      meanTimeToAccept: 13, // (20 + 10 + 10) / 3
      meanTimeToStart: 33, // (30 + 40 + 30) / 3, from assignment
    })
  })

  it('lists the newest tickets first with their resolution minutes', async () => {
    const res = await get('/api/reports/tickets?start=2026-11-01&end=2026-11-02')
    const report = res.body as TicketReport
    expect(report.tickets.map((t) => t.createdAt)).toEqual([
      '2026-11-02T23:59:59.999Z',
      '2026-11-02T12:00:00.000Z',
      '2026-11-02T10:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ])
    expect(report.tickets.map((t) => t.resolutionTime)).toEqual([null, null, 840, 90])
    expect(report.tickets[0]).toMatchObject({
      lineName: 'Unit B - Line 1',
      category: 'mechanical',
      priority: 'low',
      status: 'open',
    })
    expect(report.tickets[0]!.ticketId).toMatch(/^TKT-\d{6}$/)
  })

  it('counts tickets per day and status', async () => {
    const res = await get('/api/reports/tickets?start=2026-11-01&end=2026-11-02')
    expect(res.body.perDay).toEqual([
      { day: '2026-11-01', open: 0, assigned: 0, in_progress: 0, resolved: 0, closed: 1 },
      { day: '2026-11-02', open: 1, assigned: 0, in_progress: 1, resolved: 0, closed: 1 },
    ])
  })

  it('filters to one line', async () => {
    const res = await get('/api/reports/tickets?start=2026-11-01&end=2026-11-02&lineId=2')
    expect(res.body.summary).toMatchObject({
      totalTickets: 1,
      closedTickets: 1,
      resolutionRate: 100,
      avgResolutionTime: 840,
    })
  })

  it('answers zeros for an empty range: resolution rate 0, not a division by zero', async () => {
    const res = await get('/api/reports/tickets?start=2025-01-01&end=2025-01-31')
    expect(res.status).toBe(200)
    expect(res.body.summary).toEqual({
      totalTickets: 0,
      closedTickets: 0,
      resolutionRate: 0,
      avgResolutionTime: 0,
      criticalIncidents: 0,
      meanTimeToAccept: null,
      meanTimeToStart: null,
    })
    expect(res.body.tickets).toEqual([])
  })

  it('takes ISO instants (local midnights from the browser) with an exclusive end', async () => {
    const res = await get('/api/reports/tickets?start=2026-11-01T00:00:00.000Z&end=2026-11-02T23:59:59.999Z')
    expect(res.body.summary.totalTickets).toBe(3)
  })

  it('refuses a reversed range and a bad date with a 400 naming the field', async () => {
    const reversed = await get('/api/reports/tickets?start=2026-11-03&end=2026-11-01')
    expect(reversed.status).toBe(400)
    expect(reversed.body.fields).toEqual({ end: 'Must be after the start' })
    const bad = await get('/api/reports/tickets?start=yesterday&end=2026-11-01')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('start')
  })
})

describe('GET /api/reports/line-failures', () => {
  it('groups tickets by line and category with the mean resolution of the closed ones', async () => {
    const res = await get('/api/reports/line-failures?start=2026-11-01&end=2026-11-02')
    expect(res.status).toBe(200)
    const rows = res.body.rows as FailureRow[]
    expect(rows).toEqual([
      { lineId: 1, lineName: 'Unit B - Line 1', category: 'mechanical', totalTickets: 3, avgResolutionTime: 90 },
      { lineId: 2, lineName: 'Unit B - Line 2', category: 'electrical', totalTickets: 1, avgResolutionTime: 840 },
    ])
  })
})
