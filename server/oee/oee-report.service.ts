// OEE per line, unit, shift or product over a range, from the shared rules (decision 200): each scheduled shift
// of each line is summed on its own (decision 230), then added per group, per day and overall — from kept whole
// days and months summed by the database where the range holds them (decision 241).
import {
  addRatedInto,
  addSumsInto,
  emptyRatedTotals,
  oeeFigures,
  sixBigLosses,
  sumsOfTotals,
  type OeeSums,
  type SixBigLosses,
} from '../../shared/oee/oee-rules'
import type { LineOee, OeeFactors, OeeReport } from '../../shared/oee/oee-types'
import { shiftAt, addDays } from '../../shared/planning/schedule'
import { shiftWindowsBetween } from '../../shared/oee/shift-windows'
import type { Db } from '../db/connection'
import { productNames } from './oee.repository'
import { loadOeeSettings } from './oee-settings'
import { everyShift, reportSums } from './oee-period-sums'
import type { GroupColumn } from './oee-period-sums.repository'
import { lineShiftSums } from './oee-shift-totals'

const MIN = 60_000
/** Two years and a day (decision 241; 366 before). */
export const MAX_REPORT_DAYS = 731

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

const COLUMN: Record<'line' | 'shift' | 'product' | 'unit', GroupColumn> = {
  line: 'line_id',
  unit: 'line_id',
  shift: 'shift',
  product: 'product_id',
}

export async function oeeReport(
  db: Db,
  q: { startMs: number; endMs: number; groupBy: 'line' | 'shift' | 'product' | 'unit'; lineId?: number },
  nowMs: number,
  options: { kept?: boolean } = {},
): Promise<OeeReport> {
  const { startMs, endMs } = q
  const by = COLUMN[q.groupBy]
  // One line's report, or a check against the raw rows (kept false), sums every shift.
  // The small settings tables, read once for the whole report (decision 242).
  const settings = await loadOeeSettings(db)
  const sums =
    q.lineId === undefined && options.kept !== false
      ? await reportSums(db, startMs, endMs, nowMs, by, settings)
      : await everyShift(db, startMs, endMs, nowMs, by, { onlyLine: q.lineId, kept: options.kept, settings })
  const lines = new Map(settings.lines.map((l) => [l.id, l]))
  const products = new Map((await productNames(db)).map((p) => [p.id, `${p.sku} ${p.name}`]))
  const groups = new Map<string, { label: string; sums: OeeSums }>()
  for (const [value, s] of sums.groups) {
    const line = lines.get(Number(value))
    const product = Number(value)
    const [key, label] =
      q.groupBy === 'line'
        ? [value, line?.name ?? `Line ${value}`]
        : q.groupBy === 'shift'
          ? [value, value]
          : q.groupBy === 'unit'
            ? [line?.unit_code ?? '-', line?.unit_code ?? '-']
            : product === 0
              ? ['-', '-']
              : [value, products.get(product) ?? value]
    const g = groups.get(key)
    if (g) addSumsInto(g.sums, s)
    else groups.set(key, { label, sums: s })
  }
  const overall = sums.overall
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
    days: [...sums.days.entries()]
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
  const { shifts, reasons } = await lineShiftSums(db, start, now.getTime() + 1, now.getTime() + 1, lineId)
  const acc = emptyRatedTotals()
  for (const s of shifts) addRatedInto(acc, s.rated)
  const sums = sumsOfTotals(acc, reasons)
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
  const { shifts, reasons } = await lineShiftSums(db, start, now.getTime() + 1, now.getTime() + 1)
  return shifts.map((s) =>
    Object.assign(
      {
        lineId: s.lineId,
        shift,
        date,
        start: new Date(start).toISOString(),
        end: new Date(w?.end ?? now.getTime()).toISOString(),
      },
      toFactors(sumsOfTotals(s.rated, reasons)),
    ),
  )
}

export { addDays }
