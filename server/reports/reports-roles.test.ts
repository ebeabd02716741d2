// Role matrix for the report, export and archive routes (DESIGN.md §3): everyone but operators reads
// reports (demo_viewer included); only admins archive; no token is a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

const USERS = ['operator', 'engineer', 'it', 'admin', 'superadmin', 'viewer'] as const
const readers = ['engineer', 'it', 'admin', 'superadmin', 'viewer']
const Q = 'start=2026-11-01&end=2026-11-20'
const E = 'startDate=2026-11-01&endDate=2026-11-20'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 3 })
})
afterAll(() => s.close())

const cells = [
  { path: `/api/reports/tickets?${Q}`, method: 'GET', allowed: readers },
  { path: `/api/reports/line-failures?${Q}`, method: 'GET', allowed: readers },
  { path: `/api/reports/uptime?${Q}`, method: 'GET', allowed: readers },
  { path: `/api/exports/tickets.csv?${E}`, method: 'GET', allowed: readers },
  { path: `/api/exports/line-performance.csv?${E}`, method: 'GET', allowed: readers },
  {
    path: '/api/admin/archive-tickets',
    method: 'POST',
    allowed: ['admin', 'superadmin'],
    body: { cutoffDate: '2026-08-21' },
  },
]

describe('report routes by role', () => {
  for (const cell of cells) {
    it(`${cell.method} ${cell.path.split('?')[0]}: ${cell.allowed.join(', ')}`, async () => {
      for (const user of USERS) {
        const res = await s.as(user, cell.method, cell.path, cell.body)
        expect(res.status, user).toBe(cell.allowed.includes(user) ? 200 : 403)
      }
      expect((await s.request(cell.method, cell.path, { body: cell.body })).status).toBe(401)
    })
  }
})
