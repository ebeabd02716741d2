// Readable sizes (issue 31 §9): on a 4K wall the clock, the offline banner and the empty state are as large as
// the wall's header, and the Reports offline banner's first line (its title) can be read. Badge sizes on every
// screen are checked by the every-route walker.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signedInPage } from './support/app'
import { device, WALL_4K } from './support/honest'

const fontSize = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))

/** WCAG contrast of an element's text against the background of the nearest box that paints one. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number)
    let box: Element | null = el
    while (box && (rgb(getComputedStyle(box).backgroundColor)[3] ?? 1) === 0) box = box.parentElement
    const lum = ([r, g, b]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    const [a, b] = [
      lum(rgb(getComputedStyle(el).color)),
      lum(rgb(getComputedStyle(box ?? document.body).backgroundColor)),
    ]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
}

/** Empties the device's cached lines (as a device that has never synced them) while offline, and reloads. */
async function forgetLines(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lineside')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('lines', 'readwrite')
          tx.objectStore('lines').clear()
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
  await page.reload()
}

test('On a 4K wall the clock, the offline banner and the empty state are as large as the wall header', async ({
  browser,
}) => {
  const { context, page } = await device(browser, 'operator2', WALL_4K, 'en', { offline: true })
  await page.goto('/production?view=wall')
  const header = page.getByTestId('wall-board').getByRole('heading', { level: 1 })
  await expect(header).toBeVisible()
  const headerSize = await fontSize(header)
  expect(headerSize).toBeGreaterThanOrEqual(40)
  expect(await fontSize(page.getByTestId('live-clock'))).toBeGreaterThanOrEqual(headerSize)

  await context.setOffline(true)
  const banner = page.getByTestId('stale-banner')
  await expect(banner).toContainText('Offline')
  expect(await fontSize(banner.locator('.mantine-Alert-message'))).toBeGreaterThanOrEqual(headerSize)

  await forgetLines(page)
  const empty = page.getByTestId('wall-empty')
  await expect(empty).toHaveText('No production lines yet.')
  expect(await fontSize(empty)).toBeGreaterThanOrEqual(headerSize)
  await context.close()
})

test("The Reports offline banner's first line is its title, readable (not the background's colour)", async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin', { offline: true })
  await page.goto('/reports')
  await expect(page.getByRole('status').filter({ hasText: 'Range shown' })).toBeVisible()
  await page.context().setOffline(true)
  await page.reload()
  const banner = page.getByRole('status').filter({ hasText: 'Reports need the server' })
  await expect(banner).toContainText('You are offline')
  const title = banner.locator('.mantine-Alert-title')
  await expect(title).toHaveText('Reports need the server')
  expect(await contrastOf(title)).toBeGreaterThanOrEqual(4.5)
  expect(await contrastOf(banner.locator('.mantine-Alert-message'))).toBeGreaterThanOrEqual(4.5)
  await page.context().close()
})
