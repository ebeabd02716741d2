// The OEE report's sums over a range from kept whole days and months (decision 241): the plant's figures per
// ended planning date, and per line, shift and product per day and per whole month, summed by the database. What
// no whole day covers (the range's cut edges, the current day) comes from the per-shift sums (decision 230). A
// kept period carries a fingerprint of the settings it was summed under (lines' products, ideal rates, reasons'
// flags, the day's schedule); one whose fingerprint is not today's is summed again, so a setting changing never
// leaves a stale figure and nothing outside this area has to drop kept rows.
import { createHash } from 'node:crypto'
import { addSumsInto, emptySums, sumsOfTotals, type OeeSums, type ReasonInfo } from '../../shared/oee/oee-rules'
import { shiftWindow } from '../../shared/oee/shift-windows'
import { addDays, shiftAt } from '../../shared/planning/schedule'
import type { Db } from '../db/connection'
import { listRates } from './counts.repository'
import { lineBasics, listReasonRows, scheduleBetween } from './oee.repository'
import {
  groupSums,
  keepDays,
  keepMonth,
  monthMarkers,
  plantDays,
  type GroupColumn,
  type PeriodRow,
  type PeriodSums,
} from './oee-period-sums.repository'
import { lineShiftSums, type LineShift } from './oee-shift-totals'
import { oeeSumGenerations } from './oee-sums.repository'

/** What a report adds up: sums per group value (line id, shift, product id or 0), per date and overall. */
export interface ReportSums {
  groups: Map<string, OeeSums>
  days: Map<string, OeeSums>
  overall: OeeSums
  reasons: Map<number, ReasonInfo>
}

const dayStart = (date: string) => shiftWindow(date, 'morning').start
const dayEnd = (date: string) => shiftWindow(date, 'night').end
/** The line id of the plant's rows. */
const PLANT = 0
const sha1 = (s: string) => createHash('sha1').update(s).digest('base64')

function add(map: Map<string, OeeSums>, key: string, s: OeeSums): void {
  const acc = map.get(key)
  if (acc) addSumsInto(acc, s)
  else map.set(key, addSumsInto(emptySums(), s))
}

function groupValue(by: GroupColumn, s: LineShift): string {
  return by === 'line_id' ? String(s.lineId) : by === 'shift' ? s.window.shift : String(s.productId ?? 0)
}

/** Adds shifts summed one by one (the cut edges, or a whole range when nothing is kept). */
function addShifts(into: ReportSums, by: GroupColumn, shifts: LineShift[], reasons: Map<number, ReasonInfo>) {
  for (const shift of shifts) {
    const s = sumsOfTotals(shift.rated, reasons)
    add(into.groups, groupValue(by, shift), s)
    add(into.days, shift.window.date, s)
    addSumsInto(into.overall, s)
  }
}

function toSums(r: PeriodSums, reasonMs: Record<number, number> = {}): OeeSums {
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

function toRow(
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
function runsOf(dates: string[]): [string, string][] {
  const runs: [string, string][] = []
  for (const d of dates) {
    const last = runs[runs.length - 1]
    if (last && addDays(last[1], 1) === d) last[1] = d
    else runs.push([d, d])
  }
  return runs
}

/** The settings every kept figure depends on, and each day's schedule on top of them. */
async function fingerprints(db: Db, dates: string[]): Promise<Map<string, string>> {
  const lines = (await lineBasics(db)).map((l) => [l.id, l.product_id])
  const rates = (await listRates(db))
    .map((r) => [r.line_id, r.product_id, r.ideal_rate_per_min])
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)
  const reasons = (await listReasonRows(db)).map((r) => [r.id, r.planned, r.category]).sort((a, b) => +a[0]! - +b[0]!)
  const settings = sha1(JSON.stringify([lines, rates, reasons]))
  const byDate = new Map<string, unknown[]>()
  for (const e of await scheduleBetween(db, dates[0]!, dates[dates.length - 1]!)) {
    const list = byDate.get(e.scheduled_date) ?? []
    list.push([e.id, e.line_id, e.product_id, e.shift, e.priority])
    byDate.set(e.scheduled_date, list)
  }
  return new Map(dates.map((d) => [d, sha1(`${settings}|${JSON.stringify(byDate.get(d) ?? [])}`)]))
}

/** Sums the given days from the per-shift sums and keeps them; the plant's rows, or null when a write came between. */
async function sumDays(
  db: Db,
  dates: string[],
  prints: Map<string, string>,
  nowMs: number,
  generations: Map<number, number>,
) {
  const rows: PeriodRow[] = []
  for (const [first, last] of runsOf(dates)) {
    const { shifts, reasons } = await lineShiftSums(db, dayStart(first), dayEnd(last), nowMs)
    const plant = new Map<string, OeeSums>()
    for (const d of datesBetween(first, last)) plant.set(d, emptySums())
    for (const shift of shifts) {
      const s = sumsOfTotals(shift.rated, reasons)
      const date = shift.window.date
      addSumsInto(plant.get(date)!, s)
      rows.push(toRow(date, shift.lineId, shift.window.shift, shift.productId ?? 0, prints.get(date)!, s))
    }
    for (const [date, s] of plant) rows.push(toRow(date, PLANT, '', 0, prints.get(date)!, s))
  }
  if (!(await keepDays(db, dates, rows, generations))) return null
  return rows.filter((r) => r.line_id === PLANT)
}

function datesBetween(first: string, last: string): string[] {
  const out: string[] = []
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d)
  return out
}

