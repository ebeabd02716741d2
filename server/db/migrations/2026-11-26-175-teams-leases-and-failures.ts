// Teams delivery (decisions 175, 176): each claimed outbox row names the claim that holds it (`lease_id`), so
// only that worker can mark it sent, failed or due again; each webhook keeps why its last test or delivery
// failed (`last_failure_reason`, `last_failure_status`) until one succeeds, so every admin sees the same error.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_outbox').addColumn('lease_id', 'text').execute()
  await db.schema.alterTable('webhook_configs').addColumn('last_failure_reason', 'text').execute()
  await db.schema.alterTable('webhook_configs').addColumn('last_failure_status', 'integer').execute()
  // A webhook already in error kept only an English text: its reason is not known, 'unreachable' is the closest.
  await db
    .updateTable('webhook_configs')
    .set({ last_failure_reason: 'unreachable' })
    .where('status', '=', 'error')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_outbox').dropColumn('lease_id').execute()
  await db.schema.alterTable('webhook_configs').dropColumn('last_failure_reason').execute()
  await db.schema.alterTable('webhook_configs').dropColumn('last_failure_status').execute()
}
