// Floor stories: the operator's phone, the andon board, the locked line tablet and QR ticket logging,
// in Debian's Chromium against the built app and a real server (issue 4).
import { axeOf } from './support/axe'
import { expect, test, type Browser, type BrowserContext } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Equipment, ProductionLine, Ticket } from '../shared/types'
import { apiGet, apiLogin } from './support/api'
import { onlineOnlyContext, signIn, skipSplash, waitForSync } from './support/app'
import { launchWithFakeCamera, writeQrVideo } from './support/fake-camera'
import { lineTablet, operatorPhone, productionBoard } from './support/floor-pages'

const PHONE = { width: 390, height: 844 }

/** A signed-in browser; `offline`: the story takes it offline, so the service worker installs first (support/app). */
async function signedInContext(browser: Browser, username: string, viewport?: typeof PHONE, offline = false) {
  const context = offline ? await browser.newContext() : await onlineOnlyContext(browser)
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, username)
  await waitForSync(page)
  // Signed in at the default size: on a phone-sized login the floating "App Issues?" widget covers Login.
  if (viewport) await page.setViewportSize(viewport)
  return { context, page }
}

test('An operator marks a line OK from the phone while offline, and the production dashboard shows it running after reconnect', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  const lines = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  const stopped = lines.find((l) => l.status === 'stopped')
  if (!stopped) throw new Error('the demo seed has no stopped line')

  const phone = await signedInContext(browser, 'operator', PHONE, true)
  const board = await signedInContext(browser, 'operator2')
  const boardPage = productionBoard(board.page)
  await boardPage.open()
  await expect(boardPage.tile(stopped.id)).toHaveAttribute('data-status', 'stopped')

  await operatorPhone(phone.page).openLine(stopped.name)
  await phone.page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await phone.context.setOffline(true)
  await phone.page.getByRole('button', { name: 'LINE OK' }).click()
  // Offline the phone says what happened — saved on this device — not that the line was updated (issue 17 §2).
  await expect(phone.page.getByText('Saved on this device')).toBeVisible()
  await expect(phone.page.getByText('Not sent yet: it will be sent when the connection returns.')).toBeVisible()
  await expect(phone.page.getByText('Line Status Updated')).toHaveCount(0)
  await expect(phone.page.getByText('LINE OPERATIONAL')).toBeVisible()
  await expect(phone.page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')

  // Nothing has reached the server yet: the board still shows the line stopped.
  expect(await apiGet<ProductionLine>(request, token, `/api/production-lines/${stopped.id}`)).toMatchObject({
    status: 'stopped',
    version: stopped.version,
  })
  await expect(boardPage.tile(stopped.id)).toHaveAttribute('data-status', 'stopped')

  await phone.context.setOffline(false)
  await expect(boardPage.tile(stopped.id)).toHaveAttribute('data-status', 'running', { timeout: 30_000 })
  await expect(boardPage.tile(stopped.id)).toContainText('Active')
  await waitForSync(phone.page)

  // Exactly one change reached the server: one new status (version + 1), issue cleared.
  const after = await apiGet<ProductionLine>(request, token, `/api/production-lines/${stopped.id}`)
  expect(after).toMatchObject({
    status: 'running',
    issue: null,
    version: stopped.version + 1,
    statusChangedBy: 'Olivia Nowak',
  })
  await phone.page.reload()
  await waitForSync(phone.page)
  expect((await apiGet<ProductionLine>(request, token, `/api/production-lines/${stopped.id}`)).version).toBe(
    stopped.version + 1,
  )

  await phone.context.close()
  await board.context.close()
})

