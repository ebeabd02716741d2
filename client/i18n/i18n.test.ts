import { describe, expect, it } from 'vitest'
import { loadBundle } from './bundle'
import { i18n } from './i18n'
import { formatDate, formatDateTime, formatTime } from './format'
import base from './en.json'
import { mergeTrees, type Tree } from './merge'

// Every English text: the first bundle's and the areas that load with their screens (text-areas.ts).
const en = mergeTrees(
  base,
  ...Object.values(import.meta.glob<Tree>('./areas/*/en.json', { eager: true, import: 'default' })),
)
const [pl, lt] = await Promise.all([loadBundle.pl(), loadBundle.lt()])

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

// i18next plurals: `key_one`, `key_few`… Each language has the forms its own plural rules need (issue 31 §5).
const PLURAL = /_(zero|one|two|few|many|other)$/
const baseKey = (key: string) => key.replace(PLURAL, '')
/** Base key → its plural forms present in the file (only keys that have them). */
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const key of keys) {
    const m = PLURAL.exec(key)
    if (m) out.set(baseKey(key), [...(out.get(baseKey(key)) ?? []), m[1]!].sort())
  }
  return out
}
const categories = (lang: string) => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort()
/** The English text a translation is held to: the key itself, or a plural's English "other" form. */
const englishFor = (english: Map<string, string>, key: string) =>
  english.get(key) ?? english.get(`${baseKey(key)}_other`)

describe('locale files', () => {
  const english = leaves(en)
  const englishBases = [...new Set([...english.keys()].map(baseKey))].sort()

  it('English plurals have exactly the forms English needs', () => {
    for (const [key, forms] of pluralForms(english.keys())) expect(forms, key).toEqual(categories('en'))
  })

  for (const [name, file] of [
    ['pl', pl],
    ['lt', lt],
  ] as const) {
    it(`${name} has exactly the English keys, each plural with every form ${name} needs`, () => {
      const other = leaves(file)
      expect([...new Set([...other.keys()].map(baseKey))].sort()).toEqual(englishBases)
      const englishPlurals = pluralForms(english.keys())
      const plurals = pluralForms(other.keys())
      expect([...plurals.keys()].sort()).toEqual([...englishPlurals.keys()].sort())
      for (const [key, forms] of plurals) expect(forms, key).toEqual(categories(name))
    })

    it(`${name} keeps every interpolation placeholder and has no empty text`, () => {
      const other = leaves(file)
      for (const [key, translated] of other) {
        const text = englishFor(english, key) ?? ''
        expect(translated.trim(), key).not.toBe('')
        expect(placeholders(translated), key).toEqual(placeholders(text))
      }
      for (const key of english.keys()) if (!PLURAL.test(key)) expect(other.has(key), key).toBe(true)
    })
  }
})

describe('i18n runtime', () => {
  it('shows a missing key as the key itself', () => {
    expect(i18n.t('no.such.key')).toBe('no.such.key')
  })

  it('falls back to English', async () => {
    await i18n.changeLanguage('pl')
    expect(i18n.t('login.errors.missingFields')).toBe('Podaj nazwę użytkownika i hasło')
    expect(i18n.t('notFound.title', { lng: 'xx' })).toBe('404 Page Not Found')
    await i18n.changeLanguage('en')
  })
})

describe('en-GB formatting', () => {
  const moment = new Date(2026, 10, 21, 15, 48)
  it('formats day first with a 24-hour clock', () => {
    expect(formatDate(moment)).toBe('21/11/2026')
    expect(formatTime(moment)).toBe('15:48')
    expect(formatDateTime(moment)).toBe('21/11/2026, 15:48')
  })
  it('gives an empty string for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('')
  })
})

describe('keys used in the code', () => {
  it('every literal t() key and every mutation label exists in English', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { MUTATION_NAMES } = await import('../../shared/schemas/sync')
    const { mutationLabelKey } = await import('../sync/mutation-label')
    const english = leaves(en)
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name) && !name.includes('.test.')) files.push(path)
      }
    }
    walk('client')
    const used = new Set<string>()
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!)
    }
    for (const name of MUTATION_NAMES) used.add(mutationLabelKey(name))
    const missing = [...used].filter(
      (key) =>
        !english.has(key) && !english.has(`${key}_other`) && ![...english.keys()].some((k) => k.startsWith(`${key}.`)),
    )
    expect(missing).toEqual([])
    expect(used.size).toBeGreaterThan(50)
  })
})
