import { describe, expect, it } from 'vitest'
import { groupLinesByUnit, isUnitFilter } from './production-grouping'

const line = (id: number, name = `Line ${id}`) => ({ id, name })

describe('groupLinesByUnit', () => {
  const lines = [
    line(3, 'Unit B - Line 3'),
    line(1, 'Unit B - Line 1'),
    line(12, 'Unit B - Line 12'),
    line(14, 'Unit D - Line 14'),
    line(48, 'Unit G - MV48'),
    line(47, 'Unit G - Line 47'),
    line(21),
    line(60),
  ]

  it('groups by the id ranges in the dashboard order B, D, C, E, G, then lines in no unit', () => {
    const groups = groupLinesByUnit(lines, 'all')
    expect(groups.map((g) => g.unit)).toEqual(['B', 'D', 'C', 'G', null])
    expect(groups[4]!.lines.map((l) => l.id)).toEqual([60])
  })

  it('sorts each unit by the number in the name (Line 12 after Line 3; MV48 after Line 47)', () => {
    const groups = groupLinesByUnit(lines, 'all')
    expect(groups[0]!.lines.map((l) => l.id)).toEqual([1, 3, 12])
    expect(groups.find((g) => g.unit === 'G')!.lines.map((l) => l.name)).toEqual(['Unit G - Line 47', 'Unit G - MV48'])
  })

  it('shows only the chosen unit, and nothing for an empty one', () => {
    expect(groupLinesByUnit(lines, 'D')).toEqual([{ unit: 'D', lines: [line(14, 'Unit D - Line 14')] }])
    expect(groupLinesByUnit(lines, 'E')).toEqual([])
  })

  it('knows the filter values', () => {
    expect(['all', 'B', 'D', 'C', 'E', 'G'].every(isUnitFilter)).toBe(true)
    expect(isUnitFilter('H')).toBe(false)
  })
})
