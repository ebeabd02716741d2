// Stories of predictive maintenance and the two demos: the risk report and health panel (online, then offline
// from the saved report), the guided demo's overlay and the timed sales presentation — the demos as demo_viewer.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signedInPage } from './support/app'
import { expectNoSeriousAxe as expectNoSeriousViolations } from './support/axe'

const signedIn = (browser: Browser, username: string, offline = false): Promise<Page> =>
  signedInPage(browser, username, { sync: false, offline })

test('An engineer generates the report, opens the riskiest machine and sees its health panel', async ({ browser }) => {
  const page = await signedIn(browser, 'engineer', true)
  await page.goto('/predictive-maintenance')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Predictive Maintenance' })).toBeVisible()
  await page.getByRole('button', { name: 'Generate Report' }).click()

  const overall = page.getByLabel('Overall facility risk')
  await expect(overall).toContainText(/(Low|Medium|High|Critical) risk/)
  await expect(overall).toContainText(/Generated \d\d\/\d\d\/\d{4}, \d\d:\d\d/)
  await expect(page.getByLabel('Cost savings potential')).toContainText('a minute')
  await expect(page.getByRole('heading', { name: 'General recommendations' })).toBeVisible()

  const riskiest = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^View Details/ }) })
    .first()
  const name = (await riskiest.getByRole('heading', { level: 3 }).textContent())!.trim()
  await expect(riskiest).toContainText(/chance of a failure within 7 days/)
  await expectNoSeriousViolations(page, 'report')

  await riskiest.getByRole('button', { name: /^View Details/ }).click()
  const panel = page.getByRole('dialog', { name: `Equipment health: ${name}` })
  await expect(panel.getByText('Health score')).toBeVisible()
  const score = panel.getByText(/^\d{1,3} \/ 100$/)
  await expect(score).toBeVisible()
  // The bar shows the same score (a score of 0 draws an empty bar).
  await expect(panel.getByRole('progressbar', { name: 'Health score' })).toHaveAttribute(
    'aria-valuenow',
    (await score.textContent())!.split(' ')[0]!,
  )
  await expect(panel.getByRole('heading', { name: 'Risk factors' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Maintenance actions' })).toBeVisible()
  await expect(panel.getByText('Next maintenance date')).toBeVisible()
  await expect(panel.getByText('Estimated life remaining')).toBeVisible()
  await expect(
    panel.getByRole('img', { name: /failures on record; the fitted model gives \d+% for a failure within 30 days/ }),
  ).toBeVisible()
  await expectNoSeriousViolations(page, 'health panel')
  await panel.getByRole('button', { name: 'Close' }).click()

  // Offline, the last report is still there with its time; a new one cannot be made and says so.
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByText(/Showing the saved report from \d\d\/\d\d\/\d{4}, \d\d:\d\d/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  await page.getByRole('button', { name: `View Details: ${name}` }).click()
  await expect(page.getByRole('dialog', { name: `Equipment health: ${name}` }).getByText('Health score')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  // An item never opened online has no saved panel: the panel says it cannot load.
  await page
    .getByRole('button', { name: /^View Details/ })
    .nth(1)
    .click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Unable to load equipment health data.')
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Generate Report' }).click()
  const error = page.getByRole('alert').filter({ hasText: 'Unable to generate predictive maintenance report' })
  await expect(error).toContainText(
    'Analysis Error: Unable to generate predictive maintenance report. Please check the connection to the server and try again.',
  )
  await page.context().setOffline(false)
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(error).toBeHidden()
  await expect(page.getByText(/Showing the saved report/)).toBeHidden()
})

test('The guided demo auto-advances and navigates', async ({ browser }) => {
  const page = await signedIn(browser, 'viewer')
  // The demo's timer runs on the page's clock, which the story moves (it also runs by itself; decision 262).
  await page.clock.install()
  await page.goto('/demo')
  await expect(page.getByRole('heading', { level: 1, name: 'Guided Demo' })).toBeVisible()
  await expectNoSeriousViolations(page, '/demo')
  await page.getByRole('button', { name: 'Start Guided Demo' }).click()

  const controls = page.getByRole('region', { name: 'Guided demo controls' })
  await expect(controls).toContainText(/Step 1 of \d+: Welcome/)
  await expect(page).toHaveURL(/\/$/)
  // Every 8 seconds it moves on by itself: within 12 s of the page's time, a second at a time.
  for (let s = 0; s < 12 && !/Step 2 of/.test((await controls.textContent()) ?? ''); s++) await page.clock.runFor(1_000)
  await expect(controls).toContainText(/Step 2 of \d+: Real-time dashboard/, { timeout: 12_000 })
  await expect(page.locator('.driver-popover')).toContainText('Real-time dashboard')

  await controls.getByRole('button', { name: 'Next' }).click()
  await expect(controls).toContainText(/Step 3 of \d+: Planning, scheduling and product selection/)
  await expect(page).toHaveURL(/\/production-planning$/)
  await controls.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/tickets$/)
  await controls.getByRole('button', { name: 'Pause' }).click()
  await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible()

  await controls.getByRole('button', { name: 'Steps' }).click()
  await controls.getByRole('button', { name: '6. Tablet interface' }).click()
  await expect(controls).toContainText(/Step 6 of \d+: Tablet interface/)
  await expect(page).toHaveURL(/\/mobile-operator$/)
  await controls.getByRole('button', { name: 'Previous' }).click()
  // A viewer may not open Import/Export: the integration step shows the planning screen (issue 31 §10).
  await expect(page).toHaveURL(/\/production-planning$/)
  await controls.getByRole('button', { name: '8. Reports' }).click()
  await expect(page).toHaveURL(/\/reports$/)
  // Paused, it stays put (8.5 s of the page's time, every timer due in them fired).
  await page.clock.runFor(8_500)
  await expect(controls).toContainText(/Step 8 of \d+: Reports/)
  await expectNoSeriousViolations(page, 'guided demo overlay')

  await controls.getByRole('button', { name: 'Reset' }).click()
  await expect(controls).toContainText(/Step 1 of \d+: Welcome/)
  await expect(page).toHaveURL(/\/$/)
  await controls.getByRole('button', { name: 'Exit demo' }).click()
  await expect(controls).toBeHidden()
  await expect(page.locator('.driver-popover')).toBeHidden()
})

test('The sales demo counts down each timed step, shows its figures and opens its screens', async ({ browser }) => {
  const page = await signedIn(browser, 'viewer')
  await page.goto('/demo-presentation')
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 8: Introduction' })).toBeVisible()
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText('1:00')
  for (const figure of [
    '150K',
    '40%',
    '98.5%',
    '412%',
    '5.7 months',
    '35+',
    'Production lines across units B, C, D, E, G',
  ]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  }
  await expectNoSeriousViolations(page, '/demo-presentation')

  await page.getByRole('button', { name: 'Play' }).click()
  await expect(timer).toHaveText('0:58', { timeout: 5_000 })
  await page.getByRole('button', { name: 'Pause' }).click()
  const paused = await timer.textContent()
  await page.waitForTimeout(1_500)
  await expect(timer).toHaveText(paused!)

  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 8: Engineer workflow' })).toBeVisible()
  await expect(timer).toHaveText('5:00')
  await expect(page.getByText('Key highlights')).toBeVisible()
  await expect(
    page.getByText('Response to issues is 40% faster when the right engineer is told at once.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Show the screen (/engineer-dashboard)' }).click()
  await expect(page).toHaveURL(/\/engineer-dashboard$/)
})
