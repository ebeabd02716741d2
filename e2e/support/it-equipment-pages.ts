// Page models and arrangements for the IT and equipment stories.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Engineer, Ticket } from '../../shared/types'
import { apiGet, apiLogin, apiSend } from './api'

/** An operator raises an IT ticket; the IT user takes it and starts work, so it can be resolved. */
export async function arrangeItTicketInProgress(request: APIRequestContext, description: string): Promise<Ticket> {
  const operator = await apiLogin(request, 'operator')
  const ticket = await apiSend<Ticket>(request, operator, 'POST', '/api/tickets', {
    lineName: 'Unit B - Line 5',
    category: 'network',
    priority: 'high',
    description,
    ticketType: 'it',
    status: 'open',
  })
  const it = await apiLogin(request, 'it')
  const people = await apiGet<Engineer[]>(request, it, '/api/users/engineers')
  const itUser = people.find((p) => p.role === 'it')
  if (!itUser) throw new Error('no IT user to assign')
  await apiSend(request, it, 'POST', `/api/tickets/${ticket.id}/assign`, { engineerId: itUser.id })
  return apiSend<Ticket>(request, it, 'POST', `/api/tickets/${ticket.id}/start`, {})
}

export function itTicketCard(page: Page, ticketId: string): Locator {
  return page.getByRole('article', { name: `IT ticket ${ticketId}` })
}

export async function resolveItTicket(page: Page, card: Locator, summary: string, minutes: number): Promise<void> {
  await card.getByRole('button', { name: 'Resolve' }).click()
  const dialog = page.getByRole('dialog', { name: 'Resolve IT Ticket' })
  await dialog.getByLabel('Resolution Summary').fill(summary)
  await dialog.getByLabel('Time Spent (minutes)').fill(String(minutes))
  await dialog.getByRole('button', { name: 'Resolve Ticket' }).click()
  await expect(dialog).toBeHidden()
}

export function equipmentCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true })
}

export async function logLoftIssue(
  page: Page,
  card: Locator,
  t: { description: string; priority: string },
): Promise<void> {
  await card.getByRole('button', { name: 'Log Issue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log Equipment Issue' })
  await expect(dialog.getByRole('button', { name: 'Create Ticket' })).toBeDisabled()
  await dialog.getByLabel('Description').fill(t.description)
  await dialog.getByLabel('Priority').selectOption(t.priority)
  await dialog.getByRole('button', { name: 'Create Ticket' }).click()
  await expect(dialog).toBeHidden()
}
