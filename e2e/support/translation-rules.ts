// The language rules of the every-route walk (e2e/every-route.spec.ts): what a pl or lt view may show as it is
// (demo data, usernames, codes, numbers, units, brand names and short word lists) and what is a missing translation
// (an English source text of the locale files, the en view's own text) or a raw text key or stored value.
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
} from '../../shared/constants'
import {
  ALERT_ROUTING,
  TEAMS_DEPARTMENTS,
  TEAMS_TRIGGERS,
  WEBHOOK_DEFAULTS,
  WEBHOOK_STATUSES,
} from '../../shared/teams'
import { englishTexts, type SeenText } from './route-walk'

export const LANGUAGES = ['en', 'pl', 'lt'] as const
export type Language = (typeof LANGUAGES)[number]

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

export interface View {
  key: string
  texts: SeenText[]
}

/** What a pl or lt view shows that is English or raw: sources of the locale files, or the en view's own texts. */
export function translationProblems(
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

export interface DemoData {
  exact: Set<string>
  usernames: Set<string>
  /** Every data text, joined, to find a piece of one. */
  joined: string
}

/** Stored values the screen words itself: departments, and the alert departments' default names. */
const WORDED = new Set<string>([...EQUIPMENT_DEPARTMENTS, ...Object.values(WEBHOOK_DEFAULTS).map((d) => d.name)])

/** The device's data and the data fields of the API's answers; a stored enum value (a status, a department) is not data. */
export function demoData(stored: string[], usernames: Set<string>, answered: Set<string>): DemoData {
  const exact = new Set(
    [...stored, ...answered, ...usernames].filter((s) => s && !ENUM_VALUES.has(s) && !WORDED.has(s)),
  )
  return { exact, usernames, joined: [...exact].join('\n') }
}
