// Production schedule (spec §3, §4, §9): shifts, entry shape and the rule that lets the schedule drive the
// floor — which product a line is making now, and which products are planned on it today.

export const SHIFTS = ['morning', 'afternoon', 'night'] as const
export type Shift = (typeof SHIFTS)[number]

export const SCHEDULE_PRIORITY_MIN = 1
export const SCHEDULE_PRIORITY_MAX = 10
export const SCHEDULE_PRIORITY_DEFAULT = 1
/** Most entries one Save All or one upload may carry. */
export const MAX_SCHEDULE_BATCH = 500
/** Days before today whose schedule rows reach devices in a sync snapshot (later days: all). */
export const SCHEDULE_SYNC_PAST_DAYS = 7

/** Shift start hours, local factory time (decision 060): 06–14 morning, 14–22 afternoon, 22–06 night. */
export const SHIFT_START_HOUR: Record<Shift, number> = { morning: 6, afternoon: 14, night: 22 }

/** A saved schedule row as the API and the sync pull give it. */
export interface ScheduleEntry {
  id: number
  lineId: number
  lineName: string
  productId: number
  sku: string
  productName: string
  scheduledDate: string
  shift: Shift
  plannedQuantity: number
  priority: number
  notes: string | null
  status: string
  createdAt: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** yyyy-mm-dd of a Date in local time. */
export function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Adds whole days to a yyyy-mm-dd date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  const t = new Date(Date.UTC(y, m - 1, d + days))
  return t.toISOString().slice(0, 10)
}

/** The shift running at a local time, and the planning date it belongs to (night after midnight: the day before). */
export function shiftAt(now: Date): { date: string; shift: Shift } {
  const h = now.getHours()
  const today = localDate(now)
  if (h < SHIFT_START_HOUR.morning) return { date: addDays(today, -1), shift: 'night' }
  if (h < SHIFT_START_HOUR.afternoon) return { date: today, shift: 'morning' }
  if (h < SHIFT_START_HOUR.night) return { date: today, shift: 'afternoon' }
  return { date: today, shift: 'night' }
}

type EntryKey = Pick<ScheduleEntry, 'lineId' | 'productId' | 'scheduledDate' | 'shift' | 'priority' | 'id'>

const byPriority = (a: EntryKey, b: EntryKey) => a.priority - b.priority || a.id - b.id

/** The entry a line is running now: its current shift's entry; of several, priority 1 first, then the earliest saved. */
export function currentScheduleEntry<E extends EntryKey>(entries: readonly E[], lineId: number, now: Date): E | null {
  const { date, shift } = shiftAt(now)
  const matching = entries.filter((e) => e.lineId === lineId && e.scheduledDate === date && e.shift === shift)
  return matching.sort(byPriority)[0] ?? null
}

/** Product ids planned on a line for the current planning date: the current shift's first, then the others. */
export function scheduledProductIds(entries: readonly EntryKey[], lineId: number, now: Date): number[] {
  const { date, shift } = shiftAt(now)
  const order = (e: EntryKey) => (e.shift === shift ? 0 : 1)
  const todays = entries.filter((e) => e.lineId === lineId && e.scheduledDate === date)
  todays.sort((a, b) => order(a) - order(b) || byPriority(a, b))
  return [...new Set(todays.map((e) => e.productId))]
}

/** Puts the scheduled products first, keeping the rest in their order (schedule-restricted product selection). */
export function scheduledFirst<P extends { id: number }>(products: readonly P[], scheduledIds: readonly number[]): P[] {
  const rank = new Map(scheduledIds.map((id, i) => [id, i]))
  const scheduled = products.filter((p) => rank.has(p.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
  return [...scheduled, ...products.filter((p) => !rank.has(p.id))]
}

/** Priority as the form and the CSV give it: an invalid or empty value falls back to 1; bounded 1–10 (spec §5). */
export function normalisePriority(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN
  if (!Number.isFinite(n)) return SCHEDULE_PRIORITY_DEFAULT
  return Math.min(SCHEDULE_PRIORITY_MAX, Math.max(SCHEDULE_PRIORITY_MIN, Math.round(n)))
}

/** Quantity falls back to 0 (spec §5); never negative. */
export function normaliseQuantity(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0
}
