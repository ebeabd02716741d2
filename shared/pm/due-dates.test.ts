import { describe, expect, it } from 'vitest'
import { addMonths, meterDue, nextCalendarDue, nextDue, withinLead } from './due-dates'
import type { PmCalendarTrigger } from './types'

const monthly: PmCalendarTrigger = { kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }
const fortnightFloating: PmCalendarTrigger = { kind: 'calendar', every: 2, unit: 'week', mode: 'floating' }

describe('calendar triggers', () => {
  it('months keep the anchor day or the month end (31 Jan → 28 Feb → 31 Mar)', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31')
  })

  it('a new plan is first due on its start date', () => {
    expect(nextCalendarDue(monthly, { startsOn: '2026-11-01', last: null }, '2026-11-20')).toBe('2026-11-01')
  })

  it('fixed: the next grid date after the last, whenever the last was completed', () => {
    const last = { dueAt: '2026-11-01', status: 'done' as const, completedAt: '2026-11-09T10:00:00Z' }
    expect(nextCalendarDue(monthly, { startsOn: '2026-10-01', last }, '2026-11-10')).toBe('2026-12-01')
  })

  it('fixed: grid dates missed meanwhile are not made up; the latest one passed is due', () => {
    const last = { dueAt: '2026-06-01', status: 'skipped' as const, completedAt: null }
    expect(nextCalendarDue(monthly, { startsOn: '2026-01-01', last }, '2026-11-20')).toBe('2026-11-01')
  })

  it('floating: the last completion plus the interval', () => {
    const last = { dueAt: '2026-11-01', status: 'done' as const, completedAt: '2026-11-09T10:00:00Z' }
    expect(nextCalendarDue(fortnightFloating, { startsOn: '2026-10-01', last }, '2026-11-10')).toBe('2026-11-23')
  })

  it('a work order is made lead days ahead', () => {
    expect(withinLead('2026-11-27', 7, '2026-11-20')).toBe(true)
    expect(withinLead('2026-11-28', 7, '2026-11-20')).toBe(false)
  })
})

describe('meter triggers', () => {
  const t = { kind: 'meter' as const, every: 500, unit: 'hours' as const }
  it('fires at 90 % of the interval (due after the lead) and is due today once it is used up', () => {
    expect(meterDue(t, 440, 0, 5, '2026-11-20')).toBeNull()
    expect(meterDue(t, 460, 0, 5, '2026-11-20')).toEqual({ used: 460, dueAt: '2026-11-25' })
    expect(meterDue(t, 1020, 500, 5, '2026-11-20')).toEqual({ used: 520, dueAt: '2026-11-20' })
    expect(meterDue(t, null, 0, 5, '2026-11-20')).toBeNull()
  })

  it('the earliest trigger of a plan wins', () => {
    const due = nextDue({
      triggers: [monthly, t],
      leadDays: 3,
      history: {
        startsOn: '2026-11-01',
        last: { dueAt: '2026-11-01', status: 'done', completedAt: '2026-11-01T08:00:00Z' },
      },
      readings: { hours: 600 },
      meterBase: { hours: 0 },
      today: '2026-11-20',
    })
    expect(due).toBe('2026-11-20')
  })
})
