// The ticket report's sums per UTC creation day × status, kept for ended days only and brought up to date when a
// report is asked for (decision 271): the days whose tickets changed since the last report are read from the change
// log and grouped again. No trigger and no write in the ticket commands: pushes never share a row (decision 246's
// trigger-kept sums deadlocked concurrent pushes on PostgreSQL). How far they reach is a row of `retention_marks`.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket_day_sums')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull())
    .addColumn('resolution_ms', 'bigint', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull())
    .addColumn('accept_ms', 'bigint', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('started', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_day_sums_pk', ['day', 'status'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_day_sums').ifExists().execute()
}
