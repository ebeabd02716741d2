import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../i18n/i18n'
import { formatNumber, formatPercent } from './format-number'

// Intl writes a no-break space (U+00A0 or U+202F) where a person reads a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => i18n.changeLanguage('en'))

describe('numbers in the user language', () => {
  it('writes decimals, thousands and percentages as each language does', () => {
    expect([
      formatNumber(5.7, undefined, 'en'),
      formatNumber(5.7, undefined, 'pl'),
      formatNumber(5.7, undefined, 'lt'),
    ]).toEqual(['5.7', '5,7', '5,7'])
    expect([
      formatNumber(12500, undefined, 'en'),
      plain(formatNumber(12500, undefined, 'pl')),
      plain(formatNumber(12500, undefined, 'lt')),
    ]).toEqual(['12,500', '12 500', '12 500'])
    expect([
      formatPercent(98.5, 1, 'en'),
      plain(formatPercent(98.5, 1, 'pl')),
      plain(formatPercent(98.5, 1, 'lt')),
    ]).toEqual(['98.5%', '98,5%', '98,5 %'])
  })

  it('follows the language the user chose', async () => {
    await i18n.changeLanguage('pl')
    expect(formatNumber(0.25, { maximumFractionDigits: 2 })).toBe('0,25')
    expect(formatPercent(40)).toBe('40%')
  })
})

describe('no screen writes a number its own way', () => {
  it('has no toFixed() and no `${n}%` in the screens (use formatNumber / formatPercent)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs')
    const { join } = await import('node:path')
    // SVG path coordinates are drawing data, not text a person reads.
    const drawing = new Set(['client/features/maintenance/failure-chart.tsx'])
    const found: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !drawing.has(path)) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/\.toFixed\(|\}%[`<]|\}%\s*$/.test(line)) found.push(`${path}:${i + 1}: ${line.trim()}`)
            })
        }
      }
    }
    for (const dir of ['client/features', 'client/entities', 'client/components']) walk(dir)
    expect(found).toEqual([])
  })

  it('has no "{{n}}%" in the texts: the percentage comes formatted', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const files = ['client/i18n/en.json', 'client/i18n/pl.json', 'client/i18n/lt.json']
    for (const area of readdirSync('client/i18n/areas'))
      for (const l of ['en', 'pl', 'lt']) files.push(`client/i18n/areas/${area}/${l}.json`)
    const found = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/"[^"]*\{\{\s*\w+\s*\}\}\s?%[^"]*"/g)].map((m) => `${f}: ${m[0]}`),
    )
    expect(found).toEqual([])
  })

  it('writes Lithuanian percentages with a space before the sign, as Intl does ("98,5 %")', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const files = [
      'client/i18n/lt.json',
      ...readdirSync('client/i18n/areas').map((area) => `client/i18n/areas/${area}/lt.json`),
    ]
    expect(
      files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/"[^"]*\d%[^"]*"/g)].map((m) => `${f}: ${m[0]}`)),
    ).toEqual([])
  })
})
