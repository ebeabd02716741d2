// Page models for the ticket screens: cards by their text, the dialogs' steps, the sync panel's Not sent list.
import { expect, type Locator, type Page } from '@playwright/test'

/** A ticket card (an <article>) holding this text, e.g. its unique description. */
export function ticketCard(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('article').filter({ hasText: text })
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name })
}

/**
 * The toast for a change. Online it is the action's own text once the server has it; offline the app says
 * only what happened — "Saved on this device" (issue 17 §2) — and never the success text.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const online = await page.evaluate(() => navigator.onLine)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: online ? text : 'Saved on this device' })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  if (!online) await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(0)
}

/** Ticket Management → Create Ticket. */
export async function createTicketOnManagement(
  page: Page,
  t: { line: string; description: string; priority?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Create Ticket' }).click()
  const d = dialog(page, 'Create Ticket')
  await d.getByRole('combobox', { name: 'Line Name' }).selectOption({ label: t.line })
  if (t.priority) await d.getByRole('combobox', { name: 'Priority' }).selectOption({ label: t.priority })
  await d.getByRole('textbox', { name: 'Description' }).fill(t.description)
  await d.getByRole('button', { name: 'Create Ticket' }).click()
  await expectToast(page, 'Ticket created successfully')
}

export async function assignTo(page: Page, card: Locator, engineer: string): Promise<void> {
  await card.getByRole('button', { name: 'Assign' }).click()
  const d = dialog(page, 'Assign Ticket')
  await d.getByRole('combobox', { name: 'Engineer' }).selectOption({ label: engineer })
  await d.getByRole('button', { name: 'Assign' }).click()
  await expect(d).toBeHidden()
}

export async function addNote(page: Page, card: Locator, text: string): Promise<void> {
  await card.getByRole('button', { name: 'Add Notes' }).click()
  const d = dialog(page, 'Add Notes')
  await d.getByRole('textbox', { name: 'Notes' }).fill(text)
  await d.getByRole('button', { name: 'Add Notes' }).click()
  await expect(d).toBeHidden()
}

/** My Engineering Queue → Complete. */
export async function completeFromQueue(page: Page, card: Locator, summary: string, minutes: number): Promise<void> {
  await card.getByRole('button', { name: 'Complete' }).click()
  const d = dialog(page, 'Complete Ticket')
  await d.getByRole('textbox', { name: 'Resolution Summary' }).fill(summary)
  await d.getByRole('textbox', { name: 'Time Spent (minutes)' }).fill(String(minutes))
  await d.getByRole('button', { name: 'Complete Ticket' }).click()
  await expect(d).toBeHidden()
}

export async function rejectFromQueue(page: Page, card: Locator, reason: string): Promise<void> {
  await card.getByRole('button', { name: 'Reject' }).click()
  const d = dialog(page, 'Reject Ticket')
  await d.getByRole('textbox', { name: 'Reason' }).fill(reason)
  await d.getByRole('button', { name: 'Reject Ticket' }).click()
  await expect(d).toBeHidden()
}

/** Opens the sync panel from the top bar and returns its "Not sent" entries. */
export async function openNotSent(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open sync panel' }).click()
  return page.getByTestId('not-sent-item')
}
