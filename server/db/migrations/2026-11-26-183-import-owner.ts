// Which instance runs an import job, and when it last said so (decision 183): a restart fails only its own
// unfinished jobs, and any instance fails a job whose owner stopped heartbeating. Rows made before stay null.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('data_imports').addColumn('owner_instance', 'text').execute()
  await db.schema.alterTable('data_imports').addColumn('heartbeat_at', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('data_imports').dropColumn('heartbeat_at').execute()
  await db.schema.alterTable('data_imports').dropColumn('owner_instance').execute()
}
