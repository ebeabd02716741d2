// OEE (food-plant spec §3, decision 200): stops from the status history, their reasons, and availability ×
// performance × quality over the scheduled shift time. Pure: times are epoch milliseconds, intervals half-open.

export interface Interval {
  start: number
  end: number
}

/** One applied status of the line's history; time no period covers counts as running. */
export interface StatusPeriod extends Interval {
  status: string
}

/** An explanation: from `start` to the next part or the end of its stop, the stop has this reason. */
export interface ReasonPart {
  start: number
  reasonId: number
}

export interface ReasonInfo {
  planned: boolean
  category: string
}

export interface CountEntry {
  at: number
  good: number
  rejected: number
  /** Units per minute the line makes this product at, at best; null when nobody set it. */
  idealRatePerMin: number | null
}

export const RUNNING = 'running'
/** Rejects counted this soon after a restart are start-up rejects (reduced yield). */
export const STARTUP_MS = 30 * 60_000
/** Reason categories that name the six big losses' availability buckets. */
export const BREAKDOWN_CATEGORY = 'breakdown'
export const CHANGEOVER_CATEGORY = 'changeover'

/** A stop: consecutive time in one non-running status, split into parts by its explanations. */
export interface Stop extends Interval {
  status: string
  parts: (Interval & { reasonId: number | null })[]
}

export interface SixBigLosses {
  /** Unplanned stops explained as a breakdown. */
  equipmentFailure: number
  /** Changeovers (planned, so outside planned production time; shown because they are worth attacking). */
  setupAdjustments: number
  /** Every other unplanned stop, unexplained ones included. */
  idlingMinorStops: number
  /** Run time the counted units did not need at the ideal rate. */
  reducedSpeed: number
  /** Ideal time of rejects made in steady running. */
  processDefects: number
  /** Ideal time of rejects counted within STARTUP_MS of a restart. */
  reducedYield: number
}

export interface OeeSums {
  scheduledMs: number
  plannedStopMs: number
  runMs: number
  unplannedStopMs: number
  unexplainedMs: number
  good: number
  rejected: number
  /** Ideal time of all counted units; null when a count's product has no ideal rate. */
  idealMs: number | null
  startupRejectIdealMs: number
  rejectIdealMs: number
  setupMs: number
  breakdownMs: number
  /** Stop minutes in scheduled time, by reason id (ms). */
  reasonMs: Record<number, number>
}

export interface OeeFigures {
  plannedProductionMs: number
  availability: number | null
  performance: number | null
  quality: number | null
  oee: number | null
  /** Performance came out over 100 % (a wrong ideal rate or counts from outside the run time). */
  overSpeed: boolean
}

export interface OeeInput {
  /** The scheduled shift windows (may overlap; they are merged). */
  scheduled: Interval[]
  periods: StatusPeriod[]
  parts: ReasonPart[]
  reasons: ReadonlyMap<number, ReasonInfo>
  counts: CountEntry[]
}

export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start)
  const out: Interval[] = []
  for (const i of sorted) {
    const last = out[out.length - 1]
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end)
    else out.push({ start: i.start, end: i.end })
  }
  return out
}

/** Status runs: consecutive time of one status, gaps filled with running, same-status neighbours merged. */
export function statusRuns(periods: readonly StatusPeriod[]): StatusPeriod[] {
  const sorted = periods.filter((p) => p.end > p.start).sort((a, b) => a.start - b.start)
  const runs: StatusPeriod[] = []
  const push = (p: StatusPeriod) => {
    const last = runs[runs.length - 1]
    if (last && last.status === p.status && last.end === p.start) last.end = p.end
    else runs.push({ start: p.start, end: p.end, status: p.status })
  }
  let cursor = -Infinity
  for (const p of sorted) {
    const start = Math.max(p.start, cursor)
    if (start >= p.end) continue
    if (Number.isFinite(cursor) && start > cursor) push({ start: cursor, end: start, status: RUNNING })
    push({ start, end: p.end, status: p.status })
    cursor = p.end
  }
  return runs
}

