// The every-route walker (issue 31 §4, §6, §9): the route list read from the client's route table, the signed-in
// role that sees each route, and what one rendered view shows — its visible texts, what sticks out sideways at
// phone width, and badges set smaller than 12 px.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

/**
 * Every screen path of `client/app/routes.tsx` (its SCREENS table, read the way scripts/vite/route-preloads.ts
 * reads it, since the table itself imports the screens), plus the signed-in entry path. A new route is walked
 * without touching the walker.
 */
export function routeTablePaths(): string[] {
  const source = readFileSync('client/app/routes.tsx', 'utf8')
  const table = /const SCREENS[^{]*{([\s\S]*?)\n}/.exec(source)?.[1] ?? ''
  const entries = [...table.matchAll(/^\s*'(\/[^']*)':[^']*'([^']+)'/gm)].map((m) => ({ path: m[1]!, module: m[2]! }))
  expect(entries.length, 'screens found in the route table').toBeGreaterThan(25)
  // A second path to the same screen without parameters (/admin-dashboard, /mobile-engineer) shows the same view.
  const seen = new Set<string>()
  const paths = entries
    .filter((e) => e.path.includes(':') || (!seen.has(e.module) && seen.add(e.module)))
    .map((e) => e.path)
  return ['/dashboard', ...paths]
}

export type WalkRole = 'operator' | 'engineer' | 'it' | 'admin'

/**
 * The role whose screen each path is (its home role), so the walk sees the screen as its users do. Admins pass
 * every role gate (spec §6), so every other path — and any new one — is walked as an admin.
 */
const HOME_ROLE: Record<string, WalkRole> = {
  '/dashboard': 'operator',
  '/production': 'operator',
  '/mobile-operator': 'operator',
  '/line-dashboard': 'operator',
  '/line/:lineId': 'operator',
  '/qr-scanner': 'operator',
  '/loft-dashboard': 'operator',
  '/handover': 'operator',
  '/engineer-dashboard': 'engineer',
  '/engineering-queue': 'engineer',
  '/my-tickets': 'engineer',
  '/engineer-mobile': 'engineer',
  '/mobile-engineer': 'engineer',
  '/engineering': 'engineer',
  '/it-dashboard': 'it',
  '/monitoring': 'it',
}

export const roleFor = (path: string): WalkRole => HOME_ROLE[path] ?? 'admin'

/** Route paths → the URLs walked: a parameter gets a demo value; the board's wall view is a view of its own. */
export function urlsFor(path: string, lineId: number): string[] {
  const url = path.replace(':lineId', String(lineId))
  return path === '/production' ? [url, `${url}?view=wall`] : [url]
}

/** Every English text of the app (base file and areas), flattened: the sources a translation replaces. */
export function englishTexts(): { values: Set<string>; templates: RegExp[]; namespaces: Set<string> } {
  const files = [
    'client/i18n/en.json',
    ...readdirSync('client/i18n/areas').map((a) => `client/i18n/areas/${a}/en.json`),
  ]
  const values = new Set<string>()
  const templates: RegExp[] = []
  const namespaces = new Set<string>()
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      if (!node.includes('{{')) values.add(node.trim())
      // A template is a source only where its own words say something ("Checked {{time}}", not "{{n}} min").
      else if (/[A-Za-z]{4}/.test(node.replace(/{{[^}]*}}/g, ''))) {
        const pattern = node
          .trim()
          .split(/{{[^}]*}}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')
        templates.push(new RegExp(`^${pattern}$`))
      }
    } else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value)
  }
  for (const file of files) {
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    for (const key of Object.keys(tree)) namespaces.add(key)
    walk(tree)
  }
  return { values, templates, namespaces }
}

export interface SeenText {
  text: string
  /** The element that shows it (tag, test id or class), to find it in a failure. */
  where: string
  /** Shown as code (`<code>`, `<kbd>`): an identifier such as a table or audit action name, not a word. */
  code: boolean
}

export interface ViewReport {
  texts: SeenText[]
  /** Elements reaching past the right edge while the page scrolls sideways (empty when it does not). */
  overflow: string[]
  /** Badges (Mantine's and the app's status/priority badges) whose text is under 12 px. */
  smallBadges: string[]
}

