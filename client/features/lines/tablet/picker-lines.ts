// The line tablet's picker (issue 17 §8, docs/decisions/102): the lines that exist, from the cache, under
// their real unit (shared UNIT_LINE_RANGES, as the board groups them). The spec's fixed "Line 1–40, 1–20
// Unit B, 21–40 Unit G" disagrees with its own data (no lines 20, 29, 35–40; units C, D, E exist): data wins.
import { DASHBOARD_UNIT_ORDER, type UnitCode } from '../../../../shared/constants'
import { compareByNumberInName, unitOfLine } from '../../../../shared/lines'

export interface PickerGroup<T> {
  /** null: lines in no unit's range. */
  unit: UnitCode | null
  lines: T[]
}

export function pickerGroups<T extends { id: number; name: string }>(lines: readonly T[]): PickerGroup<T>[] {
  return [...DASHBOARD_UNIT_ORDER, null]
    .map((unit) => ({ unit, lines: lines.filter((l) => unitOfLine(l.id) === unit).sort(compareByNumberInName) }))
    .filter((g) => g.lines.length > 0)
}