/** The stops of a history with their explained parts (a part belongs to the stop it starts in). */
export function stopsOf(periods: readonly StatusPeriod[], parts: readonly ReasonPart[]): Stop[] {
  const sortedParts = [...parts].sort((a, b) => a.start - b.start)
  const stops: Stop[] = []
  for (const run of statusRuns(periods)) {
    if (run.status === RUNNING) continue
    const inside = sortedParts.filter((p) => p.start >= run.start && p.start < run.end)
    const stopParts: Stop['parts'] = []
    let from = run.start
    let reasonId: number | null = null
    for (const p of inside) {
      if (p.start > from) stopParts.push({ start: from, end: p.start, reasonId })
      from = p.start
      reasonId = p.reasonId
    }
    stopParts.push({ start: from, end: run.end, reasonId })
    stops.push({ start: run.start, end: run.end, status: run.status, parts: stopParts })
  }
  return stops
}

function overlap(a: Interval, windows: readonly Interval[]): number {
  let sum = 0
  for (const w of windows) {
    const s = Math.max(a.start, w.start)
    const e = Math.min(a.end, w.end)
    if (e > s) sum += e - s
  }
  return sum
}

function inside(at: number, windows: readonly Interval[]): boolean {
  return windows.some((w) => at >= w.start && at < w.end)
}

export function emptySums(): OeeSums {
  return {
    scheduledMs: 0,
    plannedStopMs: 0,
    runMs: 0,
    unplannedStopMs: 0,
    unexplainedMs: 0,
    good: 0,
    rejected: 0,
    idealMs: 0,
    startupRejectIdealMs: 0,
    rejectIdealMs: 0,
    setupMs: 0,
    breakdownMs: 0,
    reasonMs: {},
  }
}

/** One product's units inside the windows: `key` names what gives the ideal rate (decision 230). */
export interface CountTotal<K> {
  key: K
  good: number
  rejected: number
  /** Rejects counted within STARTUP_MS of a restart. */
  startupRejected: number
}

/**
 * What one line's history adds up to over its windows before reasons' flags and ideal rates are applied: stop
 * time per reason and unexplained, units per rate key. The OEE report keeps these per line and shift window
 * (decision 230), so a change of a reason's flag, a rate or the line's product never makes a kept row stale.
 */
export interface WindowTotals<K> {
  scheduledMs: number
  unexplainedMs: number
  /** Stop time in the windows by reason id (ms). */
  reasonMs: Record<number, number>
  counts: CountTotal<K>[]
}

export function windowTotals<K>(input: {
  scheduled: Interval[]
  periods: StatusPeriod[]
  parts: ReasonPart[]
  counts: { at: number; good: number; rejected: number; key: K }[]
}): WindowTotals<K> {
  const windows = mergeIntervals(input.scheduled)
  const totals: WindowTotals<K> = {
    scheduledMs: windows.reduce((s, w) => s + w.end - w.start, 0),
    unexplainedMs: 0,
    reasonMs: {},
    counts: [],
  }
  const runs = statusRuns(input.periods)
  for (const stop of stopsOf(input.periods, input.parts)) {
    for (const part of stop.parts) {
      const ms = overlap(part, windows)
      if (ms === 0) continue
      if (part.reasonId === null) totals.unexplainedMs += ms
      else totals.reasonMs[part.reasonId] = (totals.reasonMs[part.reasonId] ?? 0) + ms
    }
  }
  const byKey = new Map<K, CountTotal<K>>()
  for (const c of input.counts) {
    if (!inside(c.at, windows)) continue
    let t = byKey.get(c.key)
    if (!t) {
      t = { key: c.key, good: 0, rejected: 0, startupRejected: 0 }
      byKey.set(c.key, t)
      totals.counts.push(t)
    }
    t.good += c.good
    t.rejected += c.rejected
    if (isStartup(runs, c.at)) t.startupRejected += c.rejected
  }
  return totals
}

/**
 * Totals of many windows added up with their ideal rates applied: everything OEE needs is a sum, and the
 * reasons' flags split the stop time only at the end (sumsOfTotals), so a report adds thousands of shifts
 * without making an object per shift.
 */
export interface RatedTotals {
  scheduledMs: number
  unexplainedMs: number
  reasonMs: Record<number, number>
  good: number
  rejected: number
  idealMs: number | null
  startupRejectIdealMs: number
  rejectIdealMs: number
}

