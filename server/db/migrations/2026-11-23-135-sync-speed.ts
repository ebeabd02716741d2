// Each sync client's outbox as the device last reported it (System Info shows it per device). Decision 137.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sync_clients').addColumn('pending_count', 'integer').execute()
  await db.schema.alterTable('sync_clients').addColumn('pending_reported_at', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sync_clients').dropColumn('pending_reported_at').execute()
  await db.schema.alterTable('sync_clients').dropColumn('pending_count').execute()
}
