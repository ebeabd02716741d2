import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/i18n'
import { ageLabel, ageParts } from './age-label'

const NOW = new Date('2026-11-21T15:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString()

describe('age text (spec §9)', () => {
  it('uses minutes under 60, hours under 24 h, else days', () => {
    expect(ageParts(ago(59 * 60_000), NOW)).toEqual({ count: 59, unit: 'minutes' })
    expect(ageParts(ago(60 * 60_000), NOW)).toEqual({ count: 1, unit: 'hours' })
    expect(ageParts(ago(23 * 3_600_000 + 59 * 60_000), NOW)).toEqual({ count: 23, unit: 'hours' })
    expect(ageParts(ago(49 * 3_600_000), NOW)).toEqual({ count: 2, unit: 'days' })
  })

  it('reads "5m ago" in English and translates', async () => {
    expect(ageLabel(i18n.t, ago(5 * 60_000), NOW)).toBe('5m ago')
    await i18n.changeLanguage('pl')
    expect(ageLabel(i18n.t, ago(3 * 3_600_000), NOW)).toBe('3 godz. temu')
    await i18n.changeLanguage('en')
  })
})
