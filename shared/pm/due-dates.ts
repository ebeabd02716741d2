// When a plan's next work order is due (decision 190): calendar triggers on a fixed grid or floating from the last
// completion, meter triggers from readings; the earliest trigger wins. Dates are yyyy-mm-dd (UTC days).
import type { PmCalendarTrigger, PmMeterTrigger, PmMeterUnit, PmTrigger, PmWorkOrderStatus } from './types'

const DAY_MS = 86_400_000
/** A meter plan's work order is made once this share of its interval has been used (its lead, in meter terms). */
export const METER_LEAD_SHARE = 0.9

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10)
const parseDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`)

export function addDays(day: string, days: number): string {
  return isoDay(new Date(parseDay(day).getTime() + days * DAY_MS))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS)
}

/** Months keep the anchor's day of month, or the month's last day when it has fewer (31 Jan → 28 Feb → 31 Mar). */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth() + months
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return isoDay(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last))))
}

export function addInterval(day: string, every: number, unit: PmCalendarTrigger['unit'], times = 1): string {
  if (unit === 'month') return addMonths(day, every * times)
  return addDays(day, every * times * (unit === 'week' ? 7 : 1))
}

/** The plan's history as the generator sees it: its latest work order, if any. */
export interface PlanHistory {
  startsOn: string
  last: { dueAt: string; status: PmWorkOrderStatus; completedAt: string | null } | null
}

/** The k-th date of a fixed grid (k = 0 is the anchor), each counted from the anchor so months do not drift. */
const gridDate = (t: PmCalendarTrigger, anchor: string, k: number) => addInterval(anchor, t.every, t.unit, k)

/** Rough grid index of a day, a little low, so a short walk forward finds the exact one. */
function gridIndexBelow(t: PmCalendarTrigger, anchor: string, day: string): number {
  const days = daysBetween(anchor, day)
  const span = t.unit === 'month' ? 31 * t.every : t.every * (t.unit === 'week' ? 7 : 1)
  return Math.max(0, Math.floor(days / span) - 1)
}

/** The first grid date after `day`. */
function gridAfter(t: PmCalendarTrigger, anchor: string, day: string): string {
  let k = gridIndexBelow(t, anchor, day)
  while (gridDate(t, anchor, k) <= day) k++
  return gridDate(t, anchor, k)
}

/**
 * A calendar trigger's next due date. Fixed: the next grid date after the last work order's, but a grid date
 * missed while the plan had an open or paused work order is not made up: never earlier than the latest grid date
 * on or before today. Floating: the last completion (or skip) plus the interval.
 */
export function nextCalendarDue(t: PmCalendarTrigger, history: PlanHistory, today: string): string {
  const { startsOn, last } = history
  if (!last) return startsOn
  if (t.mode === 'floating') {
    const from = last.status === 'done' && last.completedAt ? last.completedAt.slice(0, 10) : last.dueAt
    return addInterval(from, t.every, t.unit)
  }
  const next = gridAfter(t, startsOn, last.dueAt)
  if (next >= today) return next
  // Several grid dates have passed: the latest one on or before today is the one due.
  let k = gridIndexBelow(t, startsOn, today)
  while (gridDate(t, startsOn, k + 1) <= today) k++
  const latest = gridDate(t, startsOn, k)
  return latest > next ? latest : next
}

export interface MeterDue {
  /** Used since the plan started or was last completed. */
  used: number
  dueAt: string
}

/**
 * A meter trigger: the work order is made once METER_LEAD_SHARE of the interval is used; it is due today when the
 * whole interval is used, else `leadDays` from today. No reading yet: not due.
 */
export function meterDue(
  t: PmMeterTrigger,
  latest: number | null | undefined,
  base: number | undefined,
  leadDays: number,
  today: string,
): MeterDue | null {
  if (latest == null) return null
  const used = latest - (base ?? 0)
  if (used < t.every * METER_LEAD_SHARE) return null
  return { used, dueAt: used >= t.every ? today : addDays(today, leadDays) }
}

export interface NextDueInput {
  triggers: readonly PmTrigger[]
  leadDays: number
  history: PlanHistory
  /** The latest meter readings of the plan's machine (or line), per unit. */
  readings: Partial<Record<PmMeterUnit, number>>
  meterBase: Partial<Record<PmMeterUnit, number>>
  /** Running hours of the plan's line since its last completion (or start), summed by the server from the line's
   * status history: what a `source: 'status'` trigger counts (decision 235). */
  runningHours?: number | null
  today: string
}

/** How much of a meter trigger's interval is used: readings minus the base, or the derived running hours. */
export function meterUsed(
  t: PmMeterTrigger,
  input: Pick<NextDueInput, 'readings' | 'meterBase' | 'runningHours'>,
): number | null {
  if (t.source === 'status') return input.runningHours ?? null
  const latest = input.readings[t.unit]
  return latest == null ? null : latest - (input.meterBase[t.unit] ?? 0)
}

/** The plan's next due date over all its triggers (the earliest), or null when no trigger is due yet. */
export function nextDue(input: NextDueInput): string | null {
  let best: string | null = null
  for (const t of input.triggers) {
    const due =
      t.kind === 'calendar'
        ? nextCalendarDue(t, input.history, input.today)
        : meterDue(t, meterUsed(t, input), 0, input.leadDays, input.today)?.dueAt
    if (due && (best === null || due < best)) best = due
  }
  return best
}

/** Whether a work order due on `dueAt` should exist by `today` (it is made `leadDays` ahead). */
export function withinLead(dueAt: string, leadDays: number, today: string): boolean {
  return addDays(dueAt, -leadDays) <= today
}

/** Overdue: still open after its due day. */
export function isOverdue(w: { status: PmWorkOrderStatus; dueAt: string }, today: string): boolean {
  return w.status === 'open' && w.dueAt < today
}
