// The raw rows the OEE report sums windows from, for several separate spans at once (decision 242): one statement
// per kind of row (status periods, explained parts, counts) whatever the number of spans — a report's cut start
// and its current day are two spans, read before in two rounds of four statements. Each span's rows come back
// apart (tagged by the span's index), so a span sums exactly what it summed when read on its own.
import { sql } from 'kysely'
import type { Db, Trx } from '../db/connection'
import type { CountRow } from './counts.repository'
import type { PartRow, PeriodRow } from './oee.repository'

type Q = Db | Trx

export interface Span {
  from: number
  to: number
}

/** SQLite allows 500 selects in one compound statement; a span is at most two of them. */
const SPANS_PER_STATEMENT = 200

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += SPANS_PER_STATEMENT) out.push(list.slice(i, i + SPANS_PER_STATEMENT))
  return out
}

/** Per span, its rows: `tagged` rows carry the span's index as `k`. */
function bySpan<T extends { k: number | string }>(count: number, rows: readonly T[]): T[][] {
  const out: T[][] = Array.from({ length: count }, () => [])
  for (const r of rows) out[Number(r.k)]!.push(r)
  return out
}

/** A select the spans' statements are made of: one member of a UNION ALL. */
interface Member<M> {
  unionAll(other: M): M
  execute(): Promise<{ k: number | string }[]>
}
type RowOf<M extends Member<M>> = Awaited<ReturnType<M['execute']>>[number]

/**
 * The selects of every span (each tagged with its index as `k`), as few UNION ALL statements as SQLite allows,
 * their rows handed back per span.
 */
async function readBySpan<M extends Member<M>>(
  spans: readonly Span[],
  selectsOf: (span: Span & { i: number }) => M[],
): Promise<RowOf<M>[][]> {
  const rows: RowOf<M>[] = []
  for (const part of chunks(spans.map((s, i) => ({ ...s, i })))) {
    const [first, ...rest] = part.flatMap(selectsOf)
    rows.push(...((await rest.reduce((q, next) => q.unionAll(next), first!).execute()) as RowOf<M>[]))
  }
  return bySpan(spans.length, rows)
}

/**
 * Per span, the applied periods that may reach into it: those beginning in it (a seek on the start), and each line's
 * last one begun before it when it had not ended by the span's start (one seek per line). Periods of a line follow
 * each other, so no earlier one reaches further; a read never walks the history before the span.
 */
export async function periodsAroundSpans(db: Q, spans: readonly Span[], lineIds: number[]): Promise<PeriodRow[][]> {
  const perSpan = await readBySpan(spans, (s) => {
    const inside = db
      .selectFrom('line_status_history')
      .select([sql.lit<number>(s.i).as('k'), sql.lit<number>(0).as('last'), 'line_id', 'status', 'at_ms', 'ended_ms'])
      .where('superseded', '=', 0)
      .where('at_ms', '>=', s.from)
      .where('at_ms', '<', s.to)
      .where('line_id', 'in', lineIds)
    // Each line's last one before the span (a seek per line: decision 241).
    const last = db
      .selectFrom('production_lines as l')
      .innerJoin('line_status_history as h', (join) =>
        join.on((eb) =>
          eb(
            'h.id',
            '=',
            eb
              .selectFrom('line_status_history as p')
              .select('p.id')
              .whereRef('p.line_id', '=', 'l.id')
              .where('p.superseded', '=', 0)
              .where('p.at_ms', '<', s.from)
              .orderBy('p.at_ms', 'desc')
              .limit(1),
          ),
        ),
      )
      .select([
        sql.lit<number>(s.i).as('k'),
        sql.lit<number>(1).as('last'),
        'h.line_id',
        'h.status',
        'h.at_ms',
        'h.ended_ms',
      ])
      .where('l.id', 'in', lineIds)
    // The same columns from other tables: one UNION ALL member type.
    return [inside, last as unknown as typeof inside]
  })
  return perSpan.map((list, i) =>
    list
      .filter((r) => Number(r.last) === 0 || r.ended_ms === null || Number(r.ended_ms) > spans[i]!.from)
      .map((r) => ({
        line_id: r.line_id,
        status: r.status,
        start: Number(r.at_ms),
        end: r.ended_ms === null ? null : Number(r.ended_ms),
      }))
      .sort((a, b) => a.line_id - b.line_id || a.start - b.start),
  )
}

/** Per span, the explained parts beginning in it (one line's, or every line's), per line in time order. */
export async function partsInSpans(db: Q, spans: readonly Span[], lineId?: number): Promise<PartRow[][]> {
  const perSpan = await readBySpan(spans, (s) => {
    let q = db
      .selectFrom('stop_parts')
      .select([sql.lit<number>(s.i).as('k'), 'id', 'line_id', 'from_ms', 'reason_id', 'explained_by_name'])
      .where('from_ms', '>=', s.from)
      .where('from_ms', '<', s.to)
    if (lineId !== undefined) q = q.where('line_id', '=', lineId)
    return [q]
  })
  return perSpan.map((list) =>
    list
      .map((r) => ({
        id: r.id,
        line_id: r.line_id,
        from_ms: Number(r.from_ms),
        reason_id: r.reason_id,
        explained_by_name: r.explained_by_name,
      }))
      .sort((a, b) => a.line_id - b.line_id || a.from_ms - b.from_ms),
  )
}

/** Per span, the counts in it (one line's, or every line's). */
export async function countsInSpans(db: Q, spans: readonly Span[], lineId?: number): Promise<CountRow[][]> {
  const perSpan = await readBySpan(spans, (s) => {
    let q = db
      .selectFrom('production_counts')
      .select([sql.lit<number>(s.i).as('k'), 'line_id', 'at_ms', 'good', 'rejected', 'product_id'])
      .where('at_ms', '>=', s.from)
      .where('at_ms', '<', s.to)
    if (lineId !== undefined) q = q.where('line_id', '=', lineId)
    return [q]
  })
  return perSpan.map((list) =>
    list.map((r) => ({
      line_id: r.line_id,
      at_ms: Number(r.at_ms),
      good: r.good,
      rejected: r.rejected,
      product_id: r.product_id,
    })),
  )
}

/** First index whose value is >= x in an ascending array of numbers, picked by `key`. */
export function lowerBound<T>(list: readonly T[], x: number, key: (t: T) => number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (key(list[mid]!) < x) lo = mid + 1
    else hi = mid
  }
  return lo
}
