// Range reads of the OEE report for all lines at once (decision 230): counts and explanations by time, kept
// shift sums by their window's start. The per-line indexes of migration 200 began with the line, so a range
// for every line read the whole table.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('production_counts_at')
    .on('production_counts')
    .columns(['at_ms', 'line_id', 'good', 'rejected', 'product_id'])
    .execute()
  await db.schema.createIndex('stop_parts_from').on('stop_parts').columns(['from_ms', 'line_id', 'reason_id']).execute()
  await db.schema.createIndex('oee_shift_sums_start').on('oee_shift_sums').columns(['start_ms', 'end_ms']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('oee_shift_sums_start').ifExists().execute()
  await db.schema.dropIndex('stop_parts_from').ifExists().execute()
  await db.schema.dropIndex('production_counts_at').ifExists().execute()
}
