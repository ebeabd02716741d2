// The OEE report's per line and shift sums (decision 230): kept rows, each line's generation, and the drop a
// status press, an explanation or a count makes. Imported by server/lines (status presses), so it imports
// nothing of server/oee.
import { sql } from 'kysely'
import type { Db, Trx } from '../db/connection'
import { placeholderRows, prepare, preparedFamily } from '../db/prepared'
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
  const batch = toMs === undefined ? forgetBatches.get(db) : undefined
  if (batch) {
    batch.set(lineId, Math.min(batch.get(lineId) ?? fromMs, fromMs))
    return
  }
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

/**
 * A push's status presses forget their lines' kept sums once, at the end of the batch (decision 280): the
 * transactions (the push's, and each savepoint's) whose presses only note each line's earliest time here.
 * Forgetting later in the same transaction forgets the same rows (none of the batch's mutations reads kept sums;
 * only reports do, in their own transactions) and moves each line's generation on once, which is all a report's
 * keep compares.
 */
const forgetBatches = new WeakMap<object, Map<number, number>>()

/** From now on, `forgetOeeSums(trx, line, from)` without `toMs` notes `line`'s earliest `from` in `batch`. */
export function batchOeeForgets(trx: Q, batch: Map<number, number>): void {
  forgetBatches.set(trx, batch)
}

/** Adds a batch's notes to another's (a savepoint's mutation that applied, into its push's). */
export function mergeOeeForgets(into: Map<number, number>, from: Map<number, number>): void {
  for (const [line, ms] of from) into.set(line, Math.min(into.get(line) ?? ms, ms))
}

/** Forgets what the batch noted: each line's generation and shift sums, the plant's periods (three statements). */
export async function flushOeeForgets(db: Q, batch: Map<number, number>): Promise<void> {
  const rows = [...batch].map(([line_id, from_ms]) => ({ line_id, from_ms, generation: 1 }))
  if (!rows.length) return
  await nextGenerationsQuery(rows.length).run(db, { rows })
  await forgetLinesQuery(rows.length).run(db, { rows })
  await forgetPeriodsQuery.run(db, { fromMs: Math.min(...rows.map((r) => r.from_ms)) })
}

type LineFrom = { line_id: number; from_ms: number; generation: number }
const nextGenerationsQuery = preparedFamily(
  (count: number) => (db, _: { rows: LineFrom[] }) =>
    db
      .insertInto('oee_sum_generations')
      .values(placeholderRows<LineFrom>(['line_id', 'generation'], count))
      .onConflict((oc) => oc.column('line_id').doUpdateSet({ generation: sql`oee_sum_generations.generation + 1` })),
)
const forgetLinesQuery = preparedFamily(
  (count: number) => (db, _: { rows: LineFrom[] }) =>
    db
      .deleteFrom('oee_shift_sums')
      .where((eb) =>
        eb.or(
          placeholderRows<LineFrom>(['line_id', 'from_ms'], count).map((r) =>
            eb.and([eb('line_id', '=', r.line_id), eb('end_ms', '>', r.from_ms)]),
          ),
        ),
      ),
)

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
