// The browser's memory of issue descriptions people reuse (spec §2, §9): text, count, lastUsed; the 50
// most used are kept, matched case-insensitively, and a reuse increments the count.
export const FREQUENT_DESCRIPTIONS_KEY = 'lineside.frequentDescriptions'
export const FREQUENT_SAVED = 50

export interface FrequentDescription {
  text: string
  count: number
  /** ISO time of the last use. */
  lastUsed: string
}

/** Most used first; ties by most recently used. */
export function rankFrequent(list: readonly FrequentDescription[]): FrequentDescription[] {
  return [...list].sort((a, b) => b.count - a.count || b.lastUsed.localeCompare(a.lastUsed))
}

/** Adds one use of `text` (trimmed; blank is ignored), keeping the 50 most used. */
export function recordDescription(
  list: readonly FrequentDescription[],
  text: string,
  now: Date,
): FrequentDescription[] {
  const trimmed = text.trim()
  if (!trimmed) return [...list]
  const key = trimmed.toLowerCase()
  const lastUsed = now.toISOString()
  const existing = list.find((d) => d.text.toLowerCase() === key)
  const next = existing
    ? list.map((d) => (d === existing ? { ...d, count: d.count + 1, lastUsed } : d))
    : [...list, { text: trimmed, count: 1, lastUsed }]
  return rankFrequent(next).slice(0, FREQUENT_SAVED)
}

function isFrequent(value: unknown): value is FrequentDescription {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.text === 'string' &&
    v.text.trim() !== '' &&
    typeof v.count === 'number' &&
    v.count > 0 &&
    typeof v.lastUsed === 'string'
  )
}

/** Reads the stored list; anything unreadable counts as empty rather than breaking the dialog. */
export function parseFrequent(raw: string | null): FrequentDescription[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? rankFrequent(value.filter(isFrequent)).slice(0, FREQUENT_SAVED) : []
  } catch {
    return []
  }
}

export function loadFrequent(storage: Pick<Storage, 'getItem'> = localStorage): FrequentDescription[] {
  try {
    return parseFrequent(storage.getItem(FREQUENT_DESCRIPTIONS_KEY))
  } catch {
    return []
  }
}

/** Records one use and saves; storage failures (private mode, full) only lose the memory. */
export function rememberDescription(
  text: string,
  now = new Date(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): FrequentDescription[] {
  const next = recordDescription(loadFrequent(storage), text, now)
  try {
    storage.setItem(FREQUENT_DESCRIPTIONS_KEY, JSON.stringify(next))
  } catch {
    // nothing else to do: suggestions simply will not include this one
  }
  return next
}
