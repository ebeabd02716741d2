// The calendar's days and cells: work orders grouped by line and due day once, so 2,000 of them draw at once.
import { addDays, isoDay } from '../../../shared/pm/due-dates'
import type { PmWorkOrder } from '../../../shared/pm/types'

export type CalendarSpan = 'week' | 'month'

/** The days shown: the week (Monday first) or the month around `anchor`. */
export function calendarDays(anchor: string, span: CalendarSpan): string[] {
  const d = new Date(`${anchor}T00:00:00Z`)
  if (span === 'week') {
    const monday = addDays(anchor, -((d.getUTCDay() + 6) % 7))
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
  }
  const first = isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)))
  const length = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  return Array.from({ length }, (_, i) => addDays(first, i))
}

export function shiftAnchor(anchor: string, span: CalendarSpan, by: number): string {
  if (span === 'week') return addDays(anchor, 7 * by)
  const d = new Date(`${anchor}T00:00:00Z`)
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1)))
}

/** Work orders by `${lineId}|${day}` for the days shown. */
export function cellsOf(orders: readonly PmWorkOrder[], days: readonly string[]): Map<string, PmWorkOrder[]> {
  const first = days[0]!
  const last = days[days.length - 1]!
  const cells = new Map<string, PmWorkOrder[]>()
  for (const w of orders) {
    if (w.dueAt < first || w.dueAt > last || w.status === 'skipped') continue
    const key = `${w.lineId ?? '-'}|${w.dueAt}`
    const list = cells.get(key)
    if (list) list.push(w)
    else cells.set(key, [w])
  }
  return cells
}
