// Screen-size stories (issue 17 §3, §5, §6): the wall display, no cut words on phones in three languages,
// toasts that cover no control, and a "Clear Cache" that cannot kill the offline app.
import { axeOf } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import type { ProductionLine } from '../shared/types'
import { apiGet, apiLogin, withoutHygieneHold } from './support/api'
import { signIn, waitForSync } from './support/app'
import { operatorPhone } from './support/floor-pages'
import { cutLabels, device, expectNoHorizontalScroll, PHONE, SMALL_PHONE, WALL, WALL_4K } from './support/honest'

async function statusWordSize(page: Page): Promise<number> {
  return page
    .getByTestId('wall-status-word')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
}

test('The wall display shows every line on one screen at 1080p and 4K, colour + word + icon, no chrome, no cursor', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  const lines = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  const { context, page } = await device(browser, 'operator2', WALL, 'en', { offline: true })
  await page.goto('/production')
  await page.getByRole('link', { name: 'Wall display' }).click()
  await expect(page).toHaveURL(/\/production\?view=wall$/)
  const wall = page.getByTestId('wall-board')
  await expect(wall.getByRole('listitem')).toHaveCount(lines.length)
  await expect(page.getByRole('button', { name: 'Open sync panel' })).toHaveCount(0)
  expect(await wall.evaluate((el) => getComputedStyle(el).cursor)).toBe('none')

  for (const size of [WALL, WALL_4K]) {
    await page.setViewportSize(size)
    // Every tile inside the screen; nothing to scroll.
    const outside = await wall.getByRole('listitem').evaluateAll(
      (tiles) =>
        tiles.filter((t) => {
          const r = t.getBoundingClientRect()
          return r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1 || r.height < 40
        }).length,
    )
    expect(outside).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true)
    expect(await cutLabels(page)).toEqual([])
  }
  expect(await statusWordSize(page)).toBeGreaterThanOrEqual(48)
  await page.setViewportSize(WALL)
  expect(await statusWordSize(page)).toBeGreaterThanOrEqual(32)

  // Never colour alone: each tile has its status word and an icon.
  const stopped = lines.find((l) => l.status === 'stopped')
  if (stopped) {
    const tile = wall.locator(`[data-line-id="${stopped.id}"]`)
    await expect(tile.getByTestId('wall-status-word')).toHaveText('Stopped')
    await expect(tile.locator('svg[data-icon="stopped"]')).toHaveCount(1)
    await expect(tile).toContainText(/for \d/)
  }
  await expect(wall.locator('[data-count="running"]')).toHaveText(
    `${lines.filter((l) => l.status === 'running').length} running`,
  )
  expect((await axeOf(page).analyze()).violations).toEqual([])

  await context.setOffline(true)
  await expect(page.getByTestId('stale-banner')).toContainText('Offline — last updated')
  await context.setOffline(false)
  await page.getByRole('link', { name: 'Exit wall display' }).click()
  await expect(page.getByRole('heading', { name: 'Production Dashboard' })).toBeVisible()
  await context.close()
})

for (const language of ['en', 'pl', 'lt'] as const) {
  test(`No status word or button label is cut on phones at 360 and 390 px (${language})`, async ({
    browser,
    request,
  }) => {
    const token = await apiLogin(request, 'operator')
    const lines = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
    const stopped = lines.find((l) => l.status === 'stopped') ?? lines[0]!
    const { context, page } = await device(browser, 'operator', PHONE, language)
    for (const size of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(size)
      for (const path of [
        '/mobile-operator',
        `/mobile-operator?line=${stopped.id}`,
        '/production',
        `/line/${stopped.id}`,
        '/dashboard',
      ]) {
        await page.goto(path)
        await expect(page.locator('main button, main a').first()).toBeVisible()
        expect(await cutLabels(page), `${path} at ${size.width}px`).toEqual([])
        await expectNoHorizontalScroll(page)
      }
    }
    await context.close()
  })
}

