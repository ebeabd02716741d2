// Planned maintenance (issue 28) in Chromium, beyond the plan → work order story: a meter plan fires from a reading
// entered on the Meters tab, and a correction stands beside the reading it corrects; the PM compliance report's
// figures match the work orders and its CSV and XLSX download; the calendar draws a month of 2,000 work orders
// within 200 ms from the click to the drawn frame (issue target: main-thread time); axe on the Meters tab, the
// reading correction and the compliance report. Lines 13–16 only.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import type { PmPlan, PmWorkOrder } from '../shared/pm/types'
import { apiGet, apiLogin, apiSend } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'

test.describe.configure({ timeout: 120_000 })

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

test('A units reading entered on the Meters tab fires its meter plan; a correction is kept beside the reading', async ({
  browser,
  request,
}) => {
  const title = `Capper 100 units service ${Date.now()}`
  const token = await apiLogin(request, 'engineer')
  const plan = await apiSend<PmPlan>(request, token, 'POST', '/api/pm/plans', {
    title,
    lineId: 13,
    leadDays: 3,
    triggers: [{ kind: 'meter', every: 100, unit: 'units' }],
    steps: [{ kind: 'check', text: 'Torque heads checked' }],
  })
  const ordersOfPlan = async () =>
    (await apiGet<PmWorkOrder[]>(request, token, '/api/pm/work-orders?status=open')).filter((w) => w.planId === plan.id)
  expect(await ordersOfPlan()).toHaveLength(0)

  const page = await signedInPage(browser, 'engineer')
  await page.goto('/planned-maintenance?tab=meters')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('No reading yet')
  await expectNoSeriousAxe(page, 'meters tab')

  await page.getByRole('combobox', { name: 'Line', exact: true }).click()
  await page.getByRole('option', { name: /Line 13$/ }).click()
  await page.getByRole('combobox', { name: 'Unit', exact: true }).click()
  await page.getByRole('option', { name: 'units counted' }).click()
  // The line and unit stay chosen for the next reading.
  const enter = async (value: string) => {
    await page.getByLabel('Reading', { exact: true }).fill(value)
    await page.getByRole('button', { name: 'Save reading' }).click()
    await waitForSync(page)
  }
  await enter('40')
  await expect(row).toContainText('40 of 100 units', { timeout: 10_000 })
  expect(await ordersOfPlan()).toHaveLength(0)

  // 95 of 100: past 90 % of the interval, the work order is made, due after the plan's lead time.
  await enter('95')
  await expect(row).toContainText('95 of 100 units', { timeout: 10_000 })
  const [order] = await ordersOfPlan()
  expect(order).toMatchObject({ lineId: 13, dueAt: isoDay(new Date(Date.now() + 3 * 86_400_000)) })
  await page.getByRole('tab', { name: 'Work orders' }).click()
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  // The 95 was a slip for 59: the correction is a new record; the original stays, struck through.
  await page.getByRole('tab', { name: 'Meters' }).click()
  const readingRow = page.getByRole('row').filter({ hasText: '95 units counted' })
  await readingRow.getByRole('button', { name: 'Correct' }).click()
  const dialog = page.getByRole('dialog', { name: 'Correct a reading' })
  await expect(dialog).toContainText('Original reading: 95 units counted (it stays recorded)')
  await dialog.getByLabel('Correct reading').fill('59')
  await dialog.getByRole('button', { name: 'Save correction' }).click()
  // No reason, no correction.
  await expect(dialog.getByText('Give a reason')).toBeVisible()
  await dialog.getByLabel('Reason for the correction').fill('Digits swapped')
  await expectNoSeriousAxe(page, 'reading correction')
  await dialog.getByRole('button', { name: 'Save correction' }).click()
  await expect(dialog).toBeHidden()
  await waitForSync(page)
  await expect(page.getByRole('row').filter({ hasText: 'Correction of 95: Digits swapped' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(readingRow).toContainText('Corrected')
  await expect(row).toContainText('59 of 100 units')
  const readings = (
    await apiGet<{ readings: { value: number; correctsId: string | null }[] }>(
      request,
      token,
      '/api/pm-readings?lineId=13',
    )
  ).readings
  const original = readings.find((r) => r.value === 95)
  expect(original).toBeDefined()
  expect(readings.filter((r) => r.value === 59 && r.correctsId !== null)).toHaveLength(1)
  await page.context().close()
})

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

test('A photo step answered offline keeps the photo on the device and uploads it on reconnect; the signed record shows it', async ({
  browser,
  request,
}) => {
  const title = `Guard refit photo ${Date.now()}`
  const token = await apiLogin(request, 'engineer')
  const plan = await apiSend<PmPlan>(request, token, 'POST', '/api/pm/plans', {
    title,
    // Line 13: its sign-off holds the line for hygiene clearance, and no later story signs off there.
    lineId: 13,
    leadDays: 3,
    triggers: [{ kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }],
    steps: [
      { kind: 'photo', text: 'Photo of the refitted guard' },
      { kind: 'check', text: 'Guard fitted' },
    ],
  })
  const [order] = (await apiGet<PmWorkOrder[]>(request, token, '/api/pm/work-orders?status=open')).filter(
    (w) => w.planId === plan.id,
  )
  const page = await signedInPage(browser, 'engineer', { context: { viewport: { width: 390, height: 844 } } })
  await page.goto('/planned-maintenance')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  await page.context().setOffline(true)
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  await page.locator('input[type="file"]').setInputFiles({ name: 'guard.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('guard.png: waiting to upload')).toBeVisible()
  await page.getByRole('radiogroup', { name: '2. Guard fitted' }).getByLabel('Pass').click()
  await page.getByRole('button', { name: 'Sign off' }).click()
  await expect(page.getByText('Waiting to sync')).toBeVisible()

  await page.context().setOffline(false)
  await waitForSync(page)
  await expect
    .poll(
      async () =>
        (await apiGet<{ photos: unknown[] }>(request, token, `/api/pm/work-orders/${order!.id}/photos`)).photos,
      {
        timeout: 20_000,
      },
    )
    .toHaveLength(1)
  const [photo] = (
    await apiGet<{ photos: { hash: string }[] }>(request, token, `/api/pm/work-orders/${order!.id}/photos`)
  ).photos
  const signed = await apiGet<PmWorkOrder>(request, token, `/api/pm/work-orders/${order!.id}`)
  expect(signed.status).toBe('done')
  expect(signed.answers.find((a) => a.stepIndex === 0)?.value).toBe(`${photo!.hash} guard.png`)
  await page.reload()
  await expect(page.getByRole('img', { name: 'guard.png' })).toBeVisible()
  await page.context().close()
})

test('On the line tablet, offline, an operator enters running hours; back online the reading fires the line’s running-hours plan', async ({
  browser,
  request,
}) => {
  const title = `Filler 200 h service ${Date.now()}`
  const token = await apiLogin(request, 'engineer')
  const plan = await apiSend<PmPlan>(request, token, 'POST', '/api/pm/plans', {
    title,
    lineId: 14,
    leadDays: 2,
    triggers: [{ kind: 'meter', every: 200, unit: 'hours' }],
    steps: [{ kind: 'check', text: 'Filler heads greased' }],
  })
  const openOrders = async () =>
    (await apiGet<PmWorkOrder[]>(request, token, '/api/pm/work-orders?status=open')).filter((w) => w.planId === plan.id)
  expect(await openOrders()).toHaveLength(0)

  const tablet = await signedInPage(browser, 'operator')
  await tablet.goto('/line/14')
  await waitForSync(tablet)
  await tablet.context().setOffline(true)
  await tablet.getByRole('button', { name: 'Meter reading' }).click()
  const dialog = tablet.getByRole('dialog', { name: 'Enter a meter reading' })
  await expectNoSeriousAxe(tablet, 'tablet meter reading')
  await dialog.getByLabel('Reading', { exact: true }).fill('190')
  await dialog.getByRole('button', { name: 'Save reading' }).click()
  await expect(dialog).toBeHidden()
  await expect(tablet.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
  expect(await openOrders()).toHaveLength(0)

  await tablet.context().setOffline(false)
  await waitForSync(tablet)
  // 190 of 200 running hours: past 90 %, so the work order is made, due after the plan's two days of lead.
  await expect
    .poll(async () => (await openOrders()).map((w) => w.dueAt))
    .toEqual([isoDay(new Date(Date.now() + 2 * 86_400_000))])
  await tablet.context().close()
})
