import { describe, expect, it } from 'vitest'
import { lineOfEquipment } from './equipment-line'

describe('the line of scanned equipment', () => {
  it('is the first known line its locations name', () => {
    expect(lineOfEquipment({ locations: ['Unit C Line 22', 'Unit C Line 23'], location: null }, [22, 23])).toBe(22)
    expect(lineOfEquipment({ locations: ['Unit C Line 99', 'Unit C Line 23'], location: null }, [22, 23])).toBe(23)
    expect(lineOfEquipment({ locations: [], location: 'Unit D line 14' }, [14])).toBe(14)
  })

  it('is none for rooms and for lines that do not exist', () => {
    expect(lineOfEquipment({ locations: ['Unit B Chill Room 1'], location: 'Unit B Chill Room 1' }, [1, 2])).toBeNull()
    expect(lineOfEquipment({ locations: ['Unit C Line 220'], location: null }, [22])).toBeNull()
  })
})
