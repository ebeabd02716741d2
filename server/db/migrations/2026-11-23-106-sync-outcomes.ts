// Sync outcomes (issue 16.1–16.2, 13.1): every mutation's verdict kept with the client's progress; a client id
// bound to the account that first pushed under it; the line version each status-history row produced.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sync_outcomes')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('mutation_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The (client, mutation id) guard as a database constraint: a mutation is applied at most once even
    // when two servers race on the same client (PostgreSQL later).
    .addPrimaryKeyConstraint('sync_outcomes_pk', ['client_id', 'mutation_id'])
    .execute()
  await db.schema.createIndex('sync_outcomes_created').on('sync_outcomes').column('created_at').execute()

  await db.schema.alterTable('sync_clients').addColumn('owner_user_id', 'integer').execute()
  // Existing clients belong to whoever pushed last under them.
  await db
    .updateTable('sync_clients')
    .set((eb) => ({ owner_user_id: eb.ref('user_id') }))
    .execute()

  await db.schema
    .createIndex('line_status_history_line_user')
    .on('line_status_history')
    .columns(['line_id', 'changed_by', 'at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('line_status_history_line_user').ifExists().execute()
  await db.schema.alterTable('sync_clients').dropColumn('owner_user_id').execute()
  await db.schema.dropTable('sync_outcomes').ifExists().execute()
}
