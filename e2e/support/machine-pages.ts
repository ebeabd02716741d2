// Steps and checks for the machines stories: open a line's machines, pick from Mantine selects, read the server.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import path from 'node:path'
import type { Machine } from '../../shared/types'
import { E2E_PORT } from '../../playwright.config'
import { apiGet, apiLogin } from './api'

/** Opens /engineering and picks the line from the header's select, as an engineer would. */
export async function openLineMachines(page: Page, lineName: string): Promise<void> {
  await page.goto('/engineering')
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering Dashboard' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Production line' }).selectOption({ label: lineName })
  await expect(page.getByRole('heading', { name: `Machines: ${lineName}` })).toBeVisible()
}

export const machineCard = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true })

/** Mantine's Select: open it by its label, then click the option. */
export async function chooseOption(page: Page, selectLabel: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: selectLabel }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The toast on screen (one at a time), by its title. */
export const toast = (page: Page, title: string): Locator =>
  page.locator('.mantine-Notification-root').filter({ hasText: title })

export async function serverMachines(request: APIRequestContext, lineId: number): Promise<Machine[]> {
  return apiGet<Machine[]>(request, await apiLogin(request, 'admin'), `/api/machines/line/${lineId}`)
}

/**
 * How many times the server applied an action to a record, read from its audit log: every applied mutation
 * writes exactly one audit row, so this is the "once" in "reaches the server once".
 */
export function auditCount(action: string, resourceId: string): number {
  const file = path.join('.tmp', 'e2e', String(E2E_PORT), 'data', 'lineside.sqlite')
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND resource_id = ?')
      .get(action, resourceId) as { n: number }
    return row.n
  } finally {
    db.close()
  }
}
