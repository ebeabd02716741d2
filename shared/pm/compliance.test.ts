import { describe, expect, it } from 'vitest'
import { computeCompliance, type ComplianceInput } from './compliance'

const wo = (over: Partial<ComplianceInput>): ComplianceInput => ({
  id: Math.random().toString(36),
  planId: 'p1',
  planTitle: 'Lubrication',
  lineId: 1,
  unitCode: 'B',
  dueAt: '2026-11-10',
  rescheduledFrom: null,
  status: 'done',
  completedAt: '2026-11-09T10:00:00Z',
  ...over,
})

describe('PM compliance', () => {
  it('is work orders completed by their due date over work orders due, per line and month', () => {
    const figures = computeCompliance(
      [
        wo({}),
        wo({ completedAt: '2026-11-12T10:00:00Z', lineId: 2, unitCode: 'C' }),
        wo({ status: 'open', completedAt: null, dueAt: '2026-11-15' }),
        // Not due yet: not counted.
        wo({ status: 'open', completedAt: null, dueAt: '2026-11-25' }),
        // Rescheduled: measured against the first due date.
        wo({ dueAt: '2026-11-18', rescheduledFrom: '2026-11-11', completedAt: '2026-11-17T10:00:00Z' }),
        wo({ status: 'skipped', completedAt: null, dueAt: '2026-11-05' }),
      ],
      { start: '2026-11-01', end: '2026-11-30', today: '2026-11-20' },
    )
    expect(figures.overall).toEqual({ key: 'all', due: 5, onTime: 1, percent: 20 })
    expect(figures.byLine).toEqual([
      { key: '1', due: 4, onTime: 1, percent: 25 },
      { key: '2', due: 1, onTime: 0, percent: 0 },
    ])
    expect(figures.byMonth).toEqual([{ key: '2026-11', due: 5, onTime: 1, percent: 20 }])
    expect(figures.overdue.map((o) => [o.dueAt, o.daysLate])).toEqual([['2026-11-15', 5]])
  })
})
