import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addSums,
  oeeFigures,
  oeeSums,
  RUNNING,
  sixBigLosses,
  STARTUP_MS,
  stopsOf,
  type CountEntry,
  type Interval,
  type OeeInput,
  type OeeSums,
  type ReasonInfo,
  type StatusPeriod,
} from './oee-rules'
import { shiftWindow, shiftWindowsBetween } from './shift-windows'

const MIN = 60_000
const H = 60 * MIN
const REASONS = new Map<number, ReasonInfo>([
  [1, { planned: true, category: 'changeover' }],
  [2, { planned: true, category: 'break' }],
  [3, { planned: false, category: 'breakdown' }],
  [4, { planned: false, category: 'material' }],
])

/** The same sums, minute by minute: every input sits on whole minutes. */
function bruteForce(input: OeeInput, horizon: number): OeeSums {
  const statusAt = (m: number) => input.periods.find((p) => m * MIN >= p.start && m * MIN < p.end)?.status ?? RUNNING
  const scheduledAt = (m: number) => input.scheduled.some((w) => m * MIN >= w.start && m * MIN < w.end)
  const stopStart = (m: number) => {
    let s = m
    while (s > 0 && statusAt(s - 1) === statusAt(m)) s--
    return s
  }
  const reasonAt = (m: number): number | null => {
    const s = stopStart(m)
    const own = input.parts.filter((p) => p.start >= s * MIN && p.start <= m * MIN).sort((a, b) => a.start - b.start)
    return own.length ? own[own.length - 1]!.reasonId : null
  }
  const sums: OeeSums = {
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
  for (let m = -1; m < horizon; m++) {
    if (!scheduledAt(m)) continue
    sums.scheduledMs += MIN
    if (statusAt(m) === RUNNING) {
      sums.runMs += MIN
      continue
    }
    const id = reasonAt(m)
    const reason = id === null ? undefined : REASONS.get(id)
    if (id !== null) sums.reasonMs[id] = (sums.reasonMs[id] ?? 0) + MIN
    if (reason?.planned) sums.plannedStopMs += MIN
    else sums.unplannedStopMs += MIN
    if (id === null) sums.unexplainedMs += MIN
    if (reason?.category === 'changeover') sums.setupMs += MIN
    if (reason?.category === 'breakdown' && !reason.planned) sums.breakdownMs += MIN
  }
  for (const c of input.counts) {
    const m = c.at / MIN
    if (!scheduledAt(m)) continue
    sums.good += c.good
    sums.rejected += c.rejected
    if (c.idealRatePerMin === null) {
      sums.idealMs = null
      continue
    }
    const cycle = MIN / c.idealRatePerMin
    if (sums.idealMs !== null) sums.idealMs += (c.good + c.rejected) * cycle
    const s = stopStart(m)
    const startup = statusAt(m) === RUNNING && s > 0 && statusAt(s - 1) !== RUNNING && (m - s) * MIN < STARTUP_MS
    if (startup) sums.startupRejectIdealMs += c.rejected * cycle
    else sums.rejectIdealMs += c.rejected * cycle
  }
  return sums
}

const HORIZON = 600
const minute = fc.integer({ min: 0, max: HORIZON })
const interval = fc
  .tuple(minute, minute)
  .map(([a, b]): Interval => ({ start: Math.min(a, b) * MIN, end: Math.max(a, b) * MIN }))
const statuses = fc.constantFrom('running', 'stopped', 'maintenance', 'awaiting_clearance')

/** A history as the server keeps it: applied periods one after another, each ending where the next begins. */
const history = fc.array(fc.tuple(fc.integer({ min: 1, max: 90 }), statuses), { maxLength: 12 }).chain((steps) =>
  fc.integer({ min: 0, max: 100 }).map((first) => {
    const periods: StatusPeriod[] = []
    let t = first
    for (const [len, status] of steps) {
      periods.push({ start: t * MIN, end: Math.min(HORIZON, t + len) * MIN, status })
      t += len
      if (t >= HORIZON) break
    }
    return periods.filter((p) => p.end > p.start)
  }),
)

const input = fc.record({
  scheduled: fc.array(interval, { maxLength: 3 }),
  periods: history,
  parts: fc.array(fc.record({ start: minute.map((m) => m * MIN), reasonId: fc.integer({ min: 1, max: 5 }) }), {
    maxLength: 6,
  }),
  counts: fc.array(
    fc.record({
      at: minute.map((m) => m * MIN),
      good: fc.integer({ min: 0, max: 500 }),
      rejected: fc.integer({ min: 0, max: 50 }),
      idealRatePerMin: fc.oneof(fc.constant(null), fc.constantFrom(0.5, 1, 2, 4, 10)),
    }),
    { maxLength: 6 },
  ),
})

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? expect(a).toBe(b) : expect(a).toBeCloseTo(b, 6)

describe('OEE sums against a minute-by-minute count', () => {
  it('agree for any schedule, history, explanation and count', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const value: OeeInput = Object.assign({}, raw, { reasons: REASONS })
        const fast = oeeSums(value)
        const slow = bruteForce(value, HORIZON)
        expect(fast.scheduledMs).toBe(slow.scheduledMs)
        expect(fast.runMs).toBe(slow.runMs)
        expect(fast.plannedStopMs).toBe(slow.plannedStopMs)
        expect(fast.unplannedStopMs).toBe(slow.unplannedStopMs)
        expect(fast.unexplainedMs).toBe(slow.unexplainedMs)
        expect(fast.setupMs).toBe(slow.setupMs)
        expect(fast.breakdownMs).toBe(slow.breakdownMs)
        expect(fast.reasonMs).toEqual(slow.reasonMs)
        expect(fast.good).toBe(slow.good)
        expect(fast.rejected).toBe(slow.rejected)
        close(fast.idealMs, slow.idealMs)
        close(fast.rejectIdealMs, slow.rejectIdealMs)
        close(fast.startupRejectIdealMs, slow.startupRejectIdealMs)
        const f = oeeFigures(fast)
        for (const v of [f.availability, f.performance, f.quality, f.oee]) {
          if (v !== null) {
            expect(v).toBeGreaterThanOrEqual(0)
            expect(v).toBeLessThanOrEqual(1)
          }
        }
      }),
      { numRuns: 1000 },
    )
  })
})

