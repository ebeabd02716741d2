// Machine rows to the API's Machine.
import type { MachineStatus } from '../../shared/constants'
import type { Machine } from '../../shared/types'
import type { MachineRow } from '../db/database'

export function toMachine(r: MachineRow): Machine {
  return {
    id: r.id,
    lineId: r.line_id,
    name: r.name,
    code: r.code,
    type: r.type,
    description: r.description,
    isActive: r.is_active === 1,
    model: r.model,
    serialNumber: r.serial_number,
    lastChangedOn: r.last_changed_on,
    location: r.location,
    manufacturer: r.manufacturer,
    status: r.status as MachineStatus,
    updatedAt: r.updated_at,
  }
}
