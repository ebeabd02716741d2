// Equipment rows as the local cache holds them, for this area's component tests.
import type { Equipment } from '../../../shared/types'

export function makeEquipment(id: number, overrides: Partial<Equipment> = {}): Equipment {
  return {
    id,
    name: `Device ${id}`,
    serialNumber: `Engineering-${id}`,
    department: 'Engineering',
    status: 'operational',
    location: 'Loft',
    locations: [],
    manufacturer: null,
    isActive: true,
    unitCode: 'B',
    type: 'Compressor',
    description: null,
    qrCode: `EQUIPMENT:${id}`,
    ...overrides,
  }
}