test('Resting the mouse on an andon tile shows its IP, status and fault status after 700 ms; the keyboard gets it too', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, 'operator')
  const board = productionBoard(page)
  await board.open()
  const tooltip = page.getByRole('tooltip')
  const first = board.tile(1)
  // In the page: when the pointer entered the tile and when a tooltip first appeared (a loaded machine delays
  // Playwright's own checks, never the page's clock).
  await first.evaluate((tile) => {
    const times: { entered?: number; shown?: number } = {}
    ;(window as unknown as { tipTimes: typeof times }).tipTimes = times
    tile.addEventListener('pointerenter', () => (times.entered ??= performance.now()), { once: true })
    new MutationObserver(() => {
      if (times.shown === undefined && document.querySelector('[role="tooltip"]')) times.shown = performance.now()
    }).observe(document.body, { childList: true, subtree: true, attributes: true })
  })
  await first.hover()
  await expect(tooltip).toBeVisible()
  const { entered, shown } = await page.evaluate(
    () => (window as unknown as { tipTimes: { entered: number; shown: number } }).tipTimes,
  )
  expect(shown - entered).toBeGreaterThanOrEqual(650)
  await expect(tooltip).toHaveText(/^IP: 192\.168\.10\.101Status: (Running|Stopped|Maintenance)Fault status: .+/)
  await expect(first).toHaveAccessibleDescription(/^IP: 192\.168\.10\.101 ?Status: /)
  await page.mouse.move(0, 0)
  await expect(tooltip).toBeHidden()

  // Keyboard focus shows it, on the tile focused (no hover needed); Escape closes it.
  await first.focus()
  await page.keyboard.press('Tab')
  const focusedId = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.lineId)
  expect(focusedId).toBeTruthy()
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText(`IP: 192.168.10.${100 + Number(focusedId)}`)
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await context.close()
})

test('A tablet locked to line 5 is reloaded offline and still shows line 5', async ({ browser }) => {
  const context = await browser.newContext()
  await skipSplash(context)
  // Count the app's screen wake lock requests (headless Chromium has no screen to keep awake).
  await context.addInitScript(() => {
    const counter = window as unknown as { wakeLockRequests: number }
    counter.wakeLockRequests = 0
    const sentinel = {
      released: false,
      release: async () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: async () => ((counter.wakeLockRequests += 1), sentinel) },
    })
  })
  const page = await context.newPage()
  await signIn(page, 'operator')
  await waitForSync(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await lineTablet(page).open(5, 'Unit B - Line 5')

  await page.getByRole('button', { name: 'Lock to Line' }).click()
  await expect(page.getByText('Dashboard Locked')).toBeVisible()
  await expect(page.getByText('Locked to Unit B - Line 5')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Main Dashboard' })).toHaveCount(0)
  const wakeLocks = () => page.evaluate(() => (window as unknown as { wakeLockRequests: number }).wakeLockRequests)
  await expect.poll(wakeLocks).toBeGreaterThan(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveURL(/\/line\/5$/)
  await expect(page.getByRole('heading', { name: 'Unit B - Line 5', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible()
  await expect(page.getByTestId('sync-indicator')).toContainText('Offline')
  await expect.poll(wakeLocks).toBeGreaterThan(0)

  // Power loss: the tablet starts again at the app's start URL, still offline.
  await page.goto('/')
  await expect(page).toHaveURL(/\/line\/5$/)
  await page.goto('/production')
  await expect(page).toHaveURL(/\/line\/5$/)
  await expect(page.getByRole('heading', { name: 'Unit B - Line 5', level: 1 })).toBeVisible()
  await context.close()
})

test.describe('QR codes through the real camera path', () => {
  let workDir: string
  test.beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'lineside-camera-'))
  })
  test.afterAll(() => rmSync(workDir, { recursive: true, force: true }))

  async function phoneWithCamera(qrText: string, baseURL: string | undefined) {
    const cameraBrowser = await launchWithFakeCamera(
      writeQrVideo(qrText, path.join(workDir, `${qrText.replace(/\W/g, '_')}.y4m`)),
    )
    const context: BrowserContext = await cameraBrowser.newContext({ baseURL, permissions: ['camera'] })
    await skipSplash(context)
    const page = await context.newPage()
    await signIn(page, 'operator')
    await waitForSync(page)
    await page.setViewportSize(PHONE)
    return { cameraBrowser, page }
  }

  test("An operator scans an equipment QR code and the engineer's view receives the ticket", async ({
    baseURL,
    browser,
    request,
  }) => {
    const operatorToken = await apiLogin(request, 'operator')
    const equipment = await apiGet<Equipment>(request, operatorToken, '/api/equipment/3')
    const { cameraBrowser, page } = await phoneWithCamera('EQUIPMENT:3', baseURL)
    try {
      await operatorPhone(page).openLine('Unit C - Line 22')
      await page.getByRole('button', { name: 'SCAN TO LOG TICKET' }).click()
      const dialog = page.getByRole('dialog', { name: 'Scan to Log Ticket' })
      await expect(dialog.getByRole('region', { name: 'Scanned equipment' })).toContainText(equipment.name, {
        timeout: 20_000,
      })
      await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('mechanical')
      await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveValue(
        equipment.status === 'maintenance' ? 'high' : 'medium',
      )
      await expect(dialog.getByRole('button', { name: 'Create Ticket' })).toBeDisabled()
      const description = `Scanned at ${Date.now()}: blade guard loose`
      await dialog.getByRole('textbox', { name: /Issue description/ }).fill(description)
      await dialog.getByRole('button', { name: 'Create Ticket' }).click()
      await expect(page.getByText('Ticket Created')).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText(/^Ticket (TKT-\d{6}|pending) created successfully$/)).toBeVisible()

      const engineerToken = await apiLogin(request, 'engineer')
      const received = async () =>
        (await apiGet<Ticket[]>(request, engineerToken, '/api/tickets/engineer-view')).filter(
          (t) => t.description === description,
        )
      await expect.poll(async () => (await received()).length, { timeout: 20_000 }).toBe(1)
      const [ticket] = await received()
      expect(ticket).toMatchObject({
        equipmentId: 3,
        lineName: `${equipment.unitCode} - ${equipment.name}`,
        machineName: equipment.name,
        category: 'mechanical',
        ticketType: 'engineering',
        status: 'open',
        reportedByName: 'Olivia Nowak',
      })
      expect(ticket!.ticketId).toMatch(/^TKT-\d{6}$/)
      await waitForSync(page)
      expect(await received()).toHaveLength(1)

      // And on the engineer's own screen (the engineer board they land on after signing in).
      const engineer = await signedInContext(browser, 'engineer')
      await expect(engineer.page).toHaveURL(/\/engineer-dashboard$/)
      await expect(engineer.page.getByText(description)).toBeVisible()
      await engineer.context.close()
    } finally {
      await cameraBrowser.close()
    }
  })

  test('An unknown QR code shows Invalid QR Code', async ({ baseURL }) => {
    const { cameraBrowser, page } = await phoneWithCamera('HELLO', baseURL)
    try {
      await page.goto('/qr-scanner')
      await page.getByRole('button', { name: 'Start Scanning' }).click()
      await expect(page.getByText('Invalid QR Code').first()).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText('This QR code is not recognized as equipment.').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Scan Again' })).toBeVisible()
    } finally {
      await cameraBrowser.close()
    }
  })
})

