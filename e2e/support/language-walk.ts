// The every-route walk's browser side (e2e/every-route.spec.ts): one signed-in browser per role and language
// reads each route and tab at desktop width and at 360 px (texts, sideways scroll, badge sizes), with the demo data
// the device holds and the API answered; the three languages of a role walk side by side.
import { expect, type Browser, type Page } from '@playwright/test'
import { onlineOnlyContext, signIn, skipSplash, waitForSync } from './app'
import { collectApiData, readView, settle, trackRequests, urlsFor, type WalkRole } from './route-walk'
import { demoData, LANGUAGES, translationProblems, type Language, type View } from './translation-rules'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 780 }
const USERNAME: Record<WalkRole, string> = { operator: 'operator', engineer: 'engineer', it: 'it', admin: 'admin' }

/** Every text of the demo data the device holds (names, titles, descriptions…), shown as entered in any language. */
async function storedTexts(page: Page): Promise<{ strings: string[]; usernames: Set<string> }> {
  const strings = await page.evaluate(async () => {
    const out: string[] = []
    const collect = (value: unknown) => {
      if (typeof value === 'string') out.push(value.trim())
      else if (Array.isArray(value)) value.forEach(collect)
      else if (value && typeof value === 'object') Object.values(value).forEach(collect)
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lineside')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const queues = ['outbox', 'meta', 'rejected', 'superseded', 'photos']
    for (const store of [...db.objectStoreNames].filter((s) => !queues.includes(s))) {
      collect(
        await new Promise((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll()
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        }),
      )
    }
    db.close()
    // People the admin screens list (names, usernames).
    const token = localStorage.getItem('lineside.authToken')
    const users = await fetch('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } })
    const usernames: string[] = []
    if (users.ok) {
      for (const u of (await users.json()) as { firstName: string; lastName: string; username: string }[]) {
        out.push(`${u.firstName} ${u.lastName}`)
        usernames.push(u.username)
      }
    }
    return { out, usernames }
  })
  return { strings: strings.out, usernames: new Set(strings.usernames) }
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lineside.lang', lang), language)
}

export interface Findings {
  untranslated: string[]
  overflow: string[]
  smallBadges: string[]
}

/** Reads the view at desktop width and at 360 px; the texts of both sizes count. */
async function readBothSizes(page: Page, where: string, key: string, findings: Findings): Promise<View> {
  const desktop = await readView(page)
  await page.setViewportSize(PHONE)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const phone = await readView(page)
  await page.setViewportSize(DESKTOP)
  if (phone.overflow.length) findings.overflow.push(`${where} at 360 px: ${phone.overflow.join('; ')}`)
  for (const badge of new Set([...desktop.smallBadges, ...phone.smallBadges]))
    findings.smallBadges.push(`${where}: ${badge}`)
  return { key, texts: [...desktop.texts, ...phone.texts] }
}

/** Walks one role's routes in one language, signed in once; returns each view's texts by key. */
async function walkLanguage(browser: Browser, role: WalkRole, language: Language, paths: string[], findings: Findings) {
  const context = await onlineOnlyContext(browser, { viewport: DESKTOP })
  await skipSplash(context)
  const page = await context.newPage()
  const openRequests = trackRequests(page)
  const answered = new Set<string>()
  const answersRead = collectApiData(page, answered)
  await signIn(page, USERNAME[role])
  await waitForSync(page)
  const stored = await storedTexts(page)
  const lineId = await page.evaluate(async () => {
    const token = localStorage.getItem('lineside.authToken')
    const lines = (await (
      await fetch('/api/production-lines', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[]
    return lines[0]!.id
  })
  await setLanguage(page, language)
  const views: View[] = []
  for (const path of paths) {
    for (const url of urlsFor(path, lineId)) {
      await page.goto(url)
      await settle(page, openRequests)
      const key = `${url} (${role})`
      views.push(await readBothSizes(page, `${language} ${key}`, key, findings))
      const tabs = page.locator('main [role="tablist"]').first().getByRole('tab')
      const tabCount = await tabs.count()
      for (let i = 1; i < tabCount; i++) {
        await tabs.nth(i).click()
        await settle(page, openRequests)
        views.push(await readBothSizes(page, `${language} ${key} tab ${i + 1}`, `${key} tab ${i + 1}`, findings))
      }
    }
  }
  await answersRead()
  await context.close()
  return { views, data: demoData(stored.strings, stored.usernames, answered) }
}

/** Walks one role's routes in en, pl and lt at once (one signed-in browser per language) and reports. */
export async function walkRole(browser: Browser, role: WalkRole, paths: string[]): Promise<Findings> {
  const findings: Findings = { untranslated: [], overflow: [], smallBadges: [] }
  const [en, ...others] = await Promise.all(
    LANGUAGES.map((language) => walkLanguage(browser, role, language, paths, findings)),
  )
  // The walk read something: a view per route at least, each with its texts.
  expect(en!.views.length).toBeGreaterThanOrEqual(paths.length)
  for (const view of en!.views) expect(view.texts.length, `texts read on ${view.key}`).toBeGreaterThan(3)
  const englishViews = new Map(en!.views.map((v) => [v.key, new Set(v.texts.map((t) => t.text))]))
  for (const view of en!.views) findings.untranslated.push(...translationProblems('en', view, undefined, en!.data))
  others.forEach((walk, i) => {
    for (const view of walk.views)
      findings.untranslated.push(...translationProblems(LANGUAGES[i + 1]!, view, englishViews.get(view.key), walk.data))
  })
  return findings
}

/** The entry screen signed out (the login), in one language, at both sizes. */
export async function walkLogin(browser: Browser, language: Language, findings: Findings): Promise<View> {
  const context = await onlineOnlyContext(browser, { viewport: DESKTOP })
  await skipSplash(context)
  await context.addInitScript((lang) => localStorage.setItem('lineside.lang', lang), language)
  const page = await context.newPage()
  await page.goto('/login')
  await settle(page, trackRequests(page))
  const view = await readBothSizes(page, `${language} /login (signed out)`, '/login', findings)
  await context.close()
  return view
}
