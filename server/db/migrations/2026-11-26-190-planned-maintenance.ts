// Planned maintenance (issue 28, decision 190): plans, the work orders made from them (one per plan and due date,
// never two open for one plan — both kept by unique indexes, so two instances cannot make two), procedure
// answers (append-only) and meter readings.
import { sql, type Kysely } from 'kysely'
import { REAL } from '../migration-helpers'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pm_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('machine_id', 'text')
    .addColumn('line_id', 'integer')
    .addColumn('procedure', 'text')
    .addColumn('estimated_minutes', 'integer', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('triggers', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('meter_base', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('pm_plans_status').on('pm_plans').columns(['status', 'id']).execute()

  await db.schema
    .createTable('pm_work_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // plan id + first due date for planned work, repair: + the source for a permanent repair.
    .addColumn('gen_key', 'text', (c) => c.notNull().unique())
    .addColumn('plan_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('line_id', 'integer')
    .addColumn('machine_id', 'text')
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('estimated_minutes', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('signed_by', 'integer')
    .addColumn('signed_at_device', 'text')
    .addColumn('signed_at_server', 'text')
    .addColumn('skip_reason', 'text')
    .addColumn('rescheduled_from', 'text')
    .addColumn('reschedule_reason', 'text')
    .addColumn('temporary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permanent_due_at', 'text')
    .addColumn('follow_up_id', 'text')
    .addColumn('source_ticket_id', 'text')
    .addColumn('source_work_order_id', 'text')
    .execute()
  // Never two open work orders for one plan, whoever makes them.
  await db.schema
    .createIndex('pm_work_orders_one_open')
    .on('pm_work_orders')
    .column('plan_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute()
  await db.schema.createIndex('pm_work_orders_plan').on('pm_work_orders').columns(['plan_id', 'due_at']).execute()
  await db.schema.createIndex('pm_work_orders_status_due').on('pm_work_orders').columns(['status', 'due_at']).execute()
  await db.schema.createIndex('pm_work_orders_line').on('pm_work_orders').columns(['line_id', 'status']).execute()

  await db.schema
    .createTable('pm_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('work_order_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('corrects_id', 'text')
    .addColumn('ticket_id', 'text')
    .addColumn('answered_by', 'integer', (c) => c.notNull())
    .addColumn('device_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('pm_answers_work_order')
    .on('pm_answers')
    .columns(['work_order_id', 'step_index'])
    .execute()

  await db.schema
    .createTable('pm_readings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'integer', (c) => c.notNull())
    .addColumn('machine_id', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('value', REAL, (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addColumn('entered_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('pm_readings_target').on('pm_readings').columns(['line_id', 'unit', 'read_at']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['pm_readings', 'pm_answers', 'pm_work_orders', 'pm_plans'])
    await db.schema.dropTable(t).ifExists().execute()
}