/**
 * The sums of a report over [startMs, endMs) (no later than now), grouped by `by`, from kept whole days and months
 * where the range holds them. The same figures as summing every shift (server/oee/oee-period-sums.test.ts).
 */
export async function reportSums(
  db: Db,
  startMs: number,
  endMs: number,
  nowMs: number,
  by: GroupColumn,
): Promise<ReportSums> {
  const until = Math.min(endMs, nowMs)
  const out: ReportSums = { groups: new Map(), days: new Map(), overall: emptySums(), reasons: new Map() }
  let first = until > startMs ? shiftAt(new Date(startMs)).date : ''
  if (first && dayStart(first) < startMs) first = addDays(first, 1)
  let last = until > startMs ? shiftAt(new Date(until - 1)).date : ''
  if (last && dayEnd(last) > until) last = addDays(last, -1)
  if (!first || first > last) return everyShift(db, startMs, endMs, nowMs, by)
  const dates = datesBetween(first, last)
  const prints = await fingerprints(db, dates)
  const generations = await oeeSumGenerations(db)
  const plant = (await plantDays(db, first, last)).filter((r) => prints.get(r.period) === r.fingerprint)
  const kept = new Set(plant.map((r) => r.period))
  const missing = dates.filter((d) => !kept.has(d))
  if (missing.length) {
    const fresh = await sumDays(db, missing, prints, nowMs, generations)
    if (!fresh) return everyShift(db, startMs, endMs, nowMs, by)
    plant.push(...fresh)
  }
  // Whole months inside the days: their lines' rows come summed per month.
  const months: string[] = []
  for (const d of dates) {
    const month = d.slice(0, 7)
    // The month's last day: the day before the first of the month after (the 28th + 4 days is in it).
    if (d.endsWith('-01') && addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1) <= last) months.push(month)
  }
  if (months.length) {
    const markers = await monthMarkers(db, months[0]!, months[months.length - 1]!)
    for (const month of months) {
      const monthDates = dates.filter((d) => d.startsWith(`${month}-`))
      const print = sha1(monthDates.map((d) => prints.get(d)).join('|'))
      if (markers.get(month) === print) continue
      const ok = await keepMonth(
        db,
        month,
        monthDates[0]!,
        monthDates[monthDates.length - 1]!,
        print,
        monthDates.length,
        generations,
      )
      if (!ok) return everyShift(db, startMs, endMs, nowMs, by)
    }
  }
  const inMonths = new Set(months)
  const monthRuns = runsOf(months.map((m) => `${m}-01`)).map(
    ([a, b]) => [a.slice(0, 7), b.slice(0, 7)] as [string, string],
  )
  const dayRuns = runsOf(dates.filter((d) => !inMonths.has(d.slice(0, 7))))
  for (const g of await groupSums(db, by, monthRuns, dayRuns)) add(out.groups, String(g.key), toSums(g))
  for (const r of plant) {
    const s = toSums(r, JSON.parse(r.reason_ms) as Record<number, number>)
    if (s.scheduledMs > 0) add(out.days, r.period, s)
    addSumsInto(out.overall, s)
  }
  out.reasons = await reasonInfo(db)
  if (dayStart(first) > startMs) {
    const head = await lineShiftSums(db, startMs, dayStart(first), nowMs)
    addShifts(out, by, head.shifts, head.reasons)
  }
  if (until > dayEnd(last)) {
    const tail = await lineShiftSums(db, dayEnd(last), endMs, nowMs)
    addShifts(out, by, tail.shifts, tail.reasons)
  }
  return out
}

async function reasonInfo(db: Db): Promise<Map<number, ReasonInfo>> {
  return new Map(
    (await listReasonRows(db)).map((r) => [r.id, { planned: r.planned === 1, category: r.category }] as const),
  )
}

/** Every shift summed one by one (no whole day in the range, or a write came while keeping). */
export async function everyShift(
  db: Db,
  startMs: number,
  endMs: number,
  nowMs: number,
  by: GroupColumn,
  options: { onlyLine?: number; kept?: boolean } = {},
): Promise<ReportSums> {
  const { shifts, reasons } = await lineShiftSums(db, startMs, endMs, nowMs, options.onlyLine, options.kept ?? true)
  const out: ReportSums = { groups: new Map(), days: new Map(), overall: emptySums(), reasons }
  addShifts(out, by, shifts, reasons)
  return out
}
