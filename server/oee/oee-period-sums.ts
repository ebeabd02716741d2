// The OEE report's sums over a range from kept whole days and months (decision 241): the plant's figures per
// ended planning date, and per line, shift and product per day and per whole month, summed by the database. What
// no whole day covers (the range's cut edges, the current day) comes from the per-shift sums (decision 230). A
// kept period carries a fingerprint of the settings it was summed under (lines' products, ideal rates, reasons'
// flags, the day's schedule); one whose fingerprint is not today's is summed again, so a setting changing never
// leaves a stale figure and nothing outside this area has to drop kept rows.
import { createHash } from 'node:crypto'
import { addSumsInto, emptySums, sumsOfTotals, type OeeSums, type ReasonInfo } from '../../shared/oee/oee-rules'
import { addDays, shiftAt } from '../../shared/planning/schedule'
import type { Db } from '../db/connection'
import {
  groupSums,
  keepDays,
  keepMonth,
  plantDaysAndMonths,
  type GroupColumn,
  type PeriodRow,
  type PeriodSums,
} from './oee-period-sums.repository'
import { lineShiftSums, lineShiftSumsIn, type LineShift } from './oee-shift-totals'
import { PLANT, dayEnd, dayStart, datesBetween, runsOf, toRow, toSums, wholeMonths } from './oee-period-rows'
import { loadOeeSettings, scheduleOf, withSchedule, type OeeSettings } from './oee-settings'
import { oeeSumGenerations } from './oee-sums.repository'

/** What a report adds up: sums per group value (line id, shift, product id or 0), per date and overall. */
export interface ReportSums {
  groups: Map<string, OeeSums>
  days: Map<string, OeeSums>
  overall: OeeSums
  reasons: Map<number, ReasonInfo>
}

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

/** The settings every kept figure depends on, and each day's schedule on top of them. */
async function fingerprints(db: Db, settings: OeeSettings, dates: string[]): Promise<Map<string, string>> {
  const lines = settings.lines.map((l) => [l.id, l.product_id])
  const rates = settings.rates
    .map((r) => [r.line_id, r.product_id, r.ideal_rate_per_min])
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)
  const reasons = settings.reasons.map((r) => [r.id, r.planned, r.category]).sort((a, b) => +a[0]! - +b[0]!)
  const common = sha1(JSON.stringify([lines, rates, reasons]))
  const byDate = new Map<string, unknown[]>()
  for (const e of await scheduleOf(db, settings, dates[0]!, dates[dates.length - 1]!)) {
    const list = byDate.get(e.scheduled_date) ?? []
    list.push([e.id, e.line_id, e.product_id, e.shift, e.priority])
    byDate.set(e.scheduled_date, list)
  }
  return new Map(dates.map((d) => [d, sha1(`${common}|${JSON.stringify(byDate.get(d) ?? [])}`)]))
}

