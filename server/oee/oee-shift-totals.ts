// Per line and shift window sums for the OEE report (decisions 200 and 230): each scheduled shift of each line,
// from the kept per-shift rows or summed from the raw rows (and kept), with today's ideal rates applied.
import {
  addTotalsInto,
  emptyRatedTotals,
  windowTotals,
  type RatedTotals,
  type WindowTotals,
  type ReasonInfo,
  type StatusPeriod,
} from '../../shared/oee/oee-rules'
import { shiftAt } from '../../shared/planning/schedule'
import { shiftWindowsBetween, type ShiftWindow } from '../../shared/oee/shift-windows'
import type { Db, Trx } from '../db/connection'
import { notFound } from '../http/errors'
import type { CountRow } from './counts.repository'
import type { PartRow, PeriodRow } from './oee.repository'
import { toStatusPeriods } from './stops.service'
import { countsInSpans, lowerBound, partsInSpans, periodsAroundSpans, type Span } from './oee-raw-reads'
import { loadOeeSettings, scheduleOf, type OeeSettings } from './oee-settings'
import {
  keepShiftSums,
  keptShiftSumsIn,
  oeeSumGenerations,
  type KeptSums,
  type ShiftSumsRow,
} from './oee-sums.repository'

const MIN = 60_000
export interface LineShift {
  lineId: number
  unit: string | null
  window: ShiftWindow
  productId: number | null
  /** The window's totals at today's ideal rates; sumsOfTotals gives its sums under today's reasons. */
  rated: RatedTotals
}

/** A stop pressed twice is one stop: same-status periods up to this long before a window are taken in. */
const LOOKBACK_MS = 24 * 60 * MIN
/** Windows to sum this close together are read from the database in one go. */
const CLUSTER_GAP_MS = 24 * 60 * MIN

type Totals = WindowTotals<number | null>

interface Wanted {
  line: LineBasic
  window: ShiftWindow
  start: number
  end: number
  /** The shift's planned product (null when the day is not planned). */
  productId: number | null
  /** The whole window, ended: its totals can be kept (decision 230). */
  whole: boolean
  totals?: Totals
}

type LineBasic = OeeSettings['lines'][number]

/**
 * Totals of each wanted window from the raw rows, per cluster of nearby windows: periods, explained parts and
 * counts of the cluster's time span (a day before it for the periods). Each window reads only its own time and the
 * day before, so a window sums the same whichever range asked for it. Every cluster's rows come in the same three
 * statements (decision 242).
 */
async function sumClusters(db: Db | Trx, clusters: Wanted[][], nowMs: number, onlyLine?: number): Promise<void> {
  const spans: Span[] = clusters.map((c) => ({
    from: Math.min(...c.map((w) => w.start)),
    to: Math.max(...c.map((w) => w.end)),
  }))
  const lineIds = new Set(clusters.flatMap((c) => c.map((w) => w.line.id)))
  const one = onlyLine ?? (lineIds.size === 1 ? [...lineIds][0] : undefined)
  const periodRows = await periodsAroundSpans(
    db,
    spans.map((s) => ({ from: s.from - LOOKBACK_MS, to: s.to })),
    [...lineIds],
  )
  const partSpans = spans.map((s, i) => ({
    from: periodRows[i]!.reduce((m, r) => Math.min(m, r.start), s.from),
    to: s.to,
  }))
  const partRows = await partsInSpans(db, partSpans, one)
  const countRows = await countsInSpans(db, spans, one)
  clusters.forEach((c, i) => sumFromRows(c, periodRows[i]!, partRows[i]!, countRows[i]!, nowMs))
}

