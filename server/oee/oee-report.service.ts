// OEE per line, unit, shift or product over a range, from the shared rules (decision 200): each scheduled shift
// of each line is summed on its own, then the sums are added per group, per day and overall.
import {
  addSums,
  emptySums,
  oeeFigures,
  oeeSums,
  sixBigLosses,
  type CountEntry,
  type OeeSums,
  type ReasonInfo,
  type SixBigLosses,
  type StatusPeriod,
} from '../../shared/oee/oee-rules'
import type { LineOee, OeeFactors, OeeReport } from '../../shared/oee/oee-types'
import { shiftAt, addDays } from '../../shared/planning/schedule'
import { shiftWindowsBetween, type ShiftWindow } from '../../shared/oee/shift-windows'
import type { Db, Trx } from '../db/connection'
import { notFound } from '../http/errors'
import {
  countsBetween,
  lineBasics,
  listRates,
  listReasonRows,
  partsBetween,
  periodsBetween,
  productNames,
  scheduleBetween,
  type CountRow,
  type PartRow,
} from './oee.repository'
import { toStatusPeriods } from './stops.service'

const MIN = 60_000
export const MAX_REPORT_DAYS = 366

export function toFactors(s: OeeSums): OeeFactors {
  const f = oeeFigures(s)
  return {
    availability: f.availability,
    performance: f.performance,
    quality: f.quality,
    oee: f.oee,
    overSpeed: f.overSpeed,
    plannedProductionMinutes: Math.round(f.plannedProductionMs / MIN),
    runMinutes: Math.round(s.runMs / MIN),
    unexplainedMinutes: Math.round(s.unexplainedMs / MIN),
    good: s.good,
    rejected: s.rejected,
  }
}

const lossMinutes = (l: SixBigLosses): SixBigLosses =>
  Object.fromEntries(Object.entries(l).map(([k, v]) => [k, Math.round(v / MIN)])) as unknown as SixBigLosses

interface LineShift {
  lineId: number
  unit: string | null
  window: ShiftWindow
  productId: number | null
  sums: OeeSums
}

