import { describe, expect, it } from 'vitest'
import type { Equipment } from '../../../shared/types'
import { groupLabelsByUnit } from './label-groups'

const equipment = (id: number, unitCode: string | null): Equipment => ({
  id,
  name: `Device ${id}`,
  serialNumber: `S-${id}`,
  department: 'Engineering',
  status: 'operational',
  location: null,
  locations: [],
  manufacturer: null,
  isActive: true,
  unitCode,
  type: null,
  description: null,
  qrCode: `EQUIPMENT:${id}`,
})

describe('groupLabelsByUnit', () => {
  it('groups per unit in code order, equipment by id, equipment without a unit last', () => {
    const groups = groupLabelsByUnit([equipment(4, 'G'), equipment(2, null), equipment(3, 'B'), equipment(1, 'B')])
    expect(groups.map((g) => [g.unit, g.equipment.map((e) => e.id)])).toEqual([
      ['B', [1, 3]],
      ['G', [4]],
      [null, [2]],
    ])
  })
})
