// Where purges have reached (decision 184): for the change log, the highest sequence deleted, so pull can tell a
// cursor the log no longer covers (that device gets a snapshot) without trusting gaps in the sequence.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('retention_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retention_marks').ifExists().execute()
}
