// Every route, in every language, with the demo data (issue 31 §4, §6, §9). For each route of the client's route
// table, signed in as the role whose screen it is, each tab of the screen is read at desktop width and at 360 px:
// - pl and lt show no text that is its English source, and no language shows a raw text key or enum value;
// - at 360 px nothing makes the page scroll sideways (the failure names the element);
// - badges are at least 12 px.
// One signed-in browser per role and language (the three languages of a role walk side by side); a view's pl and
// lt texts are compared with the en walk's texts of the same view and with every English source of the locale
// files. Allowed to stay as they are: the demo data (read from the device and from the API's name/description
// fields), usernames, identifiers shown as code, numbers/codes/units, and the short word lists below.
import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  ENGINEER_STATUSES,
  EQUIPMENT_DEPARTMENTS,
  ISSUE_CATEGORIES,
  LINE_STATUSES,
  LINE_TICKET_CATEGORIES,
  MACHINE_STATUSES,
  MACHINE_TYPES,
  PRIORITIES,
  QR_TICKET_CATEGORIES,
  ROLE_NAMES,
  TICKET_STATUSES,
} from '../shared/constants'
import { ALERT_ROUTING, TEAMS_DEPARTMENTS, TEAMS_TRIGGERS, WEBHOOK_DEFAULTS, WEBHOOK_STATUSES } from '../shared/teams'
import { signIn, skipSplash, waitForSync } from './support/app'
import {
  collectApiData,
  englishTexts,
  readView,
  roleFor,
  routeTablePaths,
  settle,
  trackRequests,
  urlsFor,
  type SeenText,
  type WalkRole,
} from './support/route-walk'

const LANGUAGES = ['en', 'pl', 'lt'] as const
type Language = (typeof LANGUAGES)[number]
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 780 }
const USERNAME: Record<WalkRole, string> = { operator: 'operator', engineer: 'engineer', it: 'it', admin: 'admin' }

const english = englishTexts()
/** Stored values that must never reach the screen as they are (their words come from the locale files). */
const ENUM_VALUES = new Set<string>([
  ...LINE_STATUSES,
  ...MACHINE_STATUSES,
  ...MACHINE_TYPES,
  ...PRIORITIES,
  ...TICKET_STATUSES,
  ...ENGINEER_STATUSES,
  ...ISSUE_CATEGORIES,
  ...LINE_TICKET_CATEGORIES,
  ...QR_TICKET_CATEGORIES,
  ...ROLE_NAMES,
  ...TEAMS_DEPARTMENTS,
  ...Object.values(ALERT_ROUTING).flat(),
  ...TEAMS_TRIGGERS,
  ...WEBHOOK_STATUSES,
])

/**
 * Words that are the same in every language on purpose: brand and product names, format and standard names,
 * unit symbols, and the language names of the switcher. Any other text equal to English is a missing translation.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Lineside',
  'Microsoft',
  'Teams',
  'Dataverse',
  'SharePoint',
  'Excel',
  'xlsx',
  'Node.js',
  'Multivac',
  'Weibull',
  'Pareto',
  'CSV',
  'JSON',
  'PDF',
  'QR',
  'URL',
  'API',
  'IT',
  'OK',
  'PWA',
  'SKU',
  'ID',
  'MTBF',
  'MTTR',
  'OEE',
  'BPM',
  'https',
  'English',
  'Polski',
  'Lietuvių',
  'EN',
  'PL',
  'LT',
  'g',
  'kg',
  'min',
  'h',
  's',
  'ms',
  'MB',
  'KB',
  '°C',
  'px',
])
/** Words Polish or Lithuanian write as English does. */
const SAME_IN: Record<Exclude<Language, 'en'>, Set<string>> = {
  pl: new Set([
    'Status',
    'Admin',
    'Administrator',
    'Role',
    'Webhook',
    'Email',
    'E-mail',
    'Online',
    'Offline',
    'Start',
    'Demo',
    'Operator',
    'System',
  ]),
  lt: new Set([]),
}

/** Numbers, dates, codes (SKUs, line ids, `ENV_NAMES`), units and allowed words only: nothing to translate. */
function isLanguageNeutral(text: string, language: Exclude<Language, 'en'>): boolean {
  const words = text
    .replace(/\bhttps?:\/\/\S*/g, ' ')
    .split(/[\s,;:·()[\]/–—…|]+/)
    .filter((w) => /\p{L}/u.test(w))
  const code = (w: string) =>
    (/^[A-Z0-9]+([-_.][A-Z0-9]+)*$/.test(w) && (/[0-9_]/.test(w) || w.length <= 3)) || /^\S+@\S+\.\S+$/.test(w)
  return words.every((w) => code(w) || /^v?\d/.test(w) || SAME_IN_EVERY_LANGUAGE.has(w) || SAME_IN[language].has(w))
}

const RAW_KEY = /^[a-z][a-zA-Z0-9-]*(\.[a-zA-Z0-9_-]+)+$/
const SNAKE_CASE = /^[a-z]+(_[a-z0-9]+)+$/

