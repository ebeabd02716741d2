// Uptime SQL over line status history: each applied period clipped to [start, end), the open one ending
// now. Periods that begin inside a stretch are summed in the database per line, status and reason; the
// one period per line already under way when a stretch began is read on its own (an index seek per line);
// whole days and months come from the pre-summed closed periods (decision 120).
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import { CUSTOM_PLAN } from '../db/pg-named-statements'

export interface PeriodRange {
  /** Epoch ms; `endMs` is already capped at now. */
  startMs: number
  endMs: number
  lineId?: number
}

/** Sums per line × status × reason of the periods starting in the range, each cut off at the range end. */
export function periodsStartingInRange(db: Db | Trx, r: PeriodRange) {
  let q = db
    .selectFrom('line_status_history as h')
    .modifyFront(CUSTOM_PLAN)
    .where('h.superseded', '=', 0)
    .where('h.at_ms', '>=', r.startMs)
    .where('h.at_ms', '<', r.endMs)
  if (r.lineId !== undefined) q = q.where('h.line_id', '=', r.lineId)
  return q
    .select((eb) => [
      'h.line_id',
      'h.status',
      'h.issue',
      eb.fn.countAll<number>().as('periods'),
      eb.fn
        .sum<number>(
          eb.parens(
            eb(
              eb
                .case()
                .when(eb.or([eb('h.ended_ms', 'is', null), eb('h.ended_ms', '>', r.endMs)]))
                // A parameter, not a literal: the SQL text stays the same whatever the range (decision 246).
                .then(eb.cast(eb.val(r.endMs), 'bigint'))
                .else(eb.ref('h.ended_ms'))
                .end(),
              '-',
              eb.ref('h.at_ms'),
            ),
          ),
        )
        .as('ms'),
    ])
    .groupBy(['h.line_id', 'h.status', 'h.issue'])
    .execute()
}

/**
 * The applied period each line was in when the range began: begun before the start and not ended by it (a
 * zero-length period sharing its start time with the next one ended at once, so it never qualifies). One query
 * for all lines, not one per line (issue 33: on PostgreSQL 40 index probes of 0.03 ms each cost a round trip
 * apiece): each line's period is found by a correlated subquery along the (line_id, superseded, at_ms) index,
 * then read by its id. A line in no such period gives no row.
 */
export function periodsBefore(db: Db | Trx, lineIds: number[], startMs: number) {
  if (lineIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('line_status_history as h')
    .select(['h.line_id', 'h.status', 'h.issue', 'h.ended_ms'])
    .where('h.id', 'in', (eb) =>
      eb
        .selectFrom('production_lines as l')
        .select((sub) =>
          sub
            .selectFrom('line_status_history as p')
            .select('p.id')
            .whereRef('p.line_id', '=', 'l.id')
            .where('p.superseded', '=', 0)
            .where('p.at_ms', '<', startMs)
            .where((e) => e.or([e('p.ended_ms', 'is', null), e('p.ended_ms', '>', startMs)]))
            .orderBy('p.at_ms', 'desc')
            .limit(1)
            .as('period_id'),
        )
        .where('l.id', 'in', lineIds),
    )
    .execute()
}

/**
 * Pre-summed closed periods (decision 120) in the buckets of each stretch (`[grain, fromMs, toMs)`: buckets of that
 * grain starting in [fromMs, toMs)), per line × status × reason: one round trip and one grouping for all the
 * stretches (a union of range seeks along the covering index; an OR of the ranges made PostgreSQL read the table).
 */
export function summedPeriods(
  db: Db | Trx,
  stretches: [grain: 'day' | 'month', fromMs: number, toMs: number][],
  lineId?: number,
) {
  const stretch = ([grain, fromMs, toMs]: [string, number, number]) => {
    let q = db
      .selectFrom('line_status_sums as s')
      .select(['s.line_id', 's.status', 's.issue', 's.ms', 's.periods'])
      .where('s.grain', '=', grain as 'day' | 'month')
      .where('s.start_ms', '>=', fromMs)
      .where('s.start_ms', '<', toMs)
    if (lineId !== undefined) q = q.where('s.line_id', '=', lineId)
    return q
  }
  let all = stretch(stretches[0]!)
  for (const s of stretches.slice(1)) all = all.unionAll(stretch(s))
  return db
    .selectFrom(all.as('u'))
    .modifyFront(CUSTOM_PLAN)
    .select((eb) => [
      'u.line_id',
      'u.status',
      'u.issue',
      eb.fn.sum<number>('u.ms').as('ms'),
      eb.fn.sum<number>('u.periods').as('periods'),
    ])
    .groupBy(['u.line_id', 'u.status', 'u.issue'])
    .execute()
}

/** The applied period each of these lines is in now (never summed: it is still growing). */
export function openPeriods(db: Db | Trx, lineIds: number[]) {
  if (lineIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('line_status_history')
    .select(['line_id', 'status', 'issue', 'at_ms'])
    .where('line_id', 'in', lineIds)
    .where('superseded', '=', 0)
    .where('ended_ms', 'is', null)
    .execute()
}

export function linesForReport(db: Db | Trx, lineId?: number) {
  let q = db.selectFrom('production_lines').select(['id', 'name']).orderBy('id')
  if (lineId !== undefined) q = q.where('id', '=', lineId)
  return q.execute()
}
