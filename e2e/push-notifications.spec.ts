// Web Push on a phone (issue 34): the opt-in says what will come and asks the browser's permission only on tap;
// a push delivered to the app's service worker through Chromium's DevTools protocol shows a notification whose
// tap opens the ticket — with the phone offline, from the cache.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import type { Ticket } from '../shared/types'
import { apiLogin, apiSend } from './support/api'
import { signIn, skipSplash, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'

/** A DevTools session with the ServiceWorker domain on, and the app's worker registration. */
async function serviceWorkerDomain(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await found }
}

test('A push to the phone shows a notification whose tap opens the ticket offline', async ({ browser, request }) => {
  const description = `E2E push story: line 27 mincer jammed ${Date.now()}`
  const operator = await apiLogin(request, 'operator')
  const ticket = await apiSend<Ticket>(request, operator, 'POST', '/api/tickets', {
    lineId: 27,
    lineName: 'Unit C - Line 27',
    category: 'mechanical',
    priority: 'critical',
    description,
    status: 'open',
  })

  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, 'engineer')
  await waitForSync(page)

  // The opt-in: what the engineer will get, and no permission prompt until they tap.
  await page.getByRole('link', { name: 'Notifications' }).click()
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  await expect(page.getByText('A ticket assigned to you').first()).toBeVisible()
  await expect(page.getByText('A new critical or high-priority ticket in your department').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
  await expect(page.getByTestId('push-state')).toHaveText('Off')
  expect(await page.evaluate(() => Notification.permission)).toBe('default')
  await expectNoSeriousAxe(page, '/notifications')

  // The phone leaves the network; a push arrives from the push service.
  await context.grantPermissions(['notifications'])
  await page.goto('/')
  await waitForSync(page)
  const { cdp, registrationId } = await serviceWorkerDomain(context, page)
  await context.setOffline(true)
  const origin = new URL(page.url()).origin
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({
      kind: 'urgent',
      title: `New critical ticket ${ticket.ticketId} on Unit C - Line 27`,
      body: description,
      url: `/tickets?ticket=${ticket.id}`,
      tag: `urgent:${ticket.id}`,
    }),
  })
  const worker = context.serviceWorkers()[0]!
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const sw = self as unknown as ServiceWorkerGlobalScope
        return (await sw.registration.getNotifications()).map((n) => `${n.title} | ${n.body}`)
      }),
    )
    .toContain(`New critical ticket ${ticket.ticketId} on Unit C - Line 27 | ${description}`)

  // The tap: the notification's click handler opens the ticket in the app's window.
  await worker.evaluate(async () => {
    const sw = self as unknown as ServiceWorkerGlobalScope
    const [notification] = await sw.registration.getNotifications()
    try {
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
    } catch {
      // An untrusted event refuses waitUntil; the handler's work has started by then.
    }
  })
  await expect(page).toHaveURL(new RegExp(`/tickets\\?ticket=${ticket.id}$`))
  await expect(page.getByText(description)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show all tickets' })).toBeVisible()
  await expect(page.getByTestId('sync-indicator')).toContainText('Offline')
  await context.close()
})