function rawProblem({ text, code, where }: SeenText, data: DemoData): string | null {
  // Identifiers shown as code (database tables, audit actions) are what they are called; so are usernames, and
  // a chart's label broken into lines ("…pressure on", "line") shows pieces of the data.
  if (code || data.usernames.has(text) || (where.startsWith('<tspan') && isData(text, data))) return null
  if (RAW_KEY.test(text) && english.namespaces.has(text.split('.')[0]!)) return 'raw text key'
  if (ENUM_VALUES.has(text) || SNAKE_CASE.test(text)) return 'raw value'
  return null
}

const isEnglishSource = (text: string) => english.values.has(text) || english.templates.some((t) => t.test(text))

/** Demo data (names, titles, descriptions…) is shown as entered: as it is, as a list, or a piece per chart line. */
function isData(text: string, data: DemoData): boolean {
  const one = (part: string) => data.exact.has(part) || (part.length >= 4 && data.joined.includes(part))
  return one(text) || text.split(/,\s*/).every(one)
}

interface View {
  key: string
  texts: SeenText[]
}

/** What a pl or lt view shows that is English or raw: sources of the locale files, or the en view's own texts. */
function translationProblems(
  language: Language,
  view: View,
  englishView: Set<string> | undefined,
  data: DemoData,
): string[] {
  const found = new Set<string>()
  for (const seen of view.texts) {
    const { text, where } = seen
    const raw = rawProblem(seen, data)
    if (raw) found.add(`${raw} "${text}" in ${where}`)
    if (
      language === 'en' ||
      raw ||
      seen.code ||
      data.usernames.has(text) ||
      isData(text, data) ||
      isLanguageNeutral(text, language)
    )
      continue
    if (isEnglishSource(text)) found.add(`English "${text}" in ${where}`)
    else if (englishView?.has(text)) found.add(`same as in English: "${text}" in ${where}`)
  }
  return [...found].map((p) => `${language} ${view.key}: ${p}`)
}

interface DemoData {
  exact: Set<string>
  usernames: Set<string>
  /** Every data text, joined, to find a piece of one. */
  joined: string
}

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

/** Stored values the screen words itself: departments, and the alert departments' default names. */
const WORDED = new Set<string>([...EQUIPMENT_DEPARTMENTS, ...Object.values(WEBHOOK_DEFAULTS).map((d) => d.name)])

/** The device's data and the data fields of the API's answers; a stored enum value (a status, a department) is not data. */
function demoData(stored: string[], usernames: Set<string>, answered: Set<string>): DemoData {
  const exact = new Set(
    [...stored, ...answered, ...usernames].filter((s) => s && !ENUM_VALUES.has(s) && !WORDED.has(s)),
  )
  return { exact, usernames, joined: [...exact].join('\n') }
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lineside.lang', lang), language)
}

interface Findings {
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
  const context = await browser.newContext({ viewport: DESKTOP })
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
async function walkRole(browser: Browser, role: WalkRole, paths: string[]): Promise<Findings> {
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
async function walkLogin(browser: Browser, language: Language, findings: Findings): Promise<View> {
  const context = await browser.newContext({ viewport: DESKTOP })
  await skipSplash(context)
  await context.addInitScript((lang) => localStorage.setItem('lineside.lang', lang), language)
  const page = await context.newPage()
  await page.goto('/login')
  await settle(page, trackRequests(page))
  const view = await readBothSizes(page, `${language} /login (signed out)`, '/login', findings)
  await context.close()
  return view
}

test('The login page in en, pl and lt: translated, no raw keys or values, no sideways scroll at 360 px, badges ≥ 12 px', async ({
  browser,
}) => {
  const findings: Findings = { untranslated: [], overflow: [], smallBadges: [] }
  const [en, ...others] = await Promise.all(LANGUAGES.map((language) => walkLogin(browser, language, findings)))
  expect(en!.texts.length).toBeGreaterThan(3)
  const none: DemoData = { exact: new Set(), usernames: new Set(), joined: '' }
  findings.untranslated.push(...translationProblems('en', en!, undefined, none))
  others.forEach((view, i) =>
    findings.untranslated.push(
      ...translationProblems(LANGUAGES[i + 1]!, view, new Set(en!.texts.map((t) => t.text)), none),
    ),
  )
  expect.soft(findings.untranslated, 'texts left in English or raw').toEqual([])
  expect.soft(findings.overflow, 'pages scrolling sideways at 360 px').toEqual([])
  expect.soft(findings.smallBadges, 'badges under 12 px').toEqual([])
})

const byRole = new Map<WalkRole, string[]>()
for (const path of routeTablePaths()) byRole.set(roleFor(path), [...(byRole.get(roleFor(path)) ?? []), path])

for (const [role, paths] of byRole) {
  test(`Every ${role} route in en, pl and lt: translated, no raw keys or values, no sideways scroll at 360 px, badges ≥ 12 px`, async ({
    browser,
  }) => {
    // About 8 s per route and tab in three languages at two widths: the admin walk has the most of them.
    test.setTimeout(Math.max(180_000, paths.length * 12_000))
    const findings = await walkRole(browser, role, paths)
    expect.soft(findings.untranslated, 'texts left in English or raw').toEqual([])
    expect.soft(findings.overflow, 'pages scrolling sideways at 360 px').toEqual([])
    expect.soft(findings.smallBadges, 'badges under 12 px').toEqual([])
  })
}
