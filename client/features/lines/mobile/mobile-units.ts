// Units on the mobile operator screen: B, C, D, E, G from the line, plus the fallbacks the spec also
// knows (H, I, General). A line without a unit code takes its unit from its id, else "General".
import { MOBILE_FALLBACK_UNITS, UNIT_CODES } from '../../../../shared/constants'
import { unitOfLine } from '../../../../shared/lines'

export const MOBILE_UNIT_FILTERS = ['all', ...UNIT_CODES] as const
export const GENERAL_UNIT = 'General'

export function mobileUnitOf(line: { id: number; unitCode: string | null }): string {
  const code = line.unitCode?.trim().toLowerCase()
  const known = code ? [...UNIT_CODES, ...MOBILE_FALLBACK_UNITS].find((unit) => unit.toLowerCase() === code) : undefined
  if (known) return known
  return unitOfLine(line.id) ?? GENERAL_UNIT
}

/** The filter's options: all, B, C, D, E, G, then any fallback unit that some line actually has. */
export function mobileUnitOptions(lines: readonly { id: number; unitCode: string | null }[]): string[] {
  const present = new Set(lines.map(mobileUnitOf))
  const extra = MOBILE_FALLBACK_UNITS.filter((u) => present.has(u))
  return [...MOBILE_UNIT_FILTERS, ...extra]
}
