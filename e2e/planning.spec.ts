// Stories of production planning and product import/export (issue 11).
import { expect, test } from '@playwright/test'
import writeXlsxFile from 'write-excel-file/node'
import { shiftAt, type ScheduleEntry } from '../shared/planning/schedule'
import type { Product, ProductionLine } from '../shared/types'
import { apiGet, apiLogin } from './support/api'
import { signedInPage as actor, waitForSync } from './support/app'
import { lineTablet } from './support/floor-pages'
import { expectNoSeriousAxe } from './support/axe'
import { importExportPage, planningPage } from './support/planning-pages'

const SHIFT_LABEL = { morning: 'Morning', afternoon: 'Afternoon', night: 'Night' } as const

test('A planner adds two entries offline, saves them after reconnect, and the line tablet shows the scheduled product', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const lines = await apiGet<ProductionLine[]>(request, admin, '/api/production-lines')
  const products = await apiGet<Product[]>(request, admin, '/api/products/active')
  const [line, other] = [lines.find((l) => l.id === 6)!, lines.find((l) => l.id === 7)!]
  const product = products.find((p) => p.name !== line.productName)!
  const second = products.find((p) => p.id !== product.id && p.name !== other.productName)!
  const { date, shift } = shiftAt(new Date())

  const planner = await actor(browser, 'admin', { offline: true })
  const plan = planningPage(planner)
  await plan.open()
  await expectNoSeriousAxe(planner, '/production-planning')
  await plan.setDate(date)

  await planner.context().setOffline(true)
  await plan.addEntry({
    line: line.name,
    product: `${product.sku} - ${product.name}`,
    shift: SHIFT_LABEL[shift],
    quantity: '1200',
    priority: '',
  })
  await plan.addEntry({
    line: other.name,
    product: `${second.sku} - ${second.name}`,
    shift: SHIFT_LABEL[shift],
    quantity: '',
    priority: '99',
  })
  await expect(plan.pending()).toHaveCount(2)
  await expect(plan.pending().first()).toContainText('quantity 1200 · priority 1')
  await expect(plan.pending().nth(1)).toContainText('quantity 0 · priority 10')

  // Pending entries live on the device: a reload with no network keeps them.
  await planner.reload()
  await expect(planner.getByRole('heading', { name: 'Production Planning', level: 1 })).toBeVisible()
  await expect(plan.pending()).toHaveCount(2)

  await planner.context().setOffline(false)
  await waitForSync(planner)
  await planner.getByRole('button', { name: 'Save All Entries' }).click()
  // Green only once the server has the schedule (issue 17 §2).
  await expect(planner.getByText('Production schedule saved successfully')).toBeVisible({ timeout: 20_000 })
  await expect(plan.pending()).toHaveCount(0)
  await waitForSync(planner)
  await plan.setDate(date)
  await expect(plan.current().getByRole('row', { name: new RegExp(line.name) })).toContainText(
    `${product.sku} - ${product.name}`,
  )
  await expect(plan.current().getByRole('row', { name: new RegExp(line.name) })).toContainText('Scheduled')

  const saved = await apiGet<ScheduleEntry[]>(request, admin, `/api/production-schedule/today?date=${date}`)
  const ours = saved.filter((e) => e.lineId === line.id || e.lineId === other.id)
  expect(ours.map((e) => [e.lineId, e.productId, e.plannedQuantity, e.priority]).sort()).toEqual(
    [
      [line.id, product.id, 1200, 1],
      [other.id, second.id, 0, 10],
    ].sort(),
  )

  // Another device, the line's tablet, shows the scheduled product as the current one.
  const tablet = await actor(browser, 'operator')
  await lineTablet(tablet).open(line.id, line.name)
  const panel = tablet.getByRole('region', { name: 'Current Product' })
  await expect(panel).toContainText(product.name)
  await expect(panel).toContainText(product.category)
})

test('An admin imports an .xlsx with one bad row and sees 9 succeeded, 1 failed with the row number', async ({
  browser,
}) => {
  const rows = [
    ['SKU', 'Name', 'Category', 'Target Weight', 'Temperature', 'Packaging Type', 'Batch Size', 'Description'],
  ]
  for (let i = 1; i <= 10; i++)
    rows.push([`E2E-${i}`, `E2E product ${i}`, 'E2E', i === 6 ? 'heavy' : String(200 + i), '3', 'MAP tray', '100', ''])
  const xlsx = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toBuffer()

  const page = await actor(browser, 'admin')
  const screen = importExportPage(page)
  await screen.open()
  await expect(page.getByText('No imports yet')).toBeVisible()
  await expect(
    page.getByText(
      /Expected Format: SKU, Name, Category, Target Weight, Temperature, Packaging Type, Batch Size, Description/,
    ),
  ).toBeVisible()
  await expectNoSeriousAxe(page, '/import-export (import)')

  await screen.upload('e2e-products.xlsx', xlsx)
  await expect(page.getByText('File uploaded successfully')).toBeVisible()
  const job = screen.job('e2e-products.xlsx')
  await expect(job.getByText('Completed')).toBeVisible()
  await expect(job).toContainText('9 / 10 records succeeded')
  await expect(job).toContainText('1 failed')
  await expect(job).toContainText('Row 7 · Target Weight: Target Weight must be a number, got "heavy"')

  await page.getByRole('tab', { name: 'Export Data' }).click()
  await expect(page.getByText(/Showing 10 of \d+ products/)).toBeVisible()
  await expectNoSeriousAxe(page, '/import-export (export)')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  expect((await download).suggestedFilename()).toBe('products-export.csv')
  await expect(page.getByText('Products exported as CSV')).toBeVisible()

  await page.getByRole('tab', { name: 'SharePoint' }).click()
  await expect(page.getByText('SHAREPOINT_CLIENT_SECRET')).toBeVisible()
  await page.getByRole('button', { name: 'Sync from SharePoint' }).click()
  await expect(page.getByText('SharePoint sync failed')).toBeVisible()
  await expectNoSeriousAxe(page, '/import-export (sharepoint)')
})

test('An operator gets Access Denied on /import-export', async ({ browser }) => {
  const page = await actor(browser, 'operator')
  await page.goto('/import-export')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
})
