// The line a scanned piece of equipment stands on, for the QR ticket's product picker: the line the operator
// is on when the scan starts from a line, else the first line the equipment's locations name ("Unit C Line 22").
import type { Equipment } from '../../../shared/types'

export function lineOfEquipment(
  equipment: Pick<Equipment, 'locations' | 'location'>,
  lineIds: readonly number[],
): number | null {
  const known = new Set(lineIds)
  for (const place of [...equipment.locations, equipment.location ?? '']) {
    const match = /\bline\s*(\d+)\b/i.exec(place)
    const id = match ? Number(match[1]) : NaN
    if (known.has(id)) return id
  }
  return null
}
