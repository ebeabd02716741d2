// Shift handovers per line (issue 34 §3, decision 220): one signed handover per line and shift (the unique key
// refuses a second one, from another tablet too), acknowledged once by the incoming lead.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shift_handovers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('shift_date', 'text', (c) => c.notNull())
    .addColumn('shift', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('signed_by_id', 'integer', (c) => c.notNull())
    .addColumn('signed_by', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('signed_at_device', 'text', (c) => c.notNull())
    .addColumn('acknowledged_by_id', 'integer')
    .addColumn('acknowledged_by', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('acknowledged_at_device', 'text')
    .addColumn('acknowledge_note', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('shift_handovers_line_shift', ['line_id', 'shift_date', 'shift'])
    .execute()
  await db.schema.createIndex('shift_handovers_date').on('shift_handovers').columns(['shift_date', 'line_id']).execute()
  await db.schema.createIndex('shift_handovers_updated').on('shift_handovers').column('updated_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shift_handovers').execute()
}
