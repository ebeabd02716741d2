import { describe, expect, it } from 'vitest'
import { archiveCutoff, exportQuery, isCompleteRange, isReversed, lastDays, rangeQuery } from './report-range'

describe('report ranges', () => {
  const now = new Date(2026, 10, 23, 14, 30)

  it('quick ranges run from N days ago to today (the default is 30)', () => {
    expect(lastDays(7, now)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-23' })
    expect(lastDays(90, now)).toEqual({ startDate: '2026-08-25', endDate: '2026-11-23' })
  })

  it('sends the local midnights around the chosen days, the end exclusive', () => {
    const q = new URLSearchParams(rangeQuery({ startDate: '2026-11-01', endDate: '2026-11-01' }, 4))
    expect(q.get('start')).toBe(new Date(2026, 10, 1).toISOString())
    expect(q.get('end')).toBe(new Date(2026, 10, 2).toISOString())
    expect(q.get('lineId')).toBe('4')
    const e = new URLSearchParams(exportQuery({ startDate: '2026-11-01', endDate: '2026-11-30' }, null))
    expect([...e.keys()]).toEqual(['startDate', 'endDate'])
  })

  it('runs queries only with both dates, in order', () => {
    expect(isCompleteRange({ startDate: '', endDate: '2026-11-01' })).toBe(false)
    expect(isCompleteRange({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBe(true)
    expect(isReversed({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe(true)
  })

  it('archives before three months back', () => {
    expect(archiveCutoff(new Date(2026, 10, 23, 12))).toBe(new Date(2026, 7, 23, 12).toISOString())
  })
})