/** First index whose value is >= x in an ascending array of numbers, picked by `key`. */
function lowerBound<T>(list: readonly T[], x: number, key: (t: T) => number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (key(list[mid]!) < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Sums of every scheduled shift of every line in [startMs, endMs) (no later than now). A shift is scheduled when
 * the planner planned it for the line; a line with nothing planned on a date counts all three shifts (decision 200).
 */
export async function lineShiftSums(
  db: Db | Trx,
  startMs: number,
  endMs: number,
  nowMs: number,
  onlyLine?: number,
): Promise<{ shifts: LineShift[]; reasons: Map<number, ReasonInfo> }> {
  const until = Math.min(endMs, nowMs)
  const lines = (await lineBasics(db)).filter((l) => onlyLine === undefined || l.id === onlyLine)
  if (onlyLine !== undefined && lines.length === 0) throw notFound(`Production line ${onlyLine} not found`)
  const reasons = new Map(
    (await listReasonRows(db)).map((r) => [r.id, { planned: r.planned === 1, category: r.category }] as const),
  )
  const shifts: LineShift[] = []
  if (!(until > startMs)) return { shifts, reasons }
  const windows = shiftWindowsBetween(startMs, until)
  const firstDate = windows[0]?.date ?? shiftAt(new Date(startMs)).date
  const lastDate = windows[windows.length - 1]?.date ?? firstDate
  const plan = new Map<string, number>()
  const plannedDays = new Set<string>()
  for (const e of await scheduleBetween(db, firstDate, lastDate)) {
    const key = `${e.line_id}|${e.scheduled_date}|${e.shift}`
    if (!plan.has(key)) plan.set(key, e.product_id)
    plannedDays.add(`${e.line_id}|${e.scheduled_date}`)
  }
  const rates = new Map((await listRates(db)).map((r) => [`${r.product_id}|${r.line_id}`, r.ideal_rate_per_min]))
  const periodRows = await periodsBetween(db, startMs, until, onlyLine)
  const earliest = periodRows.reduce((m, r) => Math.min(m, r.start), startMs)
  const partRows = await partsBetween(db, earliest, until, onlyLine)
  const countRows = await countsBetween(db, startMs, until, onlyLine)
  const byLine = <T extends { line_id: number }>(rows: readonly T[]) => {
    const m = new Map<number, T[]>()
    for (const r of rows) {
      const list = m.get(r.line_id)
      if (list) list.push(r)
      else m.set(r.line_id, [r])
    }
    return m
  }
  const periodsOf = byLine(periodRows)
  const partsOf = byLine(partRows)
  const countsOf = byLine(countRows)

  for (const line of lines) {
    const periods: StatusPeriod[] = toStatusPeriods(periodsOf.get(line.id) ?? [], nowMs, line)
    const parts: PartRow[] = partsOf.get(line.id) ?? []
    const counts: CountRow[] = (countsOf.get(line.id) ?? []).sort((a, b) => a.at_ms - b.at_ms)
    for (const w of windows) {
      const dayPlanned = plannedDays.has(`${line.id}|${w.date}`)
      const productId = plan.get(`${line.id}|${w.date}|${w.shift}`) ?? null
      if (dayPlanned && productId === null) continue
      const start = Math.max(w.start, startMs)
      const end = Math.min(w.end, until)
      if (!(end > start)) continue
      const pi = lowerBound(periods, start, (p) => p.end + 1)
      const shiftPeriods: StatusPeriod[] = []
      let first = Math.max(0, pi - 1)
      // A stop pressed twice is one stop: take in the same-status periods it began with.
      while (
        first > 0 &&
        periods[first - 1]!.status === periods[first]!.status &&
        periods[first - 1]!.end === periods[first]!.start
      )
        first--
      for (let i = first; i < periods.length && periods[i]!.start < end; i++)
        if (periods[i]!.end > start || i < pi) shiftPeriods.push(periods[i]!)
      const from = shiftPeriods[0]?.start ?? start
      const shiftParts: { start: number; reasonId: number }[] = []
      for (let i = lowerBound(parts, from, (p) => p.from_ms); i < parts.length && parts[i]!.from_ms < end; i++)
        shiftParts.push({ start: parts[i]!.from_ms, reasonId: parts[i]!.reason_id })
      const ci = lowerBound(counts, start, (c) => c.at_ms)
      const shiftCounts: CountEntry[] = []
      for (let i = ci; i < counts.length && counts[i]!.at_ms < end; i++) {
        const c = counts[i]!
        const product = c.product_id ?? productId ?? line.product_id
        shiftCounts.push({
          at: c.at_ms,
          good: c.good,
          rejected: c.rejected,
          idealRatePerMin: product === null ? null : (rates.get(`${product}|${line.id}`) ?? null),
        })
      }
      const sums = oeeSums({
        scheduled: [{ start, end }],
        periods: shiftPeriods,
        parts: shiftParts,
        reasons,
        counts: shiftCounts,
      })
      shifts.push({ lineId: line.id, unit: line.unit_code, window: w, productId: productId ?? line.product_id, sums })
    }
  }
  return { shifts, reasons }
}

export async function oeeReport(
  db: Db,
  q: { startMs: number; endMs: number; groupBy: 'line' | 'shift' | 'product' | 'unit'; lineId?: number },
  nowMs: number,
): Promise<OeeReport> {
  const { startMs, endMs } = q
  const { shifts } = await lineShiftSums(db, startMs, endMs, nowMs, q.lineId)
  const lines = new Map((await lineBasics(db)).map((l) => [l.id, l.name]))
  const products = new Map((await productNames(db)).map((p) => [p.id, `${p.sku} ${p.name}`]))
  const groups = new Map<string, { label: string; sums: OeeSums }>()
  const days = new Map<string, OeeSums>()
  let overall = emptySums()
  for (const s of shifts) {
    const [key, label] =
      q.groupBy === 'line'
        ? [String(s.lineId), lines.get(s.lineId) ?? `Line ${s.lineId}`]
        : q.groupBy === 'shift'
          ? [s.window.shift, s.window.shift]
          : q.groupBy === 'unit'
            ? [s.unit ?? '-', s.unit ?? '-']
            : [
                String(s.productId ?? '-'),
                s.productId === null ? '-' : (products.get(s.productId) ?? String(s.productId)),
              ]
    const g = groups.get(key)
    groups.set(key, { label, sums: g ? addSums(g.sums, s.sums) : s.sums })
    days.set(s.window.date, addSums(days.get(s.window.date) ?? emptySums(), s.sums))
    overall = addSums(overall, s.sums)
  }
  const reasons: Record<string, number> = {}
  // A tenth of a minute: a short stop still shows in the Pareto.
  for (const [id, ms] of Object.entries(overall.reasonMs)) reasons[id] = Math.round((ms / MIN) * 10) / 10
  return {
    start: new Date(startMs).toISOString(),
    end: new Date(endMs).toISOString(),
    groupBy: q.groupBy,
    overall: toFactors(overall),
    groups: [...groups.entries()]
      .map(([key, g]) => Object.assign({ key, label: g.label }, toFactors(g.sums)))
      .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true })),
    reasons,
    losses: lossMinutes(sixBigLosses(overall)),
    days: [...days.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([date, s]) => {
        const f = oeeFigures(s)
        return { date, oee: f.oee, availability: f.availability, performance: f.performance, quality: f.quality }
      }),
  }
}

/** The current shift of one line so far: what the tablet and the wall tile show. */
export async function currentLineOee(db: Db, lineId: number, now: Date): Promise<LineOee> {
  const { date, shift } = shiftAt(now)
  const w = shiftWindowsBetween(now.getTime() - 1, now.getTime()).find((x) => x.date === date && x.shift === shift)
  const start = w?.start ?? now.getTime() - 60 * MIN
  const { shifts } = await lineShiftSums(db, start, now.getTime() + 1, now.getTime() + 1, lineId)
  const sums = shifts.reduce((acc, s) => addSums(acc, s.sums), emptySums())
  return Object.assign(
    { lineId, shift, date, start: new Date(start).toISOString(), end: new Date(w?.end ?? now.getTime()).toISOString() },
    toFactors(sums),
  )
}

/** Current-shift OEE of every line (wall display tiles), from one pass. */
export async function currentPlantOee(db: Db, now: Date): Promise<LineOee[]> {
  const { date, shift } = shiftAt(now)
  const w = shiftWindowsBetween(now.getTime() - 1, now.getTime()).find((x) => x.date === date && x.shift === shift)
  const start = w?.start ?? now.getTime() - 60 * MIN
  const { shifts } = await lineShiftSums(db, start, now.getTime() + 1, now.getTime() + 1)
  return shifts.map((s) =>
    Object.assign(
      {
        lineId: s.lineId,
        shift,
        date,
        start: new Date(start).toISOString(),
        end: new Date(w?.end ?? now.getTime()).toISOString(),
      },
      toFactors(s.sums),
    ),
  )
}

export { addDays }
