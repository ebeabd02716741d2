// Equipment rows to the API's Equipment, with its QR value EQUIPMENT:<id>.
import type { EquipmentDepartment, MachineStatus } from '../../shared/constants'
import type { Equipment } from '../../shared/types'
import type { EquipmentRow } from '../db/database'

export function equipmentQrValue(id: number): string {
  return `EQUIPMENT:${id}`
}

/** locations is JSON array text or a single string (spec §3). */
export function parseLocations(text: string | null): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (Array.isArray(value)) return value.map(String)
  } catch {
    // a single location written as plain text
  }
  return [text]
}

export function toEquipment(r: EquipmentRow): Equipment {
  return {
    id: r.id,
    name: r.name,
    serialNumber: r.serial_number ?? `${r.department}-${r.id}`,
    department: r.department as EquipmentDepartment,
    status: r.status as MachineStatus,
    location: r.location,
    locations: parseLocations(r.locations),
    manufacturer: r.manufacturer,
    isActive: r.is_active === 1,
    unitCode: r.unit_code,
    type: r.type,
    description: r.description,
    qrCode: equipmentQrValue(r.id),
  }
}
