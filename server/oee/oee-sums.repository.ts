// The OEE report's per line and shift sums (decision 230): kept rows, each line's generation, and the drop a
// status press, an explanation or a count makes. Imported by server/lines (status presses), so it imports
// nothing of server/oee.
import { sql } from 'kysely'
import type { Db, Trx } from '../db/connection'
import { prepare } from '../db/prepared'
import type { OeeShiftSumsTable } from '../db/oee-tables'

type Q = Db | Trx

export type ShiftSumsRow = OeeShiftSumsTable

/**
 * Forgets the kept sums of a line's shift windows that end after `fromMs` and moves its generation on, so a
 * report summing at the same time does not keep what it read before this write. With `toMs` (a write whose
 * effect ends there, like a count: it is summed in the one window it falls in) only the windows, days and months
 * overlapping [fromMs, toMs) go (decision 242); without it everything ending after `fromMs` does (a status or a
 * stop part can reach every later window of its stop).
 */
export async function forgetOeeSums(db: Q, lineId: number, fromMs: number, toMs?: number): Promise<void> {
  // Nobody reads their answers: in a push on PostgreSQL they are sent without waiting (decision 270).
  await nextGenerationQuery.defer(db, { lineId })
  if (toMs !== undefined) {
    await forgetSumsBetweenQuery.defer(db, { lineId, fromMs, toMs })
    await forgetPeriodsBetweenQuery.defer(db, { fromMs, toMs })
    return
  }
  await forgetSumsQuery.defer(db, { lineId, fromMs })
  await forgetPeriodsQuery.defer(db, { fromMs })
}

// Run on every status press (sync push): compiled once.
const nextGenerationQuery = prepare((db, p: { lineId: number }) =>
  db
    .insertInto('oee_sum_generations')
    .values({ line_id: p.lineId, generation: 1 })
    .onConflict((oc) => oc.column('line_id').doUpdateSet({ generation: sql`oee_sum_generations.generation + 1` })),
)
const forgetSumsQuery = prepare((db, p: { lineId: number; fromMs: number }) =>
  db.deleteFrom('oee_shift_sums').where('line_id', '=', p.lineId).where('end_ms', '>', p.fromMs),
)
const forgetSumsBetweenQuery = prepare((db, p: { lineId: number; fromMs: number; toMs: number }) =>
  db
    .deleteFrom('oee_shift_sums')
    .where('line_id', '=', p.lineId)
    .where('end_ms', '>', p.fromMs)
    .where('start_ms', '<', p.toMs),
)

// A kept day or month is the whole plant's (decision 241): a write to one line drops it for all.
const forgetPeriodsQuery = prepare((db, p: { fromMs: number }) =>
  db.deleteFrom('oee_period_sums').where('end_ms', '>', p.fromMs),
)
const forgetPeriodsBetweenQuery = prepare((db, p: { fromMs: number; toMs: number }) =>
  db.deleteFrom('oee_period_sums').where('end_ms', '>', p.fromMs).where('start_ms', '<', p.toMs),
)

/** Forgets every kept sum (a fixture that rewrites history wholesale). */
export async function forgetAllOeeSums(db: Q): Promise<void> {
  await db.deleteFrom('oee_shift_sums').execute()
  await db.deleteFrom('oee_period_sums').execute()
  await db
    .updateTable('oee_sum_generations')
    .set({ generation: sql`generation + 1` })
    .execute()
}

export async function oeeSumGenerations(db: Q): Promise<Map<number, number>> {
  const rows = await db.selectFrom('oee_sum_generations').select(['line_id', 'generation']).execute()
  return new Map(rows.map((r) => [r.line_id, Number(r.generation)]))
}

export interface KeptSums {
  line_id: number
  start_ms: number | string
  end_ms: number | string
  unexplained_ms: number | string
  reason_ms: string
  counts: string
}

/**
 * Kept whole windows inside each of the ranges (no later than now), in one statement (decision 242): only the
 * columns the report reads (bigints may come as text).
 */
export async function keptShiftSumsIn(
  db: Q,
  ranges: readonly { from: number; to: number }[],
  lineId?: number,
): Promise<KeptSums[]> {
  const selects = ranges.map((r) => {
    let q = db
      .selectFrom('oee_shift_sums')
      .select(['line_id', 'start_ms', 'end_ms', 'unexplained_ms', 'reason_ms', 'counts'])
      .where('start_ms', '>=', r.from)
      .where('end_ms', '<=', r.to)
    if (lineId !== undefined) q = q.where('line_id', '=', lineId)
    return q
  })
  let q = selects[0]!
  for (const next of selects.slice(1)) q = q.unionAll(next)
  return q.execute()
}

/**
 * Keeps freshly summed windows of the lines whose generation is still the one read before summing (a write in
 * between drops them instead). A window kept by another report meanwhile stays as it is.
 */
export async function keepShiftSums(db: Db, rows: ShiftSumsRow[], generations: Map<number, number>): Promise<void> {
  if (rows.length === 0) return
  await db.transaction().execute(async (trx) => {
    const now = await oeeSumGenerations(trx)
    const fresh = rows.filter((r) => (now.get(r.line_id) ?? 0) === (generations.get(r.line_id) ?? 0))
    for (let i = 0; i < fresh.length; i += 500)
      await trx
        .insertInto('oee_shift_sums')
        .values(fresh.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['line_id', 'start_ms']).doNothing())
        .execute()
  })
}
