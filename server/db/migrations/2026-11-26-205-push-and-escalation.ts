// Web Push subscriptions, preferences and send outbox; the escalation ladder, who is a supervisor or the plant
// manager, and the escalations fired per ticket — one per (ticket, step), the unique key that makes each step fire
// once across restarts and instances (issue 34, decision 205).
import type { Kysely } from 'kysely'
import { idColumn } from '../migration-helpers'

const LADDER: [priority: string, step: number, after: number, target: string, teams: number][] = [
  ['critical', 1, 10, 'department', 1],
  ['critical', 2, 20, 'supervisors', 0],
  ['critical', 3, 30, 'plant_manager', 0],
  ['high', 1, 30, 'department', 1],
  ['high', 2, 60, 'supervisors', 0],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute()
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute()

  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('assigned', 'integer', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull())
    .addColumn('units', 'text', (c) => c.notNull())
    .addColumn('escalations', 'integer', (c) => c.notNull())
    .addColumn('clearance', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // One row per (message, device); a device removed (404/410, unsubscribed) takes its rows with it.
  await idColumn(db, db.schema.createTable('push_outbox'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('push_outbox_subscription').on('push_outbox').column('subscription_id').execute()

  await idColumn(db, db.schema.createTable('escalation_steps'))
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('after_minutes', 'integer', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('teams', 'integer', (c) => c.notNull())
    .addUniqueConstraint('escalation_steps_priority_step', ['priority', 'step'])
    .execute()
  await db
    .insertInto('escalation_steps')
    .values(
      LADDER.map(([priority, step, after, target, teams]) => ({
        priority,
        step,
        after_minutes: after,
        target,
        teams,
      })),
    )
    .execute()

  await db.schema
    .createTable('escalation_people')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('supervisor', 'integer', (c) => c.notNull())
    .addColumn('plant_manager', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('ticket_escalations'))
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('after_minutes', 'integer', (c) => c.notNull())
    .addColumn('fired_at', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addUniqueConstraint('ticket_escalations_ticket_step', ['ticket_id', 'step'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'ticket_escalations',
    'escalation_people',
    'escalation_steps',
    'push_outbox',
    'push_preferences',
    'push_subscriptions',
  ])
    await db.schema.dropTable(t).execute()
}
