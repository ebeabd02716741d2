// Rows and dates of the OEE report's kept periods (decision 241): a kept row to sums and back, the days and whole
// months of a range, and runs of consecutive dates (split from oee-period-sums.ts, decision 242).
import type { OeeSums } from '../../shared/oee/oee-rules'
import { shiftWindow } from '../../shared/oee/shift-windows'
import { addDays } from '../../shared/planning/schedule'
import type { PeriodRow, PeriodSums } from './oee-period-sums.repository'

export const dayStart = (date: string) => shiftWindow(date, 'morning').start
export const dayEnd = (date: string) => shiftWindow(date, 'night').end
/** The line id of the plant's rows. */
export const PLANT = 0

export function toSums(r: PeriodSums, reasonMs: Record<number, number> = {}): OeeSums {
  const scheduledMs = Number(r.scheduled_ms)
  const plannedStopMs = Number(r.planned_stop_ms)
  const unplannedStopMs = Number(r.unplanned_stop_ms)
  return {
    scheduledMs,
    plannedStopMs,
    runMs: scheduledMs - plannedStopMs - unplannedStopMs,
    unplannedStopMs,
    unexplainedMs: Number(r.unexplained_ms),
    good: Number(r.good),
    rejected: Number(r.rejected),
    idealMs: Number(r.ideal_missing) > 0 ? null : Number(r.ideal_ms),
    startupRejectIdealMs: Number(r.startup_reject_ideal_ms),
    rejectIdealMs: Number(r.reject_ideal_ms),
    setupMs: Number(r.setup_ms),
    breakdownMs: Number(r.breakdown_ms),
    reasonMs,
  }
}

export function toRow(
  date: string,
  lineId: number,
  shift: string,
  productId: number,
  fingerprint: string,
  s: OeeSums,
): PeriodRow {
  return {
    level: 'day',
    period: date,
    line_id: lineId,
    shift,
    product_id: productId,
    start_ms: dayStart(date),
    end_ms: dayEnd(date),
    fingerprint,
    scheduled_ms: s.scheduledMs,
    planned_stop_ms: s.plannedStopMs,
    unplanned_stop_ms: s.unplannedStopMs,
    unexplained_ms: s.unexplainedMs,
    setup_ms: s.setupMs,
    breakdown_ms: s.breakdownMs,
    good: s.good,
    rejected: s.rejected,
    ideal_ms: s.idealMs ?? 0,
    ideal_missing: s.idealMs === null ? 1 : 0,
    startup_reject_ideal_ms: s.startupRejectIdealMs,
    reject_ideal_ms: s.rejectIdealMs,
    reason_ms: lineId === PLANT ? JSON.stringify(s.reasonMs) : '{}',
  }
}

/** Consecutive runs of sorted dates as [first, last]. */
export function runsOf(dates: string[]): [string, string][] {
  const runs: [string, string][] = []
  for (const d of dates) {
    const last = runs[runs.length - 1]
    if (last && addDays(last[1], 1) === d) last[1] = d
    else runs.push([d, d])
  }
  return runs
}

export function datesBetween(first: string, last: string): string[] {
  const out: string[] = []
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d)
  return out
}

/** The whole calendar months inside the dates first..last. */
export function wholeMonths(dates: string[], last: string): string[] {
  const months: string[] = []
  for (const d of dates) {
    const month = d.slice(0, 7)
    // The month's last day: the day before the first of the month after (the 28th + 4 days is in it).
    if (d.endsWith('-01') && addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1) <= last) months.push(month)
  }
  return months
}
