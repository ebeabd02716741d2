import { describe, expect, it } from 'vitest'
import {
  addDays,
  currentScheduleEntry,
  normalisePriority,
  normaliseQuantity,
  scheduledFirst,
  scheduledProductIds,
  shiftAt,
} from './schedule'

const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:30:00`)
const e = (
  id: number,
  lineId: number,
  productId: number,
  scheduledDate: string,
  shift: 'morning' | 'afternoon' | 'night',
  priority = 1,
) => ({
  id,
  lineId,
  productId,
  scheduledDate,
  shift,
  priority,
})

describe('shifts', () => {
  it('runs morning 06–14, afternoon 14–22, night 22–06 belonging to the day it started', () => {
    expect(shiftAt(at('2026-11-23', 6))).toEqual({ date: '2026-11-23', shift: 'morning' })
    expect(shiftAt(at('2026-11-23', 13))).toEqual({ date: '2026-11-23', shift: 'morning' })
    expect(shiftAt(at('2026-11-23', 14))).toEqual({ date: '2026-11-23', shift: 'afternoon' })
    expect(shiftAt(at('2026-11-23', 22))).toEqual({ date: '2026-11-23', shift: 'night' })
    expect(shiftAt(at('2026-11-24', 3))).toEqual({ date: '2026-11-23', shift: 'night' })
    expect(shiftAt(at('2026-03-01', 2))).toEqual({ date: '2026-02-28', shift: 'night' })
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('the schedule drives the floor', () => {
  const entries = [
    e(1, 3, 100, '2026-11-23', 'morning', 5),
    e(2, 3, 101, '2026-11-23', 'morning', 1),
    e(3, 3, 102, '2026-11-23', 'afternoon'),
    e(4, 4, 103, '2026-11-23', 'morning'),
    e(5, 3, 104, '2026-11-22', 'night'),
  ]

  it("gives a line's current product from its current shift, priority 1 first", () => {
    expect(currentScheduleEntry(entries, 3, at('2026-11-23', 9))?.productId).toBe(101)
    expect(currentScheduleEntry(entries, 3, at('2026-11-23', 15))?.productId).toBe(102)
    expect(currentScheduleEntry(entries, 3, at('2026-11-23', 4))?.productId).toBe(104)
    expect(currentScheduleEntry(entries, 3, at('2026-11-23', 23))).toBeNull()
    expect(currentScheduleEntry(entries, 5, at('2026-11-23', 9))).toBeNull()
  })

  it("offers the line's scheduled products first: current shift, then the rest of the day", () => {
    expect(scheduledProductIds(entries, 3, at('2026-11-23', 9))).toEqual([101, 100, 102])
    const products = [{ id: 99 }, { id: 100 }, { id: 101 }, { id: 102 }, { id: 103 }]
    expect(scheduledFirst(products, [101, 100, 102]).map((p) => p.id)).toEqual([101, 100, 102, 99, 103])
  })
})

describe('form fallbacks (spec §5)', () => {
  it('priority: invalid or empty → 1, bounded 1–10; quantity falls back to 0', () => {
    expect(normalisePriority('')).toBe(1)
    expect(normalisePriority('abc')).toBe(1)
    expect(normalisePriority(undefined)).toBe(1)
    expect(normalisePriority('0')).toBe(1)
    expect(normalisePriority(11)).toBe(10)
    expect(normalisePriority('7')).toBe(7)
    expect(normaliseQuantity('')).toBe(0)
    expect(normaliseQuantity('-5')).toBe(0)
    expect(normaliseQuantity('250')).toBe(250)
  })
})
