// OEE, from time to totals (food-plant spec §3, decisions 200 and 230): a line's status history, its explained
// parts and counts become stops and, per scheduled window, stop time per reason and units per product. Pure: times
// are epoch milliseconds, intervals half-open.

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