test('The floor screens have no serious or critical accessibility violations', async ({ browser }) => {
  // Seven screens and a dialog through axe: more than a minute on a busy shared machine.
  test.setTimeout(150_000)
  const { context, page } = await signedInContext(browser, 'operator')
  const screens: [string, () => Promise<void>][] = [
    ['/production', () => expect(page.getByRole('region', { name: /Unit B/ })).toBeVisible()],
    [
      '/mobile-operator',
      () => expect(page.getByRole('heading', { name: 'Select Your Production Line' })).toBeVisible(),
    ],
    ['/mobile-operator?line=5', () => expect(page.getByRole('heading', { name: 'Unit B - Line 5' })).toBeVisible()],
    ['/line-dashboard', () => expect(page.getByRole('heading', { name: 'Select a Line' })).toBeVisible()],
    ['/line/5', () => expect(page.getByRole('region', { name: 'Recent Issues' })).toBeVisible()],
    ['/qr-scanner', () => expect(page.getByRole('button', { name: 'Start Scanning' })).toBeVisible()],
    ['/qr-labels', () => expect(page.getByTestId('qr-label').first()).toBeVisible()],
  ]
  const found: string[] = []
  const check = async (where: string) => {
    const { violations } = await axeOf(page).analyze()
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      found.push(`${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
  }
  for (const [url, ready] of screens) {
    await page.goto(url)
    await ready()
    await check(url)
  }
  await page.goto('/production')
  await page.getByRole('button', { name: 'REPORT ISSUE' }).click()
  await expect(page.getByRole('dialog', { name: 'Report Production Issue' })).toBeVisible()
  await check('/production Report Production Issue dialog')
  expect(found).toEqual([])
  await context.close()
})
