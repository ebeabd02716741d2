// Shared e2e steps: skip the splash, sign in through the login screen, wait for the first sync.
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'

/** The splash is 5 s by design; stories skip it through the documented flag (docs/decisions/012). */
export async function skipSplash(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('lineside.skipSplash', '1'))
}

export async function signIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page
    .getByLabel('Role')
    .selectOption(
      username.startsWith('engineer') ? 'engineer' : ['admin', 'superadmin'].includes(username) ? 'admin' : 'operator',
    )
  await page.getByRole('button', { name: 'Login' }).click()
  // Accounts whose role is not in the dropdown (it, viewer): the login names their role; Login again.
  const signedIn = page.getByRole('button', { name: 'Open sync panel' })
  const mismatch = page.getByRole('alert').filter({ hasText: 'press Login again' })
  await expect(signedIn.or(mismatch)).toBeVisible()
  if (await mismatch.isVisible()) await page.getByRole('button', { name: 'Login' }).click()
  await expect(signedIn).toBeVisible()
  if (!withoutServiceWorker.has(page.context())) await waitForOfflineReady(page)
}

export interface SignedInOptions {
  password?: string
  /** Wait for the first sync (default): off for screens that are not synced or for a refused sign-in. */
  sync?: boolean
  /**
   * This browser goes offline in the story: the app's service worker installs and controls the page before the
   * story goes on, as on a real device, so screens and reloads offline come from its precache. Without it (the
   * default) the browser blocks service workers: installing one precaches ~305 files, 3-5 s of every sign-in,
   * and a story that stays online never reads them (docs/decisions/262). Such a browser refuses `setOffline(true)`.
   */
  offline?: boolean
  context?: BrowserContextOptions
}

/** Browsers signed in without the service worker (signedInPage without `offline`). */
const withoutServiceWorker = new WeakSet<BrowserContext>()

/** A browser context that blocks service workers, and says so if a story takes it offline. */
export async function onlineOnlyContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' })
  withoutServiceWorker.add(context)
  const setOffline = context.setOffline.bind(context)
  context.setOffline = async (offline: boolean) => {
    if (offline)
      throw new Error('This browser blocks the service worker: sign in with { offline: true } to take it offline')
    await setOffline(offline)
  }
  return context
}

/** A signed-in browser of its own (its own IndexedDB, its own outbox), synced once. */
export async function signedInPage(browser: Browser, username: string, options: SignedInOptions = {}): Promise<Page> {
  const context = options.offline
    ? await browser.newContext(options.context)
    : await onlineOnlyContext(browser, options.context)
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, username, options.password)
  if (options.sync ?? true) await waitForSync(page)
  return page
}

/** The service worker has precached the app and controls this page: every screen now opens offline. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  const controlled = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (navigator.serviceWorker.controller) return true
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true })
        setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 10_000)
      })
    })
  if (await controlled()) return
  // The worker was registered on an earlier page and went active while this one was loading: its claim reached
  // the pages open then, not this one. A user's next load is controlled; so is this page after a reload.
  await page.reload()
  expect(await controlled()).toBe(true)
}

/** Waits until the sync engine has pulled at least once and nothing is waiting. */
export async function waitForSync(page: Page): Promise<void> {
  const indicator = page.getByTestId('sync-indicator')
  await expect(indicator).toHaveAttribute('data-online', 'true')
  await expect(indicator).toHaveAttribute('data-pending', '0')
  await expect(indicator).toContainText('Synced')
}

/** Reads a store of the app's IndexedDB cache (for assertions only; the app itself reads through Dexie). */
export async function countInCache(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lineside')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const req = open.result.transaction(name, 'readonly').objectStore(name).count()
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        }
      }),
    store,
  )
}
