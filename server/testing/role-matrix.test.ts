// The role × endpoint matrix of DESIGN.md §3: each cell is 2xx or 403, for every demo account.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ticketIn } from '../tickets/ticket-test-helpers'
import { createTestServer, type TestServer } from './test-server'

const USERS = ['operator', 'engineer', 'it', 'admin', 'superadmin', 'viewer'] as const
type Username = (typeof USERS)[number]

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

interface Cell {
  name: string
  allowed: readonly Username[]
  call: (user: Username) => Promise<{ status: number }>
}

const everyone = USERS
const cells: Cell[] = [
  { name: 'GET /api/production-lines', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/production-lines') },
  { name: 'GET /api/tickets/active', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/tickets/active') },
  {
    name: 'GET /api/tickets/engineer-view',
    allowed: everyone,
    call: (u) => s.as(u, 'GET', '/api/tickets/engineer-view'),
  },
  { name: 'GET /api/tickets/it-view', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/tickets/it-view') },
  { name: 'GET /api/machines/all', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/machines/all') },
  { name: 'GET /api/equipment', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/equipment') },
  { name: 'GET /api/users/engineers', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/users/engineers') },
  { name: 'GET /api/dashboard/stats', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/dashboard/stats') },
  { name: 'GET /api/sync/pull', allowed: everyone, call: (u) => s.as(u, 'GET', '/api/sync/pull') },
  {
    name: 'PATCH /api/production-lines/{id}',
    allowed: ['operator', 'engineer', 'admin', 'superadmin'],
    call: (u) => s.as(u, 'PATCH', '/api/production-lines/30', { status: 'running' }),
  },
  {
    name: 'POST /api/tickets',
    allowed: ['operator', 'engineer', 'it', 'admin', 'superadmin'],
    call: (u) =>
      s.as(u, 'POST', '/api/tickets', {
        lineName: 'Unit E - Line 31',
        category: 'mechanical',
        priority: 'low',
        description: 'Matrix',
      }),
  },
  {
    name: 'POST /api/tickets/quick-create',
    allowed: ['operator', 'engineer', 'it', 'admin', 'superadmin'],
    call: (u) =>
      s.as(u, 'POST', '/api/tickets/quick-create', {
        equipmentId: 1,
        lineName: 'B - Blast Chiller',
        category: 'mechanical',
        priority: 'low',
        description: 'Matrix',
      }),
  },
  {
    name: 'POST /api/tickets/{id}/assign',
    allowed: ['engineer', 'it', 'admin', 'superadmin'],
    call: async (u) => {
      const t = await ticketIn(s, 'open')
      return s.as(u, 'POST', `/api/tickets/${t.id}/assign`, { engineerId: await s.userId('engineer2') })
    },
  },
  {
    // Only the assignee (engineer2 here) or an admin may accept; everyone else in this table is refused.
    name: 'POST /api/tickets/{id}/accept (assigned to engineer2)',
    allowed: ['admin', 'superadmin'],
    call: async (u) => {
      const t = await ticketIn(s, 'assigned', { engineer: 'engineer2' })
      return s.as(u, 'POST', `/api/tickets/${t.id}/accept`)
    },
  },
  {
    name: 'POST /api/tickets/{id}/close (engineering ticket of engineer2)',
    allowed: ['admin', 'superadmin'],
    call: async (u) => {
      const t = await ticketIn(s, 'in_progress', { engineer: 'engineer2' })
      return s.as(u, 'POST', `/api/tickets/${t.id}/close`, { resolutionSummary: 'Done', timeSpent: 5 })
    },
  },
  {
    name: 'POST /api/machines',
    allowed: ['engineer', 'admin', 'superadmin'],
    call: (u) =>
      s.as(u, 'POST', '/api/machines', { lineId: 33, name: `Matrix ${u}`, type: 'conveyor', status: 'operational' }),
  },
  {
    name: 'PATCH /api/machines/{id}',
    allowed: ['engineer', 'admin', 'superadmin'],
    call: async (u) => s.as(u, 'PATCH', `/api/machines/${await aMachineId()}`, { updates: { status: 'maintenance' } }),
  },
  {
    name: 'DELETE /api/machines/{id}',
    allowed: ['engineer', 'admin', 'superadmin'],
    call: async (u) => {
      const created = await s.as('admin', 'POST', '/api/machines', {
        id: randomUUID(),
        lineId: 34,
        name: `Doomed ${u}`,
        type: 'other',
      })
      return s.as(u, 'DELETE', `/api/machines/${created.body.id}`)
    },
  },
  {
    name: 'PATCH /api/equipment/{id}/status',
    allowed: ['operator', 'engineer', 'it', 'admin', 'superadmin'],
    call: (u) => s.as(u, 'PATCH', '/api/equipment/2/status', { status: 'operational' }),
  },
]

async function aMachineId(): Promise<string> {
  const row = await s.db.selectFrom('machines').select('id').where('line_id', '=', 32).executeTakeFirstOrThrow()
  return row.id
}

describe('role × endpoint matrix', () => {
  for (const cell of cells) {
    it(cell.name, async () => {
      for (const user of USERS) {
        const res = await cell.call(user)
        const expected = cell.allowed.includes(user) ? 'allowed' : 'forbidden'
        const got =
          res.status >= 200 && res.status < 300 ? 'allowed' : res.status === 403 ? 'forbidden' : `status ${res.status}`
        expect(got, `${user} → ${cell.name}`).toBe(expected)
      }
    })
  }
})
