// IT on a phone (issue 31 §6): /it-dashboard was 36,000 px tall at 360 px with the IT tickets below all 40 line
// cards. What IT works on comes first, and the line cards open on request.
import { expect, test } from '@playwright/test'
import { device, SMALL_PHONE } from './support/honest'

test('On a 360 px phone the IT dashboard shows the IT tickets first and the line list on request', async ({
  browser,
}) => {
  const { context, page } = await device(browser, 'it', SMALL_PHONE)
  await page.goto('/it-dashboard')
  const tickets = page.getByRole('heading', { name: 'IT Support Dashboard' })
  const lines = page.getByRole('heading', { name: 'Production Line Monitoring' })
  await expect(page.getByRole('article').first()).toBeVisible()
  const top = async (heading: typeof tickets) => (await heading.boundingBox())!.y
  expect(await top(tickets)).toBeLessThan(await top(lines))

  const cards = page.locator('[data-border]')
  await expect(cards).toHaveCount(8)
  const height = () => page.evaluate(() => document.documentElement.scrollHeight)
  const short = await height()
  const more = page.getByRole('button', { name: /^Show all lines \(\d+\)$/ })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.click()
  expect(await cards.count()).toBeGreaterThan(8)
  expect(await height()).toBeGreaterThan(short)
  await page.getByRole('button', { name: 'Show fewer lines' }).click()
  await expect(cards).toHaveCount(8)
  await context.close()
})
