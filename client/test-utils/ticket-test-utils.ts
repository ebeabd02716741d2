// Test helpers for the ticket screens: ticket rows, a fresh cache, and a signed-in render of a route.
import { vi } from 'vitest'
import type { Engineer, Ticket } from '../../shared/types'
// useDatabase is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { db, LinesideDb, useDatabase as switchDatabase } from '../data/db'
import { writeSession } from '../lib/session-store'
import { makeTicket as baseTicket } from './fixtures'
import { jsonResponse, makeUser, renderApp } from './render-app'

let counter = 0

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  counter += 1
  return baseTicket({
    ticketId: `TKT-${String(counter).padStart(6, '0')}`,
    lineId: 3,
    lineName: 'Unit B - Line 3',
    description: `Fault ${counter}`,
    reportedBy: 1,
    reportedByName: 'Olivia Nowak',
    createdAt: new Date(Date.now() - counter * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  })
}

/** A ticket assigned to `userId` in the given engineer state. */
export function assignedTo(
  userId: number,
  stage: 'assigned' | 'accepted' | 'in_progress',
  overrides: Partial<Ticket> = {},
): Ticket {
  const at = new Date(Date.now() - 30 * 60_000).toISOString()
  return makeTicket({
    status: stage === 'in_progress' ? 'in_progress' : 'assigned',
    engineerStatus: stage,
    assignedTo: userId,
    assignedBy: 5,
    assignedEngineerName: 'Ethan Walsh',
    assignedAt: at,
    acceptedAt: stage === 'assigned' ? null : at,
    startedAt: stage === 'in_progress' ? at : null,
    ...overrides,
  })
}

export const ENGINEERS: Engineer[] = [
  { id: 3, firstName: 'Ethan', lastName: 'Walsh', department: 'Engineering', role: 'engineer' },
  { id: 4, firstName: 'Agnieszka', lastName: 'Zielinska', department: 'Engineering', role: 'engineer' },
]

export function freshDb(): LinesideDb {
  const next = new LinesideDb(`t-${crypto.randomUUID()}`)
  switchDatabase(next)
  return next
}

export async function seed(tickets: Ticket[], engineers: Engineer[] = ENGINEERS): Promise<void> {
  await db.tickets.bulkPut(tickets)
  await db.engineers.bulkPut(engineers)
}

/** Signs in as `role` with user id `id` and renders `path`; the server is unreachable except for verify. */
export function openAs(role: string, path: string, id = 3) {
  const user = makeUser(role, { id })
  writeSession('token-123', user)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).includes('/api/auth/verify')) return jsonResponse(200, { valid: true, user })
      throw new TypeError('Failed to fetch')
    }),
  )
  return { user, ...renderApp(path) }
}

/** The outbox entries queued so far, as {name, args}. */
export async function queued(): Promise<{ name: string; args: Record<string, unknown> }[]> {
  return (await db.outbox.orderBy('mutationId').toArray()).map((e) => ({
    name: e.name,
    args: e.args as Record<string, unknown>,
  }))
}
