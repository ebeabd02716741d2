import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/i18n'
import { durationKey, durationSince } from './duration'
import { durationText } from './duration-text'

const now = new Date('2026-11-21T12:00:00Z')

describe('durationSince', () => {
  it('splits whole minutes into days, hours and minutes', () => {
    expect(durationSince('2026-11-21T11:55:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 4 })
    expect(durationSince('2026-11-21T09:35:00Z', now)).toEqual({ days: 0, hours: 2, minutes: 25 })
    expect(durationSince('2026-11-19T08:00:00Z', now)).toEqual({ days: 2, hours: 4, minutes: 0 })
  })

  it('never goes negative (device clock behind) and ignores unreadable times', () => {
    expect(durationSince('2026-11-21T12:05:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 })
    expect(durationSince('soon', now)).toBeNull()
  })

  it('picks the shortest form that says enough', () => {
    expect(durationKey({ days: 0, hours: 0, minutes: 7 }).key).toBe('minutes')
    expect(durationKey({ days: 0, hours: 3, minutes: 7 }).key).toBe('hoursMinutes')
    expect(durationKey({ days: 1, hours: 3, minutes: 7 }).key).toBe('daysHours')
  })

  it('reads "2h 25m" in English', () => {
    expect(durationText('2026-11-21T09:35:00Z', now, i18n.t)).toBe('2h 25m')
    expect(durationText('2026-11-19T08:00:00Z', now, i18n.t)).toBe('2d 4h')
  })
})
