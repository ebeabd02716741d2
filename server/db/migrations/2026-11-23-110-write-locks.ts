// Named rows a write holds (a no-op update) to serialise one kind of read-then-write across instances on
// PostgreSQL, portably: SQLite has one writer anyway and no SELECT … FOR UPDATE. Decision 113.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('write_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .execute()
  await db.insertInto('write_locks').values({ name: 'ticket_number' }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('write_locks').ifExists().execute()
}