test('Toasts sit where they cover no control, at most three, newest first', async ({ browser, request }) => {
  const token = await apiLogin(request, 'operator')
  // Line 8 is this story's own; its presses are not about hygiene clearance.
  const line = (await apiGet<ProductionLine[]>(request, token, '/api/production-lines')).find((l) => l.id === 8)
  await withoutHygieneHold(request, 8)
  const { context, page } = await device(browser, 'operator', PHONE, 'en', { offline: true })
  await operatorPhone(page).openLine(line!.name)
  await context.setOffline(true)
  for (let i = 0; i < 5; i += 1)
    await page.getByRole('button', { name: i % 2 ? 'LINE OK' : 'MAINTENANCE', exact: true }).click()
  const toasts = page.locator('.mantine-Notification-root')
  await page.waitForTimeout(600)
  expect(await toasts.count()).toBeLessThanOrEqual(3)
  expect(await toasts.count()).toBeGreaterThanOrEqual(1)
  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.mantine-Notification-root')].map((t) => t.getBoundingClientRect())
    return [...document.querySelectorAll('main button')]
      .filter((b) => !b.closest('.mantine-Notification-root'))
      .filter((b) => {
        const r = b.getBoundingClientRect()
        return boxes.some((t) => r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top)
      }).length
  })
  expect(overlaps).toBe(0)

  await context.setOffline(false)
  await waitForSync(page)
  await page.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  await expect(toasts.filter({ hasText: 'Maintenance Mode' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'LINE OK' }).click()
  await expect(toasts.filter({ hasText: 'Line Status Updated' })).toBeVisible({ timeout: 15_000 })
  await expect(toasts.first()).toContainText('Line Status Updated')
  await context.close()
})

test('"Clear Cache & Reload" is never offered offline, warns about unsent changes online, and covers nothing', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  // Line 10 is this story's own.
  const line = (await apiGet<ProductionLine[]>(request, token, '/api/production-lines')).find((l) => l.id === 10)
  await withoutHygieneHold(request, 10)
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  // The splash's help is in the page's flow, under the progress bar.
  const help = page.getByRole('button', { name: 'App not loading?' })
  await expect(help).toBeVisible({ timeout: 6_000 })
  await page.evaluate(() => localStorage.setItem('lineside.skipSplash', '1'))
  await signIn(page, 'operator')
  await waitForSync(page)

  await operatorPhone(page).openLine(line!.name)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'LINE OK' }).click()
  await page.evaluate(() => localStorage.removeItem('lineside.skipSplash'))
  await page.reload()
  await expect(page.getByRole('progressbar')).toBeVisible()
  await page.waitForTimeout(3_500)
  await expect(page.getByRole('button', { name: 'App not loading?' })).toHaveCount(0)

  // Back online but the server does not take pushes yet: the change is still only on this device.
  await page.route('**/api/sync/push', (route) => route.abort())
  await context.setOffline(false)
  await page.reload()
  await page.getByRole('button', { name: 'App not loading?' }).click({ timeout: 6_000 })
  // The splash waits while the question is open.
  await page.waitForTimeout(2_500)
  await expect(page.getByRole('alert').filter({ hasText: 'Changes on this device not sent yet: 1.' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await context.close()
})

test('On a phone the login help never covers Login, and is not offered offline', async ({ browser }) => {
  const context = await browser.newContext({ viewport: SMALL_PHONE })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('lineside.skipSplash', '1'))
  await page.goto('/login')
  const login = page.getByRole('button', { name: 'Login' })
  const help = page.getByRole('complementary', { name: 'App Issues?' })
  await expect(help).toBeVisible()
  const [a, b] = [await login.boundingBox(), await help.boundingBox()]
  expect(a && b && (a.y + a.height <= b.y || b.y + b.height <= a.y)).toBe(true)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)
  await expect(help).toHaveCount(0)
  await context.close()
})
