// OEE kept per whole day and month (issue 30, decision 241): the report's figures of each ended planning date
// (the plant's row, line 0, with stop time per reason) and of each (line, shift, product) in it, and the same per
// whole month summed from the days. Unlike the per-shift sums of migration 230 these have the schedule, ideal
// rates, lines' products and reasons' flags applied; each row carries a fingerprint of those settings, and a
// row whose fingerprint is not today's is summed again. A status press, an explanation or a count drops every
// row ending after its time (all lines: a period is kept whole or not at all).
import type { Kysely } from 'kysely'
import { REAL } from '../migration-helpers'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oee_period_sums')
    /** 'day' (period 'YYYY-MM-DD') or 'month' (period 'YYYY-MM'). */
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    /** 0: the whole plant (the period's marker row); else one line's shift and product. */
    .addColumn('line_id', 'integer', (c) => c.notNull())
    .addColumn('shift', 'text', (c) => c.notNull())
    /** 0: no product. */
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('scheduled_ms', 'bigint', (c) => c.notNull())
    .addColumn('planned_stop_ms', 'bigint', (c) => c.notNull())
    .addColumn('unplanned_stop_ms', 'bigint', (c) => c.notNull())
    .addColumn('unexplained_ms', 'bigint', (c) => c.notNull())
    .addColumn('setup_ms', 'bigint', (c) => c.notNull())
    .addColumn('breakdown_ms', 'bigint', (c) => c.notNull())
    .addColumn('good', 'bigint', (c) => c.notNull())
    .addColumn('rejected', 'bigint', (c) => c.notNull())
    /** Ideal time of the counted units; `ideal_missing` counts the shifts where a count had no rate (then null). */
    .addColumn('ideal_ms', REAL, (c) => c.notNull())
    .addColumn('ideal_missing', 'integer', (c) => c.notNull())
    .addColumn('startup_reject_ideal_ms', REAL, (c) => c.notNull())
    .addColumn('reject_ideal_ms', REAL, (c) => c.notNull())
    /** JSON object reason id → stop ms, on the plant's day rows only ('{}' elsewhere). */
    .addColumn('reason_ms', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('oee_period_sums_pk', ['level', 'period', 'line_id', 'shift', 'product_id'])
    .execute()
  // A write drops the rows ending after its time.
  await db.schema.createIndex('oee_period_sums_end').on('oee_period_sums').columns(['end_ms']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oee_period_sums').ifExists().execute()
}
