// Closed line-status periods pre-summed per line, UTC day or month, status and reason (decision 120), so
// the uptime report reads a few thousand sums for the whole days and months of a range instead of every
// period. Written in the transaction that closes a period; the open period is never summed (it grows).
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import { prepare } from '../db/prepared'
import type { Database } from '../db/database'
import type { Kysely } from 'kysely'

type AnyDb = Kysely<Database>

export type SumGrain = 'day' | 'month'
export const SUM_GRAINS: readonly SumGrain[] = ['day', 'month']
export const DAY_MS = 86_400_000

export function bucketStart(grain: SumGrain, ms: number): number {
  if (grain === 'day') return Math.floor(ms / DAY_MS) * DAY_MS
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

export function nextBucket(grain: SumGrain, start: number): number {
  if (grain === 'day') return start + DAY_MS
  const d = new Date(start)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
}

export interface SumPiece {
  startMs: number
  ms: number
  periods: number
}

/**
 * A closed period [atMs, endedMs) cut at bucket edges: its milliseconds in each bucket, and one period in the
 * bucket where it began. A period that ends before it began (an earlier press applied after a later one)
 * counts its signed length where it began, as the raw sum over periods does.
 */
export function periodPieces(grain: SumGrain, atMs: number, endedMs: number): SumPiece[] {
  const first = bucketStart(grain, atMs)
  if (endedMs <= atMs) return [{ startMs: first, ms: endedMs - atMs, periods: 1 }]
  const pieces: SumPiece[] = []
  for (let b = first; b < endedMs; b = nextBucket(grain, b)) {
    pieces.push({
      startMs: b,
      ms: Math.min(endedMs, nextBucket(grain, b)) - Math.max(atMs, b),
      periods: b === first ? 1 : 0,
    })
  }
  return pieces
}

export interface ClosedPeriod {
  lineId: number
  status: string
  issue: string | null
  atMs: number
  endedMs: number
}

/**
 * Adds a period just closed to its sums. Two writers of one line run one after the other (the line's row is
 * locked first, lines.service), so update-else-insert needs no unique key.
 */
export async function addClosedPeriod(db: Db | Trx, p: ClosedPeriod): Promise<void> {
  const day = periodPieces('day', p.atMs, p.endedMs)
  const month = periodPieces('month', p.atMs, p.endedMs)
  if (day.length === 1 && month.length === 1) {
    // The usual period lies within one day: its day and month sums grow alike, in one statement; the one that is
    // not there yet is inserted.
    const both = {
      lineId: p.lineId,
      status: p.status,
      dayStart: day[0]!.startMs,
      monthStart: month[0]!.startMs,
      ms: day[0]!.ms,
      periods: day[0]!.periods,
    }
    const updated =
      p.issue === null
        ? await addToBothNoIssue.execute(db, both)
        : await addToBothWithIssue.execute(db, Object.assign({}, both, { issue: p.issue }))
    for (const [grain, piece] of [
      ['day', day[0]!],
      ['month', month[0]!],
    ] as const) {
      if (updated.some((r) => r.grain === grain)) continue
      await insertSum(db, grain, p, piece)
    }
    return
  }
  for (const grain of SUM_GRAINS) {
    for (const piece of periodPieces(grain, p.atMs, p.endedMs)) {
      const key = {
        grain,
        lineId: p.lineId,
        startMs: piece.startMs,
        status: p.status,
        ms: piece.ms,
        periods: piece.periods,
      }
      // `issue is null` is written into the SQL (a bound null would compare as unknown): one query per case.
      const updated =
        p.issue === null
          ? await addToSumNoIssue.run(db, key)
          : await addToSumWithIssue.run(db, Object.assign({}, key, { issue: p.issue }))
      if (Number(updated.numAffectedRows ?? 0) > 0) continue
      await insertSum(db, grain, p, piece)
    }
  }
}

/** A sum's first piece: its (grain, line, bucket, status, reason) had no row yet. */
function insertSum(db: Db | Trx, grain: SumGrain, p: ClosedPeriod, piece: SumPiece) {
  return insertSumQuery.run(db, {
    grain,
    line_id: p.lineId,
    start_ms: piece.startMs,
    status: p.status,
    issue: p.issue,
    ms: piece.ms,
    periods: piece.periods,
  })
}

type SumKey = { grain: SumGrain; lineId: number; startMs: number; status: string; ms: number; periods: number }
const addToSum = (db: AnyDb, p: SumKey) =>
  db
    .updateTable('line_status_sums')
    .set((eb) => ({ ms: eb('ms', '+', p.ms), periods: eb('periods', '+', p.periods) }))
    .where('grain', '=', p.grain)
    .where('line_id', '=', p.lineId)
    .where('start_ms', '=', p.startMs)
    .where('status', '=', p.status)
const addToSumNoIssue = prepare((db, p: SumKey) => addToSum(db, p).where('issue', 'is', null))
const addToSumWithIssue = prepare((db, p: SumKey & { issue: string }) => addToSum(db, p).where('issue', '=', p.issue))
type BothKey = { lineId: number; status: string; dayStart: number; monthStart: number; ms: number; periods: number }
/**
 * The day's and the month's sum of a period, in one statement. The two `in`s are what the index is searched by
 * (line, grain, bucket); the `or` then keeps each grain's own bucket. Without them SQLite, which has no statistics
 * here, searched by the line alone and read every sum of the line: 170–600 µs a press on two years of history
 * against 14–25 µs (decision 279).
 */
export const addToBoth = (db: AnyDb, p: BothKey) =>
  db
    .updateTable('line_status_sums')
    .set((eb) => ({ ms: eb('ms', '+', p.ms), periods: eb('periods', '+', p.periods) }))
    .where('line_id', '=', p.lineId)
    .where('grain', 'in', ['day', 'month'])
    .where('start_ms', 'in', [p.dayStart, p.monthStart])
    .where('status', '=', p.status)
    .where((eb) =>
      eb.or([
        eb.and([eb('grain', '=', 'day'), eb('start_ms', '=', p.dayStart)]),
        eb.and([eb('grain', '=', 'month'), eb('start_ms', '=', p.monthStart)]),
      ]),
    )
    .returning('grain')
const addToBothNoIssue = prepare((db, p: BothKey) => addToBoth(db, p).where('issue', 'is', null))
const addToBothWithIssue = prepare((db, p: BothKey & { issue: string }) =>
  addToBoth(db, p).where('issue', '=', p.issue),
)
type SumRow = {
  grain: SumGrain
  line_id: number
  start_ms: number
  status: string
  issue: string | null
  ms: number
  periods: number
}
const insertSumQuery = prepare((db, p: SumRow) =>
  db.insertInto('line_status_sums').values({
    grain: p.grain,
    line_id: p.line_id,
    start_ms: p.start_ms,
    status: p.status,
    issue: p.issue,
    ms: p.ms,
    periods: p.periods,
  }),
)

const PAGE = 5000
const INSERT_ROWS = 1000

/** Sums every closed applied period again from the history (seeding and bulk loads write history directly). */
export async function rebuildLineStatusSums(db: Db | Trx): Promise<void> {
  await db.deleteFrom('line_status_sums').execute()
  const sums = new Map<
    string,
    {
      grain: SumGrain
      line_id: number
      start_ms: number
      status: string
      issue: string | null
      ms: number
      periods: number
    }
  >()
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('line_status_history')
      .select(['id', 'line_id', 'status', 'issue', 'at_ms', 'ended_ms'])
      .where('superseded', '=', 0)
      .where('ended_ms', 'is not', null)
      .where('at_ms', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    if (rows.length === 0) break
    after = rows[rows.length - 1]!.id
    for (const r of rows) {
      for (const grain of SUM_GRAINS) {
        for (const piece of periodPieces(grain, Number(r.at_ms), Number(r.ended_ms))) {
          const key = `${grain}|${r.line_id}|${piece.startMs}|${r.status}|${r.issue === null ? '\u0000' : `=${r.issue}`}`
          const sum = sums.get(key)
          if (sum) {
            sum.ms += piece.ms
            sum.periods += piece.periods
          } else {
            sums.set(key, {
              grain,
              line_id: r.line_id,
              start_ms: piece.startMs,
              status: r.status,
              issue: r.issue,
              ms: piece.ms,
              periods: piece.periods,
            })
          }
        }
      }
    }
  }
  const all = [...sums.values()]
  for (let i = 0; i < all.length; i += INSERT_ROWS)
    await db
      .insertInto('line_status_sums')
      .values(all.slice(i, i + INSERT_ROWS))
      .execute()
}
