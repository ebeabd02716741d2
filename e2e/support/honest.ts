// Steps for the honest-interface stories (issue 17): a signed-in device of a given size and language,
// the truncation measure, and a raw outbox entry as an older client would have queued it.
import { expect, type Browser, type Page } from '@playwright/test'
import { onlineOnlyContext, signIn, skipSplash, waitForSync } from './app'

export const PHONE = { width: 390, height: 844 }
export const SMALL_PHONE = { width: 360, height: 780 }
export const TABLET = { width: 1280, height: 800 }
export const WALL = { width: 1920, height: 1080 }
export const WALL_4K = { width: 3840, height: 2160 }

type Size = { width: number; height: number }

/** A signed-in device; `offline`: the story takes it offline, so the service worker installs first (app.ts). */
export async function device(
  browser: Browser,
  username: string,
  size: Size,
  language: 'en' | 'pl' | 'lt' = 'en',
  { offline = false }: { offline?: boolean } = {},
) {
  const context = offline
    ? await browser.newContext({ viewport: TABLET })
    : await onlineOnlyContext(browser, { viewport: TABLET })
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, username)
  await waitForSync(page)
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('lineside.lang', lang), language)
    await page.reload()
  }
  await page.setViewportSize(size)
  return { context, page }
}

/** Buttons, badges and status words whose text does not fit their box (cut with "…" or clipped). */
export async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a.mantine-Button-root, .mantine-Badge-root, [data-testid="wall-status-word"], .mantine-SegmentedControl-label'
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null && (el.textContent ?? '').trim() !== '')
      .flatMap((el) => {
        // Cut sideways ("OPERAT…", "Bac"), or a wrapped label clipped by its box's height.
        const labels = [...el.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label')]
        const cut =
          [el, ...labels].some((b) => b.scrollWidth > b.clientWidth + 1) ||
          labels.some((b) => b.scrollHeight > b.clientHeight + 2)
        return cut ? [(el.textContent ?? '').trim()] : []
      })
  })
}

/** Queues a change straight into the outbox, as an older client without the form checks would have. */
export async function queueRaw(page: Page, name: string, args: unknown): Promise<void> {
  await page.evaluate(
    ({ name, args }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lineside')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['outbox', 'meta'], 'readwrite')
          const meta = tx.objectStore('meta')
          const user = JSON.parse(localStorage.getItem('lineside.user') ?? '{}') as {
            id: number
            firstName: string
            lastName: string
          }
          const token = localStorage.getItem('lineside.authToken') ?? ''
          const read = meta.get('nextMutationId')
          read.onsuccess = () => {
            const next = Number(read.result?.value ?? 1)
            // One sync client per user on the device, with gap-free send ids (client/data/outbox.ts).
            const clientKey = `client:${user.id}`
            const client = meta.get(clientKey)
            client.onsuccess = () => {
              const record = (client.result?.value as { clientId: string; next: number } | undefined) ?? {
                clientId: crypto.randomUUID(),
                next: 1,
              }
              tx.objectStore('outbox').add({
                mutationId: next,
                clientId: record.clientId,
                sendId: record.next,
                name,
                args,
                createdAt: new Date().toISOString(),
                userId: user.id,
                userName: `${user.firstName} ${user.lastName}`,
                authToken: token,
              })
              meta.put({ key: 'nextMutationId', value: next + 1 })
              meta.put({ key: clientKey, value: { clientId: record.clientId, next: record.next + 1 } })
            }
          }
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    { name, args },
  )
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
}