export function emptyRatedTotals(): RatedTotals {
  return {
    scheduledMs: 0,
    unexplainedMs: 0,
    reasonMs: {},
    good: 0,
    rejected: 0,
    idealMs: 0,
    startupRejectIdealMs: 0,
    rejectIdealMs: 0,
  }
}

/** Adds one window's totals into `acc` at the ideal rates `rateOf` gives (units per minute, or null). */
export function addTotalsInto<K>(acc: RatedTotals, t: WindowTotals<K>, rateOf: (key: K) => number | null): void {
  acc.scheduledMs += t.scheduledMs
  acc.unexplainedMs += t.unexplainedMs
  for (const id in t.reasonMs) acc.reasonMs[id] = (acc.reasonMs[id] ?? 0) + t.reasonMs[id]!
  for (const c of t.counts) {
    acc.good += c.good
    acc.rejected += c.rejected
    const rate = rateOf(c.key)
    if (rate === null || !(rate > 0)) {
      acc.idealMs = null
      continue
    }
    const cycle = 60_000 / rate
    if (acc.idealMs !== null) acc.idealMs += (c.good + c.rejected) * cycle
    acc.startupRejectIdealMs += c.startupRejected * cycle
    acc.rejectIdealMs += (c.rejected - c.startupRejected) * cycle
  }
}

/** Adds two rated totals into `acc`. */
export function addRatedInto(acc: RatedTotals, b: RatedTotals): void {
  acc.scheduledMs += b.scheduledMs
  acc.unexplainedMs += b.unexplainedMs
  for (const id in b.reasonMs) acc.reasonMs[id] = (acc.reasonMs[id] ?? 0) + b.reasonMs[id]!
  acc.good += b.good
  acc.rejected += b.rejected
  acc.idealMs = acc.idealMs === null || b.idealMs === null ? null : acc.idealMs + b.idealMs
  acc.startupRejectIdealMs += b.startupRejectIdealMs
  acc.rejectIdealMs += b.rejectIdealMs
}

/** The sums of rated totals under today's reasons (planned or not, breakdown, changeover). */
export function sumsOfTotals(t: RatedTotals, reasons: ReadonlyMap<number, ReasonInfo>): OeeSums {
  const sums = emptySums()
  sums.scheduledMs = t.scheduledMs
  sums.unexplainedMs = t.unexplainedMs
  sums.unplannedStopMs = t.unexplainedMs
  for (const [id, ms] of Object.entries(t.reasonMs)) {
    sums.reasonMs[Number(id)] = ms
    const reason = reasons.get(Number(id))
    if (reason?.planned) sums.plannedStopMs += ms
    else sums.unplannedStopMs += ms
    if (reason?.category === CHANGEOVER_CATEGORY) sums.setupMs += ms
    if (reason && !reason.planned && reason.category === BREAKDOWN_CATEGORY) sums.breakdownMs += ms
  }
  sums.runMs = sums.scheduledMs - sums.plannedStopMs - sums.unplannedStopMs
  sums.good = t.good
  sums.rejected = t.rejected
  sums.idealMs = t.idealMs
  sums.startupRejectIdealMs = t.startupRejectIdealMs
  sums.rejectIdealMs = t.rejectIdealMs
  return sums
}

/** The sums of one window's totals under today's reasons and ideal rates. */
export function sumsFromTotals<K>(
  t: WindowTotals<K>,
  reasons: ReadonlyMap<number, ReasonInfo>,
  rateOf: (key: K) => number | null,
): OeeSums {
  const acc = emptyRatedTotals()
  addTotalsInto(acc, t, rateOf)
  return sumsOfTotals(acc, reasons)
}

/** Sums of one line's history over its scheduled windows. */
export function oeeSums(input: OeeInput): OeeSums {
  const totals = windowTotals({
    scheduled: input.scheduled,
    periods: input.periods,
    parts: input.parts,
    counts: input.counts.map((c) => ({ at: c.at, good: c.good, rejected: c.rejected, key: c.idealRatePerMin })),
  })
  return sumsFromTotals(totals, input.reasons, (rate) => rate)
}

