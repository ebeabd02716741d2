// Equipment labels grouped per unit for printing: units in code order, equipment by id; no unit last.
import type { Equipment } from '../../../shared/types'

export interface LabelGroup {
  unit: string | null
  equipment: Equipment[]
}

export function groupLabelsByUnit(equipment: readonly Equipment[]): LabelGroup[] {
  const byUnit = new Map<string | null, Equipment[]>()
  for (const e of [...equipment].sort((a, b) => a.id - b.id)) {
    const unit = e.unitCode?.trim() || null
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), e])
  }
  return [...byUnit.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([unit, items]) => ({ unit, equipment: items }))
}
