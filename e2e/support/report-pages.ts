// Page steps and arrangements for the reports stories.
import { expect, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { E2E_PORT } from '../../playwright.config'

/**
 * A ticket raised and closed months ago, written straight into the e2e server's database (the API stamps
 * tickets with the current time, and a story cannot wait months). Returns its creation day, local time.
 */
export function insertOldClosedTicket(description: string, createdAt: Date): void {
  const db = new Database(path.resolve(`.tmp/e2e/${E2E_PORT}/data/lineside.sqlite`), { fileMustExist: true })
  try {
    const { n } = db.prepare('SELECT COALESCE(MAX(ticket_number), 0) + 1 AS n FROM tickets').get() as { n: number }
    const created = createdAt.toISOString()
    const resolved = new Date(createdAt.getTime() + 95 * 60_000).toISOString()
    db.prepare(
      `INSERT INTO tickets (id, ticket_number, ticket_type, line_id, line_name, category, priority, description, status,
        engineer_status, created_at, updated_at, resolved_at, resolution_summary, follow_up_required, created_ms, created_day, resolved_ms)
       VALUES (?, ?, 'engineering', 4, 'Unit B - Line 4', 'mechanical', 'high', ?, 'closed', 'completed', ?, ?, ?, 'Replaced belt', 0, ?, ?, ?)`,
    ).run(
      randomUUID(),
      n,
      description,
      created,
      resolved,
      resolved,
      Date.parse(created),
      created.slice(0, 10),
      Date.parse(resolved),
    )
  } finally {
    db.close()
  }
}

export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

export async function setReportDates(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel('Start Date').fill(start)
  await page.getByLabel('End Date').fill(end)
}

export async function openReports(page: Page): Promise<void> {
  await page.goto('/reports')
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
  await expect(page.getByTestId('card-total')).toBeVisible()
}
