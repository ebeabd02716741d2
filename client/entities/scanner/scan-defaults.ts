// Defaults of the QR ticket form (spec §2): category mechanical for Engineering equipment, else electrical;
// priority high for equipment in maintenance, else medium. The ticket's line name is "unit code - name".
import type { Priority, QR_TICKET_CATEGORIES } from '../../../shared/constants'
import type { Equipment } from '../../../shared/types'

export type QrCategory = (typeof QR_TICKET_CATEGORIES)[number]

export function defaultQrCategory(equipment: Pick<Equipment, 'department'>): QrCategory {
  return equipment.department === 'Engineering' ? 'mechanical' : 'electrical'
}

export function defaultQrPriority(equipment: Pick<Equipment, 'status'>): Priority {
  return equipment.status === 'maintenance' ? 'high' : 'medium'
}

export function quickLineName(equipment: Pick<Equipment, 'unitCode' | 'name'>): string {
  const unit = equipment.unitCode?.trim()
  return unit ? `${unit} - ${equipment.name}` : equipment.name
}
