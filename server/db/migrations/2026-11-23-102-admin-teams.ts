// Admin and Teams: the durable webhook outbox, audit filter indexes, soft-deleted users, default webhooks.
import type { Kysely } from 'kysely'
import { idColumn } from '../migration-helpers'

const DEFAULT_WEBHOOKS = [
  ['it', 'IT', ['software', 'network', 'hardware', 'system', 'database', 'security']],
  ['quality', 'Quality Assurance', ['quality', 'compliance', 'audit', 'standards', 'testing']],
  ['engineering', 'Engineering Team', ['mechanical', 'electrical', 'maintenance', 'equipment', 'machinery']],
  ['production', 'Production Team', ['production', 'line', 'packaging', 'processing', 'manufacturing']],
  ['safety', 'Health & Safety', ['safety', 'accident', 'injury', 'emergency', 'hazard', 'ppe']],
] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('webhook_outbox'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('webhook_outbox_due')
    .on('webhook_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()

  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'timestamp']).execute()
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'timestamp']).execute()

  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute()
  await db.schema.alterTable('webhook_configs').addColumn('last_error', 'text').execute()

  const existing = await db.selectFrom('webhook_configs').select('department').execute()
  const have = new Set(existing.map((r: { department: string }) => r.department))
  const missing = DEFAULT_WEBHOOKS.filter(([department]) => !have.has(department))
  if (missing.length) {
    await db
      .insertInto('webhook_configs')
      .values(
        missing.map(([department, name, categories]) => ({
          department,
          name,
          webhook_url: null,
          categories: JSON.stringify(categories),
          enabled: 0,
          status: 'inactive',
          last_used: null,
        })),
      )
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_outbox').execute()
  await db.schema.dropIndex('audit_log_user').execute()
  await db.schema.dropIndex('audit_log_action').execute()
  await db.schema.alterTable('users').dropColumn('deleted_at').execute()
  await db.schema.alterTable('webhook_configs').dropColumn('last_error').execute()
}
