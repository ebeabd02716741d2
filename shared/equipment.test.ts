import { describe, expect, it } from 'vitest'
import type { EquipmentStatus } from './constants'
import {
  countByStatus,
  equipmentCounters,
  filterEquipment,
  isLoftDescriptionValid,
  loftLineName,
  statusAfterLoftTicket,
} from './equipment'

describe('loft status rules (spec §4)', () => {
  it('sets fault for critical or high tickets and maintenance for low or medium', () => {
    expect(statusAfterLoftTicket('critical')).toBe('fault')
    expect(statusAfterLoftTicket('high')).toBe('fault')
    expect(statusAfterLoftTicket('medium')).toBe('maintenance')
    expect(statusAfterLoftTicket('low')).toBe('maintenance')
  })
})

describe('loft issue validation (spec §5)', () => {
  it('refuses a description that is blank after trimming', () => {
    expect(isLoftDescriptionValid('   \n ')).toBe(false)
    expect(isLoftDescriptionValid('')).toBe(false)
    expect(isLoftDescriptionValid(' Belt slipping ')).toBe(true)
  })
})

interface Item {
  name: string
  type: string | null
  unitCode: string | null
  status: EquipmentStatus
  location: string | null
  locations: string[]
  serialNumber: string
  description: string | null
}

const item = (over: Partial<Item>): Item => ({
  name: 'Compressor',
  type: 'Compressor',
  unitCode: 'B',
  status: 'operational',
  location: 'Loft',
  locations: [],
  serialNumber: 'Engineering-1',
  description: null,
  ...over,
})

describe('counters and filters', () => {
  it('counts each status and the issues (anything not operational)', () => {
    const list = [
      item({}),
      item({ status: 'fault' }),
      item({ status: 'maintenance' }),
      item({ status: 'offline' }),
      item({}),
    ]
    expect(countByStatus(list)).toEqual({ operational: 2, maintenance: 1, fault: 1, offline: 1 })
    expect(equipmentCounters(list)).toEqual({ total: 5, operational: 2, issues: 3 })
  })

  it('filters by unit, status and a search across name, type, serial and locations', () => {
    const list = [
      item({ name: 'Air Compressor 1' }),
      item({
        name: 'Label Printer',
        type: 'Printer',
        unitCode: 'C',
        status: 'fault',
        locations: ['Line 21', 'Line 22'],
      }),
      item({ name: 'Chiller', type: 'Cooling', unitCode: 'C', serialNumber: 'SN-CH-9' }),
    ]
    const names = (f: Partial<Parameters<typeof filterEquipment>[1]>) =>
      filterEquipment(list, { search: '', unit: 'all', status: 'all', ...f }).map((e) => e.name)
    expect(names({})).toHaveLength(3)
    expect(names({ unit: 'C' })).toEqual(['Label Printer', 'Chiller'])
    expect(names({ status: 'fault' })).toEqual(['Label Printer'])
    expect(names({ search: ' line 22' })).toEqual(['Label Printer'])
    expect(names({ search: 'sn-ch' })).toEqual(['Chiller'])
    expect(names({ search: 'compressor', unit: 'C' })).toEqual([])
  })

  it('names the loft ticket after the unit and the equipment', () => {
    expect(loftLineName({ unitCode: 'B', name: 'Air Compressor 1' })).toBe('Unit B - Air Compressor 1')
    expect(loftLineName({ unitCode: null, name: 'Air Compressor 1' })).toBe('Air Compressor 1')
  })
})
