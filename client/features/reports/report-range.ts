// Report dates: the filters hold local calendar days (YYYY-MM-DD); the server is sent the local midnights
// that bound them, so "today" means the factory's today, not UTC's.
import { ARCHIVE_CUTOFF_MONTHS, REPORT_DEFAULT_RANGE_DAYS } from '../../../shared/reports'

export interface DateRange {
  startDate: string
  endDate: string
}

const pad = (n: number) => String(n).padStart(2, '0')

export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y!, m! - 1, d!)
}

/** The last `days` days up to today: 7d is today and the six days before it... as the spec's 30 days ago → today. */
export function lastDays(days: number, now = new Date()): DateRange {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days)
  return { startDate: localDay(start), endDate: localDay(now) }
}

export const defaultRange = (now = new Date()) => lastDays(REPORT_DEFAULT_RANGE_DAYS, now)

/** start = local midnight of the first day; end = local midnight after the last day (exclusive). */
export function rangeQuery(range: DateRange, lineId: number | null): string {
  const start = parseDay(range.startDate)
  const end = parseDay(range.endDate)
  end.setDate(end.getDate() + 1)
  const params = new URLSearchParams({ start: start.toISOString(), end: end.toISOString() })
  if (lineId !== null) params.set('lineId', String(lineId))
  return params.toString()
}

/** Exports take the same bounds under the spec's names. */
export function exportQuery(range: DateRange, lineId: number | null): string {
  const params = new URLSearchParams(rangeQuery(range, lineId))
  const out = new URLSearchParams({ startDate: params.get('start')!, endDate: params.get('end')! })
  if (lineId !== null) out.set('lineId', String(lineId))
  return out.toString()
}

export function isCompleteRange(range: DateRange): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(range.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(range.endDate)
}

export function isReversed(range: DateRange): boolean {
  return range.endDate < range.startDate
}

/** Three months back from now: tickets raised before it are archived. */
export function archiveCutoff(now = new Date()): string {
  const d = new Date(now)
  d.setMonth(d.getMonth() - ARCHIVE_CUTOFF_MONTHS)
  return d.toISOString()
}
