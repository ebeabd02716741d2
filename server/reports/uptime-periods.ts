// The status periods of a range [S, E), per line × status × reason (decision 120). Whole UTC days and months
// inside the range are read from the pre-summed closed periods; only the partial days at the edges, the
// open periods and the period each line was in at S (and at the start of the last partial day) are read
// from the raw history, so every interval stays clipped exactly to [S, E). `summed: false` reads the whole
// range raw (the same figures, slower: the reference the tests compare with).
import type { Db } from '../db/connection'
import { DAY_MS, bucketStart } from '../lines/line-status-sums.repository'
import { openPeriods, periodsBefore, periodsStartingInRange, summedPeriods } from './uptime.repository'

export interface PeriodGroup {
  lineId: number
  status: string
  issue: string | null
  /** Milliseconds inside the range of the periods that began in it. */
  ms: number
  /** Periods that began in the range. */
  periods: number
}

export interface PeriodUnderWay {
  lineId: number
  status: string
  issue: string | null
  /** Its milliseconds inside the range. */
  ms: number
}

export interface RangePeriods {
  /** Periods that began inside the range, summed per line × status × reason. */
  inside: PeriodGroup[]
  /** Per line, the period already under way when the range began. */
  underWay: PeriodUnderWay[]
}

const keyOf = (lineId: number, status: string, issue: string | null) =>
  `${lineId}|${status}|${issue === null ? '\u0000' : `=${issue}`}`

export async function rangePeriods(
  db: Db,
  lineIds: number[],
  r: { startMs: number; endMs: number; lineId?: number },
  options: { summed: boolean } = { summed: true },
): Promise<RangePeriods> {
  const { startMs: S, endMs: E, lineId } = r
  if (E <= S || lineIds.length === 0) return { inside: [], underWay: [] }
  const groups = new Map<string, PeriodGroup>()
  const put = (lineId: number, status: string, issue: string | null, ms: number, periods: number) => {
    const key = keyOf(lineId, status, issue)
    const g = groups.get(key)
    if (g) {
      g.ms += ms
      g.periods += periods
    } else groups.set(key, { lineId, status, issue, ms, periods })
  }
  /** The period each line was in at `t`. */
  const periodsAt = (t: number) => periodsBefore(db, lineIds, t)
  /** Its milliseconds in [t, until). */
  const clip = (p: Awaited<ReturnType<typeof periodsAt>>[number], t: number, until: number): PeriodUnderWay => ({
    lineId: p.line_id,
    status: p.status,
    issue: p.issue,
    ms: (p.ended_ms === null ? until : Math.min(Number(p.ended_ms), until)) - t,
  })
  const atStart = await periodsAt(S)
  /** A raw stretch [a, b): periods beginning in it (cut at b) and the one under way at a. */
  const rawStretch = async (a: number, b: number) => {
    if (b <= a) return
    for (const p of await periodsStartingInRange(db, { startMs: a, endMs: b, lineId }))
      put(p.line_id, p.status, p.issue, Number(p.ms), Number(p.periods))
    for (const p of a === S ? atStart : await periodsAt(a)) {
      const c = clip(p, a, b)
      put(c.lineId, c.status, c.issue, c.ms, 0)
    }
  }

  const firstDay = bucketStart('day', S) === S ? S : bucketStart('day', S) + DAY_MS
  const lastDay = bucketStart('day', E)
  if (options.summed && firstDay < lastDay) {
    await rawStretch(S, firstDay)
    await summedStretch(db, firstDay, lastDay, lineId, put)
    for (const p of await openPeriods(db, lineIds)) {
      const at = Number(p.at_ms)
      if (p.at_ms === null || at >= lastDay) continue
      put(p.line_id, p.status, p.issue, lastDay - Math.max(at, firstDay), at >= firstDay ? 1 : 0)
    }
    await rawStretch(lastDay, E)
  } else {
    await rawStretch(S, E)
  }

  // The period under way at S was summed piece by piece above; it is reported on its own.
  const underWay = atStart.map((p) => clip(p, S, E))
  for (const p of underWay) put(p.lineId, p.status, p.issue, -p.ms, 0)
  return { inside: [...groups.values()], underWay }
}

/** Whole days [from, to): whole months from the month sums, the days around them from the day sums. */
async function summedStretch(
  db: Db,
  from: number,
  to: number,
  lineId: number | undefined,
  put: (l: number, s: string, i: string | null, ms: number, n: number) => void,
) {
  const firstMonth =
    bucketStart('month', from) === from ? from : bucketStart('month', bucketStart('month', from) + 32 * DAY_MS)
  const lastMonth = bucketStart('month', to)
  const parts: ['day' | 'month', number, number][] =
    firstMonth < lastMonth
      ? [
          ['day', from, firstMonth],
          ['month', firstMonth, lastMonth],
          ['day', lastMonth, to],
        ]
      : [['day', from, to]]
  const stretches = parts.filter(([, a, b]) => a < b)
  if (stretches.length === 0) return
  for (const s of await summedPeriods(db, stretches, lineId))
    put(s.line_id, s.status, s.issue, Number(s.ms), Number(s.periods))
}
