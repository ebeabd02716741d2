// Cell values to product fields: decimal commas, yes/no flags, and the formula-injection prefix undone.

/** The export prefixes text starting with = + - @ with an apostrophe; importing takes it off again. */
export function unprefixFormula(s: string): string {
  return /^'[=+\-@]/.test(s) ? s.slice(1) : s
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return unprefixFormula(value.trim())
  return String(value).trim()
}

/**
 * A number as offices write it: "12.5", "12,5" (Polish / Lithuanian decimal comma), "1 234,5", "1,234.5".
 * A lone comma is read as the decimal mark (decision 063). Returns NaN when it is not a number.
 */
export function parseDecimal(value: unknown): number {
  if (typeof value === 'number') return value
  let s = cellText(value).replace(/[\s\u00a0\u202f]/g, '')
  if (s === '') return NaN
  const comma = s.lastIndexOf(',')
  const dot = s.lastIndexOf('.')
  if (comma >= 0 && dot >= 0) s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '')
  else if (comma >= 0) s = s.split(',').length === 2 ? s.replace(',', '.') : 'x'
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : NaN
}

const YES = new Set(['true', 'yes', 'y', '1', 'active', 'tak', 'taip'])
const NO = new Set(['false', 'no', 'n', '0', 'inactive', 'nie', 'ne'])

/** Yes / no cell, or null when it says neither. */
export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  const s = cellText(value).toLowerCase()
  if (YES.has(s)) return true
  if (NO.has(s)) return false
  return null
}
