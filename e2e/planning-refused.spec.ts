// Issue 31 §2: a planner is told in the form what the server would refuse, and an entry the server refused is
// shown as not sent — with its reason, Edit and Discard — never as waiting to sync while the server has nothing.
import { expect, test } from '@playwright/test'
import { shiftAt, type ScheduleEntry } from '../shared/planning/schedule'
import type { Product, ProductionLine } from '../shared/types'
import { apiGet, apiLogin } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { queueRaw } from './support/honest'
import { planningPage } from './support/planning-pages'

test('An over-long note is refused in the form; a batch the server refused shows as not sent and is fixed from there', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const lines = await apiGet<ProductionLine[]>(request, admin, '/api/production-lines')
  const products = await apiGet<Product[]>(request, admin, '/api/products/active')
  // Line 47: no other story plans on it (the product story counts what is scheduled on line 9 today).
  const line = lines.find((l) => l.id === 47)!
  const product = products[0]!
  const { date } = shiftAt(new Date())

  const page = await signedInPage(browser, 'admin', { offline: true })
  const plan = planningPage(page)
  await plan.open()
  await plan.setDate(date)

  // The form checks the server's own limit as the planner types.
  await page.getByLabel('Production Line').selectOption({ label: line.name })
  await page.getByLabel('Product', { exact: true }).selectOption({ label: `${product.sku} - ${product.name}` })
  await page.getByLabel('Notes').fill('n'.repeat(3000))
  await expect(page.getByText('Too long: at most 500 characters.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Entry' })).toBeDisabled()

  // A batch from a device without that check: waiting while offline, then refused by the server.
  await page.context().setOffline(true)
  const schedules = [
    {
      lineId: line.id,
      productId: product.id,
      scheduledDate: date,
      shift: 'morning',
      plannedQuantity: 250,
      priority: 1,
      notes: 'n'.repeat(3000),
    },
  ]
  await queueRaw(page, 'schedule.saveEntries', { batchId: crypto.randomUUID(), schedules })
  // Written past Dexie, so the screen learns of it on the next load (the app opens offline).
  await page.reload()
  await plan.setDate(date)
  // The demo schedule may already have this line today: ours is the row with 250.
  const row = plan
    .current()
    .getByRole('row')
    .filter({ hasText: line.name })
    .filter({ has: page.getByRole('cell', { name: '250', exact: true }) })
  await expect(row).toContainText('Waiting to sync')
  await page.context().setOffline(false)
  await expect(row).toContainText('Not sent', { timeout: 20_000 })
  await expect(row).not.toContainText('Waiting to sync')
  const refused = page.getByRole('region', { name: '1 schedule change not sent' })
  await expect(refused.getByTestId('not-sent-reason')).toHaveText('Notes is too long: at most 500 characters.')
  expect(
    (await apiGet<ScheduleEntry[]>(request, admin, `/api/production-schedule/today?date=${date}`)).filter(
      (e) => e.lineId === line.id && e.plannedQuantity === 250,
    ),
  ).toEqual([])

  // Fixed in the batch's own editor and sent again: now the server has it.
  await refused.getByRole('button', { name: 'Edit' }).click()
  const editor = page.getByRole('dialog', { name: 'Fix schedule entries' })
  await editor.getByRole('textbox').fill('Allergen clean first')
  await editor.getByRole('button', { name: 'Send again' }).click()
  await expect(refused).toBeHidden({ timeout: 20_000 })
  await waitForSync(page)
  await expect(row).toContainText('Scheduled')
  const saved = await apiGet<ScheduleEntry[]>(request, admin, `/api/production-schedule/today?date=${date}`)
  expect(saved.filter((e) => e.lineId === line.id && e.plannedQuantity === 250).map((e) => e.notes)).toEqual([
    'Allergen clean first',
  ])
  await page.context().close()
})
