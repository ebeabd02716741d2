// Planned maintenance (issue 28) in Chromium, what the floor records against a plan: a units reading entered on the
// Meters tab fires its meter plan, and a correction stands beside the reading it corrects; a photo step answered
// offline keeps the photo on the device and uploads it on reconnect, and the signed record shows it; on the line
// tablet, offline, an operator enters running hours and back online the reading fires the line's running-hours
// plan. Axe on the Meters tab, the reading correction and the tablet's reading. Lines 13 and 14 only, in this order
// (the photo story's sign-off holds line 13). The report and calendar stories: pm-compliance-and-calendar.spec.ts.
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
  const page = await signedInPage(browser, 'engineer', {
    offline: true,
    context: { viewport: { width: 390, height: 844 } },
  })
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

  const tablet = await signedInPage(browser, 'operator', { offline: true })
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
