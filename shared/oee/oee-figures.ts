// OEE, from totals to figures (food-plant spec §3, decisions 200 and 230): window totals rated at the ideal
// rates, split by the reasons' flags into the sums, then availability × performance × quality and the six big
// losses. Pure.
import { BREAKDOWN_CATEGORY, CHANGEOVER_CATEGORY, type ReasonInfo, type WindowTotals } from './oee-stops'

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
