// Meter reading corrections (issue 28, decision 235): a correction never overwrites a reading; it is a new row
// beside the original naming it (corrects_id) with the reason, and the generator reads only readings that no
// later row corrects.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pm_readings').addColumn('corrects_id', 'text').execute()
  await db.schema.alterTable('pm_readings').addColumn('reason', 'text').execute()
  await db.schema.createIndex('pm_readings_corrects').on('pm_readings').column('corrects_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pm_readings_corrects').ifExists().execute()
  await db.schema.alterTable('pm_readings').dropColumn('reason').execute()
  await db.schema.alterTable('pm_readings').dropColumn('corrects_id').execute()
}
