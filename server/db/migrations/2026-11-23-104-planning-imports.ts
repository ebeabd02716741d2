// Planning and product imports: import-job progress, errors and outcome; schedule lookups by date and line.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, 'integer' | 'text'][] = [
    ['records_failed', 'integer'],
    ['records_total', 'integer'],
    ['message', 'text'],
    ['errors', 'text'],
    ['created_by', 'integer'],
    ['finished_at', 'text'],
  ]
  for (const [name, type] of columns) {
    await db.schema
      .alterTable('data_imports')
      .addColumn(name, type, (c) => (type === 'integer' && name !== 'created_by' ? c.notNull().defaultTo(0) : c))
      .execute()
  }
  await db.schema
    .createIndex('production_schedule_date_line')
    .on('production_schedule')
    .columns(['scheduled_date', 'line_id'])
    .execute()
  await db.schema.createIndex('data_imports_created').on('data_imports').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('data_imports_created').ifExists().execute()
  await db.schema.dropIndex('production_schedule_date_line').ifExists().execute()
  for (const name of ['finished_at', 'created_by', 'errors', 'message', 'records_total', 'records_failed']) {
    await db.schema.alterTable('data_imports').dropColumn(name).execute()
  }
}
