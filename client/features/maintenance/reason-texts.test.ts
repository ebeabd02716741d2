import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { factorText, modelText, percent } from './reason-texts'

afterEach(() => i18n.changeLanguage('en'))

const life = (count: number) => i18n.t('maintenance.health.lifeDays', { count })

describe('maintenance texts count and write numbers as each language does (issue 31 §5)', () => {
  it('English: one day, two days', () => {
    expect([life(1), life(2)]).toEqual(['About 1 day', 'About 2 days'])
    expect(factorText(i18n.t.bind(i18n), { code: 'frequentFailures', count: 1, days: 90 })).toBe(
      '1 failure in the last 90 days',
    )
    expect(factorText(i18n.t.bind(i18n), { code: 'longSinceRepair', days: 1, typicalDays: 30 })).toBe(
      '1 day since the last repair; it usually runs 30',
    )
  })

  it('Polish: one, few, many', async () => {
    await i18n.changeLanguage('pl')
    expect([life(1), life(3), life(5), life(22)]).toEqual([
      'Około 1 dnia',
      'Około 3 dni',
      'Około 5 dni',
      'Około 22 dni',
    ])
    expect(factorText(i18n.t.bind(i18n), { code: 'frequentFailures', count: 3, days: 90 })).toBe(
      '3 awarie w ostatnich 90 dniach',
    )
    expect(percent(0.456)).toBe('46%')
    expect(
      modelText(i18n.t.bind(i18n), {
        kind: 'weibull',
        parameters: { failures: 12, beta: 1.5, etaDays: 40.2 },
      } as Parameters<typeof modelText>[1]),
    ).toContain('β 1,50')
  })

  it('Lithuanian: one, few, and the teens', async () => {
    await i18n.changeLanguage('lt')
    expect([life(1), life(21), life(5), life(12)]).toEqual([
      'Apie 1 dieną',
      'Apie 21 dieną',
      'Apie 5 dienas',
      'Apie 12 dienų',
    ])
    expect(percent(0.456).replace(/[\u00a0\u202f]/g, ' ')).toBe('46 %')
  })
})