const shift: Interval = { start: 0, end: 8 * H }
const count = (at: number, good: number, rejected: number, rate: number | null = 2): CountEntry => ({
  at,
  good,
  rejected,
  idealRatePerMin: rate,
})

describe('OEE figures', () => {
  it('leaves planned stops out of planned production time', () => {
    // 8 h shift; a 30 min changeover (planned), a 60 min breakdown (unplanned); 2 units/min ideal.
    const periods: StatusPeriod[] = [
      { start: 60 * MIN, end: 90 * MIN, status: 'stopped' },
      { start: 3 * H, end: 4 * H, status: 'maintenance' },
    ]
    const parts = [
      { start: 60 * MIN, reasonId: 1 },
      { start: 3 * H, reasonId: 3 },
    ]
    const s = oeeSums({ scheduled: [shift], periods, parts, reasons: REASONS, counts: [count(5 * H, 640, 32)] })
    const f = oeeFigures(s)
    expect(f.plannedProductionMs).toBe(450 * MIN)
    expect(s.runMs).toBe(390 * MIN)
    expect(f.availability).toBeCloseTo(390 / 450)
    expect(f.performance).toBeCloseTo(336 / 390)
    expect(f.quality).toBeCloseTo(640 / 672)
    expect(f.oee).toBeCloseTo((640 * 0.5) / 450)
    expect(f.overSpeed).toBe(false)
    const losses = sixBigLosses(s)
    expect(losses.equipmentFailure).toBe(60 * MIN)
    expect(losses.setupAdjustments).toBe(30 * MIN)
    expect(losses.reducedSpeed).toBe(54 * MIN)
    expect(losses.processDefects).toBe(16 * MIN)
  })

  it('caps performance at 100 % and flags over-speed', () => {
    const s = oeeSums({ scheduled: [shift], periods: [], parts: [], reasons: REASONS, counts: [count(H, 2000, 0)] })
    const f = oeeFigures(s)
    expect(f.performance).toBe(1)
    expect(f.overSpeed).toBe(true)
    expect(f.oee).toBe(1)
    expect(sixBigLosses(s).reducedSpeed).toBe(0)
  })

  it('with nothing counted, performance and OEE are 0 and quality is unknown', () => {
    const f = oeeFigures(oeeSums({ scheduled: [shift], periods: [], parts: [], reasons: REASONS, counts: [] }))
    expect(f.availability).toBe(1)
    expect(f.performance).toBe(0)
    expect(f.quality).toBeNull()
    expect(f.oee).toBe(0)
  })

  it('with no scheduled time every factor is unknown', () => {
    const f = oeeFigures(oeeSums({ scheduled: [], periods: [], parts: [], reasons: REASONS, counts: [count(H, 5, 0)] }))
    expect(f).toMatchObject({ availability: null, performance: null, quality: null, oee: null })
  })

  it('a line stopped the whole shift has availability and OEE 0', () => {
    const periods = [{ start: -H, end: 9 * H, status: 'stopped' }]
    const f = oeeFigures(oeeSums({ scheduled: [shift], periods, parts: [], reasons: REASONS, counts: [] }))
    expect(f.availability).toBe(0)
    expect(f.oee).toBe(0)
  })

  it('a product without an ideal rate leaves performance unknown', () => {
    const s = oeeSums({ scheduled: [shift], periods: [], parts: [], reasons: REASONS, counts: [count(H, 5, 0, null)] })
    expect(oeeFigures(s).performance).toBeNull()
    expect(oeeFigures(s).quality).toBe(1)
  })

  it('counts rejects soon after a restart as reduced yield', () => {
    const periods = [{ start: H, end: 2 * H, status: 'stopped' }]
    const s = oeeSums({
      scheduled: [shift],
      periods,
      parts: [],
      reasons: REASONS,
      counts: [count(2 * H + 10 * MIN, 10, 4), count(5 * H, 10, 6)],
    })
    expect(s.startupRejectIdealMs).toBe(2 * MIN)
    expect(s.rejectIdealMs).toBe(3 * MIN)
  })

  it('adds sums of two shifts, reasons per id', () => {
    const a = oeeSums({
      scheduled: [shift],
      periods: [{ start: 0, end: H, status: 'stopped' }],
      parts: [{ start: 0, reasonId: 4 }],
      reasons: REASONS,
      counts: [],
    })
    const both = addSums(a, a)
    expect(both.reasonMs[4]).toBe(2 * H)
    expect(both.scheduledMs).toBe(16 * H)
  })
})

