import { describe, expect, it } from 'vitest'
import en from './en.json'
import lt from './lt.json'
import pl from './pl.json'
import { i18n } from './i18n'
import { formatDate, formatDateTime, formatTime } from './format'

type Tree = { [key: string]: string | Tree }

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

describe('locale files', () => {
  const english = leaves(en)
  for (const [name, file] of [['pl', pl], ['lt', lt]] as const) {
    it(`${name} has exactly the English keys`, () => {
      const other = leaves(file)
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort())
    })

    it(`${name} keeps every interpolation placeholder and has no empty text`, () => {
      const other = leaves(file)
      for (const [key, text] of english) {
        const translated = other.get(key) ?? ''
        expect(translated.trim(), key).not.toBe('')
        expect(placeholders(translated), key).toEqual(placeholders(text))
      }
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
