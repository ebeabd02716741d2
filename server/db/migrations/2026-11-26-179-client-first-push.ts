// When each sync client first pushed: a floor for the device time of changes that name no session (decision 179).
// Rows made before this column stay null (not known); their next applied push sets it.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sync_clients').addColumn('first_push_at', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sync_clients').dropColumn('first_push_at').execute()
}
