// Hygiene clearance (issue 29): an engineer ends maintenance on line 17 and every board shows it held; the
// operator cannot restart it, offline too; a QA user clears it on the line's tablet offline — one failed item keeps
// it held, a passing clearance releases it — and the operator can start it once that has synced.
import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiLogin } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'

const LINE = 17
const NAME = 'Unit D - Line 17'

interface LineRow {
  id: number
  status: string
}
interface ClearanceRow {
  lineId: number
  result: string
  correctiveAction: string | null
  signedBy: string
  hash: string
  prevHash: string
}

async function fillClearance(page: Page, failed: string | null, correctiveAction?: string) {
  await expect(page.getByRole('heading', { name: `Hygiene clearance: ${NAME}` })).toBeVisible()
  for (const key of ['reassembled', 'tools', 'parts', 'debris', 'sanitised', 'lubricants']) {
    await page
      .getByTestId(`item-${key}`)
      .getByText(key === failed ? 'Fail' : 'Pass', { exact: true })
      .click()
  }
  if (correctiveAction) await page.getByLabel('Corrective action').fill(correctiveAction)
  await page.getByRole('button', { name: /^Sign off as / }).click()
  await expect(page.getByText('Saved on this device').first()).toBeVisible()
}

test('a line held after maintenance waits for a QA clearance before the operator can start it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await apiLogin(request, 'admin')
  const line = async () => apiGet<LineRow>(request, admin, `/api/production-lines/${LINE}`)

  // The engineer puts line 17 in maintenance and ends it from the line's tablet.
  const engineer = await signedInPage(browser, 'engineer')
  await engineer.goto(`/line/${LINE}`)
  await engineer.getByRole('button', { name: 'Maintenance Mode' }).click()
  await expect.poll(async () => (await line()).status).toBe('maintenance')
  await engineer.getByRole('button', { name: 'Start Line' }).click()
  await expect.poll(async () => (await line()).status).toBe('awaiting_clearance')
  await expect(engineer.getByTestId('held-line-notice')).toContainText('Awaiting hygiene clearance')

  // Every board shows it held: the production board and the wall display.
  const operator = await signedInPage(browser, 'operator', { offline: true })
  await operator.goto('/production')
  const tile = operator.locator(`button[data-line-id="${LINE}"]`)
  await expect(tile).toHaveAttribute('data-status', 'awaiting_clearance')
  await expect(tile).toContainText('Awaiting clearance')
  await operator.goto('/production?view=wall')
  await expect(operator.locator(`[role="listitem"][data-line-id="${LINE}"]`)).toContainText('Awaiting clearance')

  // The operator's tablet explains what is needed instead of Start Line — offline too.
  await operator.goto(`/line/${LINE}`)
  await expect(operator.getByTestId('held-line-notice')).toContainText('a quality (QA) user or an admin')
  await expect(operator.getByRole('button', { name: 'Start Line' })).toHaveCount(0)
  await operator.context().setOffline(true)
  await operator.reload()
  await expect(operator.getByTestId('held-line-notice')).toBeVisible()
  await expect(operator.getByRole('button', { name: 'Start Line' })).toHaveCount(0)
  await operator.context().setOffline(false)

  // A QA user clears it on the tablet, offline: one failed item keeps it held.
  const qa = await signedInPage(browser, 'quality', { offline: true })
  await qa.goto(`/line/${LINE}`)
  await qa.context().setOffline(true)
  await qa.getByRole('link', { name: `Clear line ${NAME}` }).click()
  await expectNoSeriousAxe(qa, 'clearance form')
  await fillClearance(qa, 'tools', 'Spanner missing: found in the hopper and removed')
  await expect(qa.getByTestId('held-line-notice')).toBeVisible()
  await qa.context().setOffline(false)
  await waitForSync(qa)
  const afterFail = await apiGet<ClearanceRow[]>(request, admin, `/api/hygiene/clearances?lineId=${LINE}`)
  expect(afterFail[0]).toMatchObject({
    result: 'failed',
    correctiveAction: 'Spanner missing: found in the hopper and removed',
    signedBy: 'Helena Kowalczyk',
  })
  expect((await line()).status).toBe('awaiting_clearance')

  // Clearing again, offline, all passed: released on the device at once, on the server once synced.
  await qa.context().setOffline(true)
  await qa.getByRole('link', { name: `Clear line ${NAME}` }).click()
  await fillClearance(qa, null)
  await expect(qa.getByTestId('held-line-notice')).toHaveCount(0)
  expect((await line()).status).toBe('awaiting_clearance')
  await qa.context().setOffline(false)
  await waitForSync(qa)
  await expect.poll(async () => (await line()).status).toBe('stopped')
  const records = await apiGet<ClearanceRow[]>(request, admin, `/api/hygiene/clearances?lineId=${LINE}`)
  expect(records.map((r) => r.result)).toEqual(['passed', 'failed'])
  // The chain is the plant's (stories on other lines may sign between these two): the passed record links to the
  // record signed just before it plant-wide, and the chain from the failed one up to it is unbroken.
  const plant = await apiGet<ClearanceRow[]>(request, admin, '/api/hygiene/clearances?limit=500')
  const passedAt = plant.findIndex((r) => r.hash === records[0]!.hash)
  const failedAt = plant.findIndex((r) => r.hash === records[1]!.hash)
  expect(passedAt).toBeGreaterThanOrEqual(0)
  expect(failedAt).toBeGreaterThan(passedAt)
  for (let i = passedAt; i < failedAt; i++) expect(plant[i]!.prevHash).toBe(plant[i + 1]!.hash)

  // Restartable: the operator's tablet offers Start Line again and it runs.
  await waitForSync(operator)
  await expect(operator.getByTestId('held-line-notice')).toHaveCount(0)
  await operator.getByRole('button', { name: 'Start Line' }).click()
  await expect.poll(async () => (await line()).status).toBe('running')
  const verify = await apiGet<{ ok: boolean; checked: number }>(request, admin, '/api/hygiene/verify')
  expect(verify.ok).toBe(true)
})
