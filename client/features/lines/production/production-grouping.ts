// Groups lines into the Production Dashboard's unit sections (by line id, spec §2), sorted by the number
// in their name. Lines outside every unit range go into a last "other" section, so none disappear.
import { DASHBOARD_UNIT_ORDER, type UnitCode } from '../../../../shared/constants'
import { compareByNumberInName, unitOfLine } from '../../../../shared/lines'

export type UnitFilter = 'all' | UnitCode

export interface UnitGroup<T> {
  /** null: lines whose id is in no unit's range. */
  unit: UnitCode | null
  lines: T[]
}

export function groupLinesByUnit<T extends { id: number; name: string }>(
  lines: readonly T[],
  filter: UnitFilter,
): UnitGroup<T>[] {
  const units: (UnitCode | null)[] = filter === 'all' ? [...DASHBOARD_UNIT_ORDER, null] : [filter]
  return units
    .map((unit) => ({ unit, lines: lines.filter((l) => unitOfLine(l.id) === unit).sort(compareByNumberInName) }))
    .filter((group) => group.lines.length > 0)
}

export function isUnitFilter(value: string): value is UnitFilter {
  return value === 'all' || (DASHBOARD_UNIT_ORDER as string[]).includes(value)
}
