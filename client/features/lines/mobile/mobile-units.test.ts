import { describe, expect, it } from 'vitest'
import { mobileUnitOf, mobileUnitOptions } from './mobile-units'

describe('mobile operator units', () => {
  it('uses the line unit code, the id ranges, then General', () => {
    expect(mobileUnitOf({ id: 3, unitCode: 'B' })).toBe('B')
    expect(mobileUnitOf({ id: 70, unitCode: 'h' })).toBe('H')
    expect(mobileUnitOf({ id: 22, unitCode: null })).toBe('C')
    expect(mobileUnitOf({ id: 99, unitCode: 'Z' })).toBe('General')
    expect(mobileUnitOf({ id: 99, unitCode: 'general' })).toBe('General')
  })

  it('offers all, B, C, D, E, G, and a fallback unit only when a line has it', () => {
    expect(mobileUnitOptions([{ id: 3, unitCode: 'B' }])).toEqual(['all', 'B', 'C', 'D', 'E', 'G'])
    expect(
      mobileUnitOptions([
        { id: 70, unitCode: 'I' },
        { id: 99, unitCode: null },
      ]),
    ).toEqual(['all', 'B', 'C', 'D', 'E', 'G', 'I', 'General'])
  })
})
