// Arranging and checking tickets on the server for the ticket stories (the actors' steps go through the UI).
import type { APIRequestContext } from '@playwright/test'
import Database from 'better-sqlite3'
import path from 'node:path'
import type { Engineer, Ticket } from '../../shared/types'
import { E2E_PORT } from '../../playwright.config'
import { apiGet, apiGetAll, apiLogin, apiSend } from './api'

export async function findTicket(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<Ticket | undefined> {
  const all = await apiGetAll<Ticket>(request, token, '/api/tickets')
  return all.find((t) => t.description === description)
}

export async function getTicket(request: APIRequestContext, token: string, id: string): Promise<Ticket> {
  return apiGet<Ticket>(request, token, `/api/tickets/${id}`)
}

export async function engineerId(request: APIRequestContext, token: string, firstName: string): Promise<number> {
  const engineers = await apiGet<Engineer[]>(request, token, '/api/users/engineers')
  const found = engineers.find((e) => e.firstName === firstName)
  if (!found) throw new Error(`no engineer ${firstName}`)
  return found.id
}

/** An operator reports a ticket; optionally IT assigns it to an engineer (by first name). */
export async function arrangeTicket(
  request: APIRequestContext,
  description: string,
  assignee?: string,
): Promise<Ticket> {
  const operator = await apiLogin(request, 'operator')
  const ticket = await apiSend<Ticket>(request, operator, 'POST', '/api/tickets', {
    lineName: 'Unit B - Line 5',
    category: 'mechanical',
    priority: 'high',
    description,
    status: 'open',
  })
  if (!assignee) return ticket
  const it = await apiLogin(request, 'it')
  return apiSend<Ticket>(request, it, 'POST', `/api/tickets/${ticket.id}/assign`, {
    engineerId: await engineerId(request, it, assignee),
  })
}

/** How many times the audit log records this action on this ticket (read from the e2e server's SQLite file). */
export function auditCount(ticketId: string, action: string): number {
  const file = path.resolve(`.tmp/e2e/${E2E_PORT}/data/lineside.sqlite`)
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT COUNT(*) AS n FROM audit_log WHERE resource_id = ? AND action = ?')
      .get(ticketId, action) as { n: number }
    return row.n
  } finally {
    db.close()
  }
}
