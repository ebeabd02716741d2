// Equipment rows as the local cache holds them, for this area's component tests: loft devices in unit B.
import type { Equipment } from '../../../shared/types'
import { makeEquipment as baseEquipment } from '../../test-utils/line-fixtures'

export function makeEquipment(id: number, overrides: Partial<Equipment> = {}): Equipment {
  return baseEquipment(id, { location: 'Loft', locations: [], unitCode: 'B', type: 'Compressor', ...overrides })
}