/** Totals of each wanted window of one cluster from its rows. */
function sumFromRows(
  wanted: Wanted[],
  periodRows: PeriodRow[],
  partRows: PartRow[],
  countRows: CountRow[],
  nowMs: number,
): void {
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
  const cache = new Map<number, { periods: StatusPeriod[]; parts: PartRow[]; counts: CountRow[] }>()
  for (const w of wanted) {
    const line = w.line
    let rows = cache.get(line.id)
    if (!rows) {
      rows = {
        periods: toStatusPeriods(periodsOf.get(line.id) ?? [], nowMs, line),
        parts: partsOf.get(line.id) ?? [],
        counts: (countsOf.get(line.id) ?? []).sort((a, b) => a.at_ms - b.at_ms),
      }
      cache.set(line.id, rows)
    }
    const { periods, parts, counts } = rows
    const { start, end } = w
    const pi = lowerBound(periods, start, (p) => p.end + 1)
    const shiftPeriods: StatusPeriod[] = []
    let first = pi > 0 && periods[pi - 1]!.end > start - LOOKBACK_MS ? pi - 1 : pi
    // A stop pressed twice is one stop: take in the same-status periods it began with (up to a day back).
    while (
      first > 0 &&
      first < periods.length &&
      periods[first - 1]!.status === periods[first]!.status &&
      periods[first - 1]!.end === periods[first]!.start &&
      periods[first - 1]!.end > start - LOOKBACK_MS
    )
      first--
    for (let i = first; i < periods.length && periods[i]!.start < end; i++)
      if (periods[i]!.end > start || i < pi) shiftPeriods.push(periods[i]!)
    const partsFrom = shiftPeriods[0]?.start ?? start
    const shiftParts: { start: number; reasonId: number }[] = []
    for (let i = lowerBound(parts, partsFrom, (p) => p.from_ms); i < parts.length && parts[i]!.from_ms < end; i++)
      shiftParts.push({ start: parts[i]!.from_ms, reasonId: parts[i]!.reason_id })
    const shiftCounts: { at: number; good: number; rejected: number; key: number | null }[] = []
    for (let i = lowerBound(counts, start, (c) => c.at_ms); i < counts.length && counts[i]!.at_ms < end; i++) {
      const c = counts[i]!
      shiftCounts.push({ at: c.at_ms, good: c.good, rejected: c.rejected, key: c.product_id })
    }
    w.totals = windowTotals({
      scheduled: [{ start, end }],
      periods: shiftPeriods,
      parts: shiftParts,
      counts: shiftCounts,
    })
  }
}

function toKept(w: Wanted): ShiftSumsRow {
  const t = w.totals!
  return {
    line_id: w.line.id,
    shift_date: w.window.date,
    shift: w.window.shift,
    start_ms: w.window.start,
    end_ms: w.window.end,
    unexplained_ms: t.unexplainedMs,
    reason_ms: JSON.stringify(t.reasonMs),
    counts: JSON.stringify(t.counts.map((c) => [c.key, c.good, c.rejected, c.startupRejected])),
  }
}

function fromKept(r: KeptSums): Totals {
  const counts = JSON.parse(r.counts) as [number | null, number, number, number][]
  return {
    scheduledMs: Number(r.end_ms) - Number(r.start_ms),
    unexplainedMs: Number(r.unexplained_ms),
    reasonMs: JSON.parse(r.reason_ms) as Record<number, number>,
    counts: counts.map(([key, good, rejected, startupRejected]) => ({ key, good, rejected, startupRejected })),
  }
}

/**
 * Sums of every scheduled shift of every line in [startMs, endMs) (no later than now). A shift is scheduled when
 * the planner planned it for the line; a line with nothing planned on a date counts all three shifts (decision
 * 200). Whole ended windows come from the kept sums (decision 230) unless `kept` is false; what is missing is
 * summed from the raw rows and kept for the next report.
 */
export function lineShiftSums(
  db: Db,
  startMs: number,
  endMs: number,
  nowMs: number,
  onlyLine?: number,
  kept = true,
  settings?: OeeSettings,
): Promise<{ shifts: LineShift[]; reasons: Map<number, ReasonInfo> }> {
  return lineShiftSumsIn(db, [{ from: startMs, to: endMs }], nowMs, { onlyLine, kept, settings })
}

/**
 * lineShiftSums over several separate ranges at once (a report's cut start and its current day): one read of the
 * kept windows and one of each kind of raw row for all of them (decision 242).
 */
