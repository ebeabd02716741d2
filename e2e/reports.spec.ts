// Stories of the Reports screen: a manager's uptime review and performance export (and offline), an admin
// archiving old tickets, an operator kept out, and axe on /reports.
import { axeOf } from './support/axe'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { signedInPage } from './support/app'
import { toast } from './support/machine-pages'
import { insertOldClosedTicket, localDay, openReports, setReportDates } from './support/report-pages'
import { ticketCard } from './support/ticket-pages'

const signedIn = (browser: Browser, username: string, offline = false): Promise<Page> =>
  signedInPage(browser, username, { offline, context: { acceptDownloads: true } })

test('A manager picks 7d, reads the uptime tab and downloads the performance CSV', async ({ browser }) => {
  const page = await signedIn(browser, 'engineer', true)
  await openReports(page)
  const today = new Date()
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7)
  await expect(page.getByLabel('Start Date')).toHaveValue(
    localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30)),
  )

  await page.getByRole('button', { name: '7d' }).click()
  await expect(page.getByLabel('Start Date')).toHaveValue(localDay(weekAgo))
  await expect(page.getByLabel('End Date')).toHaveValue(localDay(today))
  await expect(page.getByRole('status')).toContainText(`Range shown: ${weekAgo.toLocaleDateString('en-GB')}`)

  await page.getByRole('tab', { name: 'Uptime Reports' }).click()
  const table = page.getByRole('table', { name: 'Uptime Reports' })
  await expect(table.getByRole('row')).toHaveCount(41)
  const line1 = table.locator('[data-line-id="1"]')
  await expect(line1.getByRole('cell').first()).toHaveText('Unit B - Line 1')
  await expect(line1.getByRole('cell').nth(1)).toHaveText(/^\d+(\.\d)?%$/)
  // A chart is drawn when it comes near the screen (decision 251): scrolled to, as a reader would.
  const uptimeChart = page.getByRole('figure', { name: 'Uptime per line (share of recorded time)' })
  await uptimeChart.scrollIntoViewIfNeeded()
  await expect(uptimeChart.locator('svg').first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Downtime by stop reason' })).toContainText('Vital few')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Performance CSV' }).click()
  await expect(toast(page, 'Export Started')).toContainText('Line performance report is being downloaded')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^lineside-line-performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = readFileSync((await file.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const rows = Papa.parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data
  expect(rows).toHaveLength(40)
  const csvLine1 = rows.find((r) => r['Line ID'] === '1')!
  // The screen writes the CSV's figure as English writes numbers (10,521).
  await expect(line1.getByRole('cell').nth(2)).toHaveText(
    new Intl.NumberFormat('en').format(Number(csvLine1['Running Minutes'])),
  )

  // Offline the report stays on screen with its time, and the screen says why nothing new comes.
  await page.context().setOffline(true)
  await page.getByRole('button', { name: '30d' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Reports need the server' })).toContainText('You are offline')
  await expect(table.getByRole('row')).toHaveCount(41)
  await expect(page.getByRole('button', { name: 'Export Performance CSV' })).toBeDisabled()
  await page.context().setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'As of' })).toBeVisible()
})

test('An admin archives tickets older than 3 months and they vanish from the ticket list but stay in the report', async ({
  browser,
}) => {
  const description = `E2E old conveyor fault ${Date.now()}`
  const raised = new Date()
  raised.setMonth(raised.getMonth() - 4)
  insertOldClosedTicket(description, raised)

  const page = await signedIn(browser, 'admin')
  await page.goto('/tickets')
  await page.getByLabel('Search').fill(description)
  await expect(ticketCard(page, description)).toHaveCount(1)

  await openReports(page)
  await page.getByRole('button', { name: 'Archive Old Tickets' }).click()
  await page.getByRole('dialog', { name: 'Archive old tickets?' }).getByRole('button', { name: 'Archive' }).click()
  await expect(toast(page, 'Tickets Archived')).toContainText(/Successfully archived (1 ticket|\d+ tickets)$/)

  await page.goto('/tickets')
  await page.getByLabel('Search').fill(description)
  await expect(ticketCard(page, description)).toHaveCount(0)

  await openReports(page)
  await setReportDates(page, localDay(raised), localDay(raised))
  await expect(page.getByTestId('card-total')).toContainText('1')
  await expect(page.getByRole('table', { name: 'Ticket Analysis' })).toContainText(description)
  await expect(page.getByText('Showing 1 of 1 tickets. Export CSV for complete data.')).toBeVisible()
})

test('An operator opening /reports sees Access Denied', async ({ browser }) => {
  const page = await signedIn(browser, 'operator')
  // The screen's code asks for the first report early (decision 274), never for a role the server refuses it to:
  // a refusal would end the operator's session.
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/reports/')) asked.push(r.url())
  })
  await page.goto('/reports')
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reports' })).toHaveCount(0)
  await page.goto('/')
  await expect(page).not.toHaveURL(/\/login/)
  expect(asked).toEqual([])
})

test('A manager opening /reports gets each report once, asked with the screen’s code and gzipped', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'engineer')
  await page.goto('/production')
  const answers: { path: string; encoding: string | undefined }[] = []
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/reports/'))
      answers.push({ path: url.pathname, encoding: r.headers()['content-encoding'] })
  })
  // Opened as a first screen (a reload), where the route's loader primes the report.
  await openReports(page)
  await expect(page.getByRole('status').filter({ hasText: 'As of' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Ticket Analysis' })).toBeVisible()
  expect(answers.map((a) => a.path).sort()).toEqual([
    '/api/reports/line-failures',
    '/api/reports/tickets',
    '/api/reports/uptime',
  ])
  expect(answers.every((a) => a.encoding === 'gzip')).toBe(true)
  // A later range is asked for by the screen, once.
  await page.getByRole('button', { name: '7d' }).click()
  await expect(page.getByRole('status')).toContainText('Range shown:')
  await expect.poll(() => answers.length).toBe(6)
})

test('Reports has no serious or critical accessibility findings', async ({ browser }) => {
  test.setTimeout(150_000) // three full axe runs (one per tab, charts drawn)
  const page = await signedIn(browser, 'engineer')
  await openReports(page)
  const found: string[] = []
  for (const tab of ['Ticket Analysis', 'Failure Analytics', 'Uptime Reports']) {
    await page.getByRole('tab', { name: tab }).click()
    await page.waitForTimeout(300)
    const { violations } = await axeOf(page).analyze()
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      found.push(`${tab}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
  }
  expect(found).toEqual([])
})