describe('stops', () => {
  it('a stop is one status run; a later part splits it; an earlier stop’s part does not leak', () => {
    const periods = [
      { start: 0, end: 10 * MIN, status: 'stopped' },
      { start: 10 * MIN, end: 20 * MIN, status: 'stopped' },
      { start: 20 * MIN, end: 30 * MIN, status: 'running' },
      { start: 30 * MIN, end: 50 * MIN, status: 'maintenance' },
    ]
    const stops = stopsOf(periods, [
      { start: 0, reasonId: 4 },
      { start: 5 * MIN, reasonId: 3 },
    ])
    expect(stops).toHaveLength(2)
    expect(stops[0]).toMatchObject({ start: 0, end: 20 * MIN })
    expect(stops[0]!.parts).toEqual([
      { start: 0, end: 5 * MIN, reasonId: 4 },
      { start: 5 * MIN, end: 20 * MIN, reasonId: 3 },
    ])
    expect(stops[1]!.parts).toEqual([{ start: 30 * MIN, end: 50 * MIN, reasonId: null }])
  })
})

describe('shift windows', () => {
  it('the night shift runs from 22:00 to 06:00 of the next day', () => {
    const w = shiftWindow('2026-03-10', 'night')
    expect(new Date(w.start).getHours()).toBe(22)
    expect(new Date(w.end).getDate()).toBe(11)
    expect(new Date(w.end).getHours()).toBe(6)
  })

  it('a stop across midnight counts in the night shift it happened in', () => {
    const night = shiftWindow('2026-03-10', 'night')
    const periods = [{ start: night.start + H, end: night.start + 3 * H, status: 'stopped' }]
    const s = oeeSums({ scheduled: [night], periods, parts: [], reasons: REASONS, counts: [] })
    expect(s.unexplainedMs).toBe(2 * H)
    expect(s.runMs).toBe(6 * H)
  })

  it('lists every shift overlapping a range, night shifts of the day before included', () => {
    const start = new Date(2026, 2, 10, 3).getTime()
    const end = new Date(2026, 2, 10, 15).getTime()
    const list = shiftWindowsBetween(start, end).map((w) => `${w.date} ${w.shift}`)
    expect(list).toEqual(['2026-03-09 night', '2026-03-10 morning', '2026-03-10 afternoon'])
  })
})
