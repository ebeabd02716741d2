// Hygiene clearance (issue 29): per-line hold switch and checklist, holds, the append-only chain of clearance
// records and its recorded end, allergens on products, and the quality role for installs seeded before it.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hygiene_line_settings')
    .addColumn('line_id', 'integer', (c) => c.primaryKey())
    .addColumn('hold_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('checklist', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute()

  await db.schema
    .createTable('hygiene_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('cause_ref', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('work_ended_at', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text')
    .addColumn('checklist', 'text', (c) => c.notNull())
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('released_at', 'text')
    .addColumn('released_by', 'text')
    .addColumn('released_by_clearance', 'text')
    .execute()
  await db.schema.createIndex('hygiene_holds_line').on('hygiene_holds').columns(['line_id', 'started_at']).execute()

  await db.schema
    .createTable('hygiene_clearances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().unique())
    .addColumn('line_id', 'integer', (c) => c.notNull())
    .addColumn('hold_id', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('swab', 'text')
    .addColumn('corrective_action', 'text')
    .addColumn('signed_by', 'text', (c) => c.notNull())
    .addColumn('signed_by_id', 'integer', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('device_at', 'text', (c) => c.notNull())
    .addColumn('released', 'integer', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('hygiene_clearances_line').on('hygiene_clearances').columns(['line_id', 'seq']).execute()

  await db.schema
    .createTable('hygiene_chain_head')
    .addColumn('chain', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .alterTable('products')
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()

  // An install seeded before the role existed gets it; a fresh one gets it from the seed (an empty roles table
  // is how the first start knows it must seed, so nothing is inserted there).
  const anyRole = await db.selectFrom('roles').select('id').limit(1).executeTakeFirst()
  if (anyRole) {
    await db
      .insertInto('roles')
      .values({
        name: 'quality',
        permissions: JSON.stringify(['view_lines', 'create_tickets', 'clear_lines']),
        can_assign_tickets: 0,
        can_edit_machines: 0,
        can_access_settings: 0,
        can_view_reports: 1,
        can_manage_users: 0,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('roles').where('name', '=', 'quality').execute()
  await db.schema.alterTable('products').dropColumn('allergens').execute()
  await db.schema.dropTable('hygiene_chain_head').execute()
  await db.schema.dropTable('hygiene_clearances').execute()
  await db.schema.dropTable('hygiene_holds').execute()
  await db.schema.dropTable('hygiene_line_settings').execute()
}