export async function lineShiftSumsIn(
  db: Db,
  ranges: Span[],
  nowMs: number,
  options: { onlyLine?: number; kept?: boolean; settings?: OeeSettings } = {},
): Promise<{ shifts: LineShift[]; reasons: Map<number, ReasonInfo> }> {
  const { onlyLine } = options
  const kept = options.kept ?? true
  const settings = options.settings ?? (await loadOeeSettings(db))
  const lines = settings.lines.filter((l) => onlyLine === undefined || l.id === onlyLine)
  if (onlyLine !== undefined && lines.length === 0) throw notFound(`Production line ${onlyLine} not found`)
  const reasons = new Map(
    settings.reasons.map((r) => [r.id, { planned: r.planned === 1, category: r.category }] as const),
  )
  const shifts: LineShift[] = []
  const live = ranges.map((r) => ({ from: r.from, to: Math.min(r.to, nowMs) })).filter((r) => r.to > r.from)
  if (live.length === 0) return { shifts, reasons }
  const windowsOf = live.map((r) => shiftWindowsBetween(r.from, r.to))
  const dates = windowsOf.flat().map((w) => w.date)
  const firstDate = dates.length ? dates.reduce((a, b) => (a < b ? a : b)) : shiftAt(new Date(live[0]!.from)).date
  const lastDate = dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : firstDate
  // Per date the lines planned that day, per date and shift each line's planned product (the first by priority).
  const plan = new Map<string, Map<number, number>>()
  const plannedDays = new Map<string, Set<number>>()
  for (const e of await scheduleOf(db, settings, firstDate, lastDate)) {
    const key = `${e.scheduled_date}|${e.shift}`
    let shiftPlan = plan.get(key)
    if (!shiftPlan) plan.set(key, (shiftPlan = new Map()))
    if (!shiftPlan.has(e.line_id)) shiftPlan.set(e.line_id, e.product_id)
    let day = plannedDays.get(e.scheduled_date)
    if (!day) plannedDays.set(e.scheduled_date, (day = new Set()))
    day.add(e.line_id)
  }
  // Ideal rates per line, then product.
  const rates = new Map<number, Map<number, number>>()
  for (const r of settings.rates) {
    let m = rates.get(r.line_id)
    if (!m) rates.set(r.line_id, (m = new Map()))
    m.set(r.product_id, r.ideal_rate_per_min)
  }

  const wanted: Wanted[] = []
  live.forEach((range, i) => {
    for (const w of windowsOf[i]!) {
      const day = plannedDays.get(w.date)
      const shiftPlan = plan.get(`${w.date}|${w.shift}`)
      for (const line of lines) {
        const productId = shiftPlan?.get(line.id) ?? null
        if (productId === null && day?.has(line.id)) continue
        const start = Math.max(w.start, range.from)
        const end = Math.min(w.end, range.to)
        if (!(end > start)) continue
        wanted.push({ line, window: w, start, end, productId, whole: start === w.start && end === w.end })
      }
    }
  })

  if (kept) {
    // Per window start, each line's kept row.
    const rows = new Map<number, Map<number, KeptSums>>()
    for (const r of await keptShiftSumsIn(db, live, onlyLine)) {
      const start = Number(r.start_ms)
      let m = rows.get(start)
      if (!m) rows.set(start, (m = new Map()))
      m.set(r.line_id, r)
    }
    for (const w of wanted) {
      const r = w.whole ? rows.get(w.window.start)?.get(w.line.id) : undefined
      if (r) w.totals = fromKept(r)
    }
  }
  const missing = wanted.filter((w) => !w.totals).sort((a, b) => a.start - b.start)
  if (missing.length) {
    const whole = kept && missing.some((w) => w.whole)
    // Read before summing, so a write meanwhile keeps nothing (decision 230); only when a window is to be kept.
    const generations = whole ? await oeeSumGenerations(db) : new Map<number, number>()
    // The raw rows per cluster of nearby windows (a warm report misses only its edges), all clusters read at once.
    const clusters: Wanted[][] = []
    let clusterEnd = -Infinity
    for (const w of missing) {
      if (clusters.length === 0 || w.start > clusterEnd + CLUSTER_GAP_MS) clusters.push([])
      clusters[clusters.length - 1]!.push(w)
      clusterEnd = Math.max(clusterEnd, w.end)
    }
    await sumClusters(db, clusters, nowMs, onlyLine)
    if (whole) await keepShiftSums(db, missing.filter((w) => w.whole).map(toKept), generations)
  }

  for (const w of wanted) {
    const product = w.productId ?? w.line.product_id
    const lineRates = rates.get(w.line.id)
    const rated = emptyRatedTotals()
    addTotalsInto(rated, w.totals!, (key) => {
      const p = key ?? product
      return p === null ? null : (lineRates?.get(p) ?? null)
    })
    shifts.push({ lineId: w.line.id, unit: w.line.unit_code, window: w.window, productId: product, rated })
  }
  return { shifts, reasons }
}