/** Sums the given days from the per-shift sums and keeps them; the plant's rows, or null when a write came between. */
async function sumDays(
  db: Db,
  settings: OeeSettings,
  dates: string[],
  prints: Map<string, string>,
  nowMs: number,
  generations: Map<number, number>,
) {
  const rows: PeriodRow[] = []
  for (const [first, last] of runsOf(dates)) {
    const { shifts, reasons } = await lineShiftSums(db, dayStart(first), dayEnd(last), nowMs, undefined, true, settings)
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

/**
 * Makes sure the whole days first..last and the whole months inside them are kept under today's settings,
 * summing what is missing or stale (decision 241). The plant's day rows, or null when a write came between (then
 * nothing more is kept and the caller sums shift by shift).
 */
export async function keepPeriods(
  db: Db,
  settings: OeeSettings,
  first: string,
  last: string,
  nowMs: number,
): Promise<PlantDays | null> {
  const dates = datesBetween(first, last)
  const months = wholeMonths(dates, last)
  const prints = await fingerprints(db, settings, dates)
  const kept = await plantDaysAndMonths(db, dates, months)
  const plant = kept.days.filter((r) => prints.get(r.period) === r.fingerprint)
  const have = new Set(plant.map((r) => r.period))
  const missing = dates.filter((d) => !have.has(d))
  // The generations are read only when something is to be kept, before it is summed (decision 241).
  let generations: Map<number, number> | null = null
  if (missing.length) {
    generations = await oeeSumGenerations(db)
    const fresh = await sumDays(db, settings, missing, prints, nowMs, generations)
    if (!fresh) return null
    plant.push(...fresh)
  }
  // Whole months inside the days: their lines' rows come summed per month.
  for (const month of months) {
    const monthDates = dates.filter((d) => d.startsWith(`${month}-`))
    const print = sha1(monthDates.map((d) => prints.get(d)).join('|'))
    if (kept.months.get(month) === print) continue
    generations ??= await oeeSumGenerations(db)
    const first = monthDates[0]!
    const ok = await keepMonth(
      db,
      month,
      first,
      monthDates[monthDates.length - 1]!,
      print,
      monthDates.length,
      generations,
    )
    if (!ok) return null
  }
  return { dates, months, plant, summed: missing.length }
}

interface PlantDays {
  /** How many days were summed now (missing or stale). */
  summed: number
  dates: string[]
  months: string[]
  plant: (PeriodSums & { period: string; reason_ms: string })[]
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
  given?: OeeSettings,
): Promise<ReportSums> {
  const until = Math.min(endMs, nowMs)
  const out: ReportSums = { groups: new Map(), days: new Map(), overall: emptySums(), reasons: new Map() }
  const settings = given ?? (await loadOeeSettings(db))
  let first = until > startMs ? shiftAt(new Date(startMs)).date : ''
  if (first && dayStart(first) < startMs) first = addDays(first, 1)
  let last = until > startMs ? shiftAt(new Date(until - 1)).date : ''
  if (last && dayEnd(last) > until) last = addDays(last, -1)
  if (!first || first > last) return everyShift(db, startMs, endMs, nowMs, by, { settings })
  // The range's schedule, read once: the days' fingerprints and the cut edges' shifts use it.
  await withSchedule(db, settings, shiftAt(new Date(startMs)).date, shiftAt(new Date(until - 1)).date)
  const kept = await keepPeriods(db, settings, first, last, nowMs)
  if (!kept) return everyShift(db, startMs, endMs, nowMs, by, { settings })
  const { dates, months, plant } = kept
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
  out.reasons = reasonInfo(settings)
  // The range's cut start and what follows the last whole day (the current day), read together.
  const edges = [
    { from: startMs, to: dayStart(first) },
    { from: dayEnd(last), to: endMs },
  ].filter((e) => e.to > e.from && Math.min(e.to, nowMs) > e.from)
  if (edges.length) {
    const { shifts, reasons } = await lineShiftSumsIn(db, edges, nowMs, { settings })
    addShifts(out, by, shifts, reasons)
  }
  return out
}

function reasonInfo(settings: OeeSettings): Map<number, ReasonInfo> {
  return new Map(settings.reasons.map((r) => [r.id, { planned: r.planned === 1, category: r.category }] as const))
}

/** Every shift summed one by one (no whole day in the range, or a write came while keeping). */
export async function everyShift(
  db: Db,
  startMs: number,
  endMs: number,
  nowMs: number,
  by: GroupColumn,
  options: { onlyLine?: number; kept?: boolean; settings?: OeeSettings } = {},
): Promise<ReportSums> {
  const { shifts, reasons } = await lineShiftSums(
    db,
    startMs,
    endMs,
    nowMs,
    options.onlyLine,
    options.kept ?? true,
    options.settings,
  )
  const out: ReportSums = { groups: new Map(), days: new Map(), overall: emptySums(), reasons }
  addShifts(out, by, shifts, reasons)
  return out
}