function isStartup(runs: readonly StatusPeriod[], at: number): boolean {
  const last = runs[runs.length - 1]
  let i: number
  if (last && at >= last.end) {
    // After the last period the line runs on: a stop's restart, or the last running run going on.
    if (last.status !== RUNNING) return at - last.end < STARTUP_MS
    i = runs.length - 1
  } else i = runs.findIndex((r) => at >= r.start && at < r.end)
  if (i <= 0) return false
  const run = runs[i]!
  const before = runs[i - 1]!
  return run.status === RUNNING && before.status !== RUNNING && at - run.start < STARTUP_MS
}

/** Adds `b` into `acc` in place (a report adding thousands of shifts makes no object per step). */
export function addSumsInto(acc: OeeSums, b: OeeSums): OeeSums {
  acc.scheduledMs += b.scheduledMs
  acc.plannedStopMs += b.plannedStopMs
  acc.runMs += b.runMs
  acc.unplannedStopMs += b.unplannedStopMs
  acc.unexplainedMs += b.unexplainedMs
  acc.good += b.good
  acc.rejected += b.rejected
  acc.idealMs = acc.idealMs === null || b.idealMs === null ? null : acc.idealMs + b.idealMs
  acc.startupRejectIdealMs += b.startupRejectIdealMs
  acc.rejectIdealMs += b.rejectIdealMs
  acc.setupMs += b.setupMs
  acc.breakdownMs += b.breakdownMs
  for (const id in b.reasonMs) acc.reasonMs[id] = (acc.reasonMs[id] ?? 0) + b.reasonMs[id]!
  return acc
}

/** Adds sums of several lines or shifts (reasons added per id). */
export function addSums(a: OeeSums, b: OeeSums): OeeSums {
  const reasonMs = Object.assign({}, a.reasonMs)
  for (const [id, ms] of Object.entries(b.reasonMs)) reasonMs[Number(id)] = (reasonMs[Number(id)] ?? 0) + ms
  return {
    scheduledMs: a.scheduledMs + b.scheduledMs,
    plannedStopMs: a.plannedStopMs + b.plannedStopMs,
    runMs: a.runMs + b.runMs,
    unplannedStopMs: a.unplannedStopMs + b.unplannedStopMs,
    unexplainedMs: a.unexplainedMs + b.unexplainedMs,
    good: a.good + b.good,
    rejected: a.rejected + b.rejected,
    idealMs: a.idealMs === null || b.idealMs === null ? null : a.idealMs + b.idealMs,
    startupRejectIdealMs: a.startupRejectIdealMs + b.startupRejectIdealMs,
    rejectIdealMs: a.rejectIdealMs + b.rejectIdealMs,
    setupMs: a.setupMs + b.setupMs,
    breakdownMs: a.breakdownMs + b.breakdownMs,
    reasonMs,
  }
}

/**
 * The three factors and OEE. Availability = run / planned production time; performance = ideal time of the
 * count / run time, capped at 1 and flagged when over; quality = good / total. A factor with nothing to divide
 * by is null; OEE is 0 as soon as a factor is 0 (no run time, or run time with nothing counted).
 */
export function oeeFigures(s: OeeSums): OeeFigures {
  const plannedProductionMs = s.scheduledMs - s.plannedStopMs
  const total = s.good + s.rejected
  const availability = plannedProductionMs > 0 ? s.runMs / plannedProductionMs : null
  let performance: number | null = null
  let overSpeed = false
  if (s.idealMs !== null) {
    if (s.runMs > 0) performance = s.idealMs / s.runMs
    else if (s.idealMs > 0) performance = Infinity
    if (performance !== null && performance > 1) {
      overSpeed = true
      performance = 1
    }
  }
  const quality = total > 0 ? s.good / total : null
  let oee: number | null
  if (availability === null) oee = null
  else if (availability === 0 || performance === 0) oee = 0
  else if (performance === null || quality === null) oee = null
  else oee = availability * performance * quality
  return { plannedProductionMs, availability, performance, quality, oee, overSpeed }
}

export function sixBigLosses(s: OeeSums): SixBigLosses {
  return {
    equipmentFailure: s.breakdownMs,
    setupAdjustments: s.setupMs,
    idlingMinorStops: s.unplannedStopMs - s.breakdownMs,
    reducedSpeed: s.idealMs === null ? 0 : Math.max(0, s.runMs - s.idealMs),
    processDefects: s.rejectIdealMs,
    reducedYield: s.startupRejectIdealMs,
  }
}