/** Reads what the page shows now. Text comes from text nodes (not innerText, so CSS upper-casing is ignored). */
export function readView(page: Page): Promise<ViewReport> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid')
      const cls = [...el.classList].find((c) => c.startsWith('mantine-') || c.includes('_')) ?? ''
      const text = (el.textContent ?? '').trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}${cls ? ` .${cls}` : ''}> "${text}"`
    }
    const shown = (el: Element) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0
    }
    const texts: { text: string; where: string; code: boolean }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !shown(parent)) continue
      texts.push({ text, where: describe(parent), code: parent.closest('code, kbd') !== null })
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!shown(el)) continue
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim()
        if (value) texts.push({ text: value, where: `${attr} of ${describe(el)}`, code: false })
      }
    }

    const root = document.documentElement
    const overflow: string[] = []
    if (root.scrollWidth > root.clientWidth + 1) {
      // What widens the page: elements past the right edge that no scrolling or clipping box of their own holds
      // (hidden ones too: an invisible element still widens the page), the outermost of each, widest first.
      const held = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return true
        return false
      }
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.right > root.clientWidth + 1 && !held(el)
      })
      const outermost = wide
        .filter((el) => !wide.some((other) => other !== el && other.contains(el)))
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      // Text that runs out of a box that itself fits (a long word that does not wrap): the innermost such box.
      const reach = (el: Element) => el.getBoundingClientRect().left + el.scrollWidth
      const spills = (el: Element) =>
        el.getBoundingClientRect().right <= root.clientWidth + 1 && reach(el) > root.clientWidth + 1
      const spilling = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          spills(el) &&
          !held(el) &&
          ![...el.children].some((c) => spills(c) || c.getBoundingClientRect().right > root.clientWidth + 1),
      )
      overflow.push(
        `page is ${root.scrollWidth} px wide in ${root.clientWidth} px`,
        ...outermost
          .slice(0, 4)
          .map(
            (el) =>
              `${describe(el)}${shown(el) ? '' : ' (hidden)'} ends at ${Math.round(el.getBoundingClientRect().right)} px`,
          ),
        ...spilling.slice(0, 4).map((el) => `text of ${describe(el)} runs to ${Math.round(reach(el))} px`),
      )
    }

    const smallBadges = [...document.querySelectorAll('.mantine-Badge-root, [data-badge]')]
      .filter((el) => shown(el) && (el.textContent ?? '').trim() !== '')
      .filter((el) => {
        const label = el.querySelector('.mantine-Badge-label') ?? el
        return parseFloat(getComputedStyle(label).fontSize) < 12
      })
      .map((el) => `${describe(el)} ${getComputedStyle(el.querySelector('.mantine-Badge-label') ?? el).fontSize}`)
    return { texts, overflow, smallBadges }
  })
}

/**
 * Waits until the screen has drawn: a level-1 heading (every screen has one) or the wall board, no loader
 * showing, and no request of its own still open (the event stream never ends, so it is not counted).
 */
export async function settle(page: Page, openRequests: () => number): Promise<void> {
  await expect(page.locator('h1, [data-testid="wall-board"]').first()).toBeVisible({ timeout: 15_000 })
  const deadline = Date.now() + 8_000
  let quietSince = 0
  while (Date.now() < deadline) {
    const busy =
      openRequests() > 0 || (await page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible').count()) > 0
    if (busy) quietSince = 0
    else if (!quietSince) quietSince = Date.now()
    else if (Date.now() - quietSince > 100) break
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Fields of the API's answers that hold what people typed or named (stop reasons, descriptions, names…). */
const DATA_FIELDS = new Set([
  'name',
  'lineName',
  'description',
  'title',
  'reason',
  'key',
  'username',
  'firstName',
  'lastName',
  'location',
  'locations',
  'notes',
  'content',
  'resolutionSummary',
  'systemAffected',
  'sku',
  'type',
  'manufacturer',
  'model',
  'serialNumber',
  'productName',
  'category',
  // What a QA user wrote on a failed clearance item (hygiene records, issue 29).
  'correctiveAction',
])

/** Collects the data fields of every API answer the page receives into `into`; await the result before reading. */
export function collectApiData(page: Page, into: Set<string>): () => Promise<void> {
  const pending: Promise<void>[] = []
  const collect = (value: unknown, field: string | null) => {
    if (typeof value === 'string') {
      if (field && DATA_FIELDS.has(field)) into.add(value.trim())
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, field))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k)
  }
  page.on('response', (res) => {
    const url = res.url()
    if (
      !url.includes('/api/') ||
      url.includes('/api/events') ||
      !(res.headers()['content-type'] ?? '').includes('json')
    )
      return
    pending.push(
      res.json().then(
        (body) => collect(body, null),
        () => undefined,
      ),
    )
  })
  return async () => {
    await Promise.all(pending)
  }
}

/** Counts the page's open requests, except the never-ending event stream. */
export function trackRequests(page: Page): () => number {
  const open = new Set<object>()
  const counted = (url: string) => !url.includes('/api/events')
  page.on('request', (r) => counted(r.url()) && open.add(r))
  page.on('requestfinished', (r) => open.delete(r))
  page.on('requestfailed', (r) => open.delete(r))
  return () => open.size
}
