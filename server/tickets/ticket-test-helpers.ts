// Test helpers: raise a ticket over the API and walk it to a state of DESIGN.md §3.
import { expect } from 'vitest'
import type { Ticket } from '../../shared/types'
import type { TestServer } from '../testing/test-server'

export type TicketState = 'open' | 'assigned' | 'accepted' | 'in_progress' | 'closed'

export const newTicketBody = (overrides: Record<string, unknown> = {}) => ({
  lineName: 'Unit B - Line 5',
  category: 'mechanical',
  priority: 'high',
  description: '[ENGINEERING] Conveyor belt slipping',
  status: 'open',
  ...overrides,
})

export async function raiseTicket(
  s: TestServer,
  overrides: Record<string, unknown> = {},
  as = 'operator',
): Promise<Ticket> {
  const res = await s.as(as, 'POST', '/api/tickets', newTicketBody(overrides))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as Ticket
}

/** A fresh ticket in the given state, assigned (from 'assigned' on) to `engineer` by admin. */
export async function ticketIn(
  s: TestServer,
  state: TicketState,
  opts: { engineer?: string; overrides?: Record<string, unknown> } = {},
): Promise<Ticket> {
  const engineer = opts.engineer ?? 'engineer'
  let t = await raiseTicket(s, opts.overrides)
  const step = async (who: string, method: string, path: string, body?: unknown) => {
    const res = await s.as(who, method, `/api/tickets/${t.id}${path}`, body)
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
    t = res.body as Ticket
  }
  if (state === 'open') return t
  await step('admin', 'POST', '/assign', { engineerId: await s.userId(engineer), assignedBy: 'admin' })
  if (state === 'assigned') return t
  await step(engineer, 'POST', '/accept')
  if (state === 'accepted') return t
  await step(engineer, 'POST', '/start')
  if (state === 'in_progress') return t
  await step(engineer, 'POST', '/close', { resolutionSummary: 'Fixed', timeSpent: 10 })
  return t
}

export async function auditActions(s: TestServer, ticketId: string): Promise<string[]> {
  const rows = await s.db
    .selectFrom('audit_log')
    .select('action')
    .where('resource_id', '=', ticketId)
    .orderBy('id')
    .execute()
  return rows.map((r) => r.action)
}

/** The id of a seeded equipment item of a department. */
export async function equipmentOf(s: TestServer, department: 'IT' | 'Engineering') {
  return s.db
    .selectFrom('equipment')
    .selectAll()
    .where('department', '=', department)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}
