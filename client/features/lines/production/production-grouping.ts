// Groups lines into the Production Dashboard's unit sections (by line id, spec §2), sorted by the number
// in their name. Lines outside every unit range go into a last "other" section, so none disappear.
import { DASHBOARD_UNIT_ORDER, type UnitCode } from '../../../../shared/constants'
import { numberInName, unitOfLine } from '../../../../shared/lines'

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
  // Each line's unit and number found once (a change re-groups 40 lines: no unit lookup per unit, no pattern per
  // comparison), sorted as compareByNumberInName sorts.
  const byUnit = new Map<UnitCode | null, { line: T; n: number }[]>()
  for (const line of lines) {
    const unit = unitOfLine(line.id)
    if (filter !== 'all' && unit !== filter) continue
    const bucket = byUnit.get(unit) ?? []
    bucket.push({ line, n: numberInName(line.name) ?? Number.MAX_SAFE_INTEGER })
    byUnit.set(unit, bucket)
  }
  const units: (UnitCode | null)[] = filter === 'all' ? [...DASHBOARD_UNIT_ORDER, null] : [filter]
  return units.flatMap((unit) => {
    const bucket = byUnit.get(unit)
    if (!bucket) return []
    bucket.sort((a, b) => a.n - b.n || a.line.name.localeCompare(b.line.name))
    return [{ unit, lines: bucket.map((e) => e.line) }]
  })
}

export function isUnitFilter(value: string): value is UnitFilter {
  return value === 'all' || (DASHBOARD_UNIT_ORDER as string[]).includes(value)
}
