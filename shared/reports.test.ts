import { describe, expect, it } from 'vitest'
import { exportFileName, pareto, reliability, resolutionRate, uptimePercentage } from './reports'

describe('report arithmetic', () => {
  it('rates round and are 0 with nothing to divide', () => {
    expect(resolutionRate(2, 3)).toBe(67)
    expect(resolutionRate(0, 0)).toBe(0)
    expect(uptimePercentage(0, 0)).toBe(0)
    expect(uptimePercentage(2, 3)).toBe(66.7)
  })

  it('SMRP figures: MTTR, MTBF and availability', () => {
    expect(reliability(600 * 60_000, 120 * 60_000, 3)).toEqual({
      mttrMinutes: 40,
      mtbfMinutes: 200,
      availability: 83.3,
    })
    expect(reliability(600 * 60_000, 0, 0)).toEqual({ mttrMinutes: null, mtbfMinutes: null, availability: 100 })
    expect(reliability(0, 0, 0)).toEqual({ mttrMinutes: null, mtbfMinutes: null, availability: null })
  })

  it('Pareto: the vital few include the item that crosses 80 %', () => {
    const items = pareto([
      { key: 'c', ms: 10 * 60_000, stops: 1 },
      { key: 'a', ms: 50 * 60_000, stops: 5 },
      { key: 'b', ms: 40 * 60_000, stops: 2 },
    ])
    expect(items.map((i) => [i.key, i.share, i.cumulativeShare, i.vitalFew])).toEqual([
      ['a', 50, 50, true],
      ['b', 40, 90, true],
      ['c', 10, 100, false],
    ])
    expect(pareto([])).toEqual([])
  })

  it('names export files by their range', () => {
    expect(exportFileName('tickets', '2026-11-01', '2026-11-30T00:00:00.000Z')).toBe(
      'lineside-tickets-2026-11-01-to-2026-11-30.csv',
    )
  })
})
