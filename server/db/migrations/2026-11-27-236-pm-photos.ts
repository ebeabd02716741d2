// Photos of PM procedure steps (issue 28, decision 235): the image is stored once under its sha-256 like a
// ticket's photo; this row ties it to the work order (one row per work order and content hash).
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pm_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('work_order_id', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pm_photos_work_order_hash', ['work_order_id', 'hash'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pm_photos').ifExists().execute()
}
