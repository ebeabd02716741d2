// OEE pre-summed per line and shift (issue 30, decision 230): the sums of one whole shift window of one line
// that depend only on the line's status history, explained parts and counts. The schedule, ideal rates, the
// line's product and the reasons' flags are applied when the report reads them, so a change of those never
// makes a row stale. A status press, an explanation or a count drops the line's rows from its time on; the
// report sums what is missing again (and keeps it).
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oee_shift_sums')
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('shift_date', 'text', (c) => c.notNull())
    .addColumn('shift', 'text', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addColumn('unexplained_ms', 'bigint', (c) => c.notNull())
    /** JSON object: reason id → stop ms inside the window. */
    .addColumn('reason_ms', 'text', (c) => c.notNull())
    /** JSON array of [product id or null, good, rejected, rejected within the start-up time] per count product. */
    .addColumn('counts', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('oee_shift_sums_pk', ['line_id', 'start_ms'])
    .execute()
  // Each line's generation: a write bumps it, so a report that summed from older rows does not keep them.
  await db.schema
    .createTable('oee_sum_generations')
    .addColumn('line_id', 'integer', (c) => c.primaryKey().references('production_lines.id').onDelete('cascade'))
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oee_sum_generations').ifExists().execute()
  await db.schema.dropTable('oee_shift_sums').ifExists().execute()
}
