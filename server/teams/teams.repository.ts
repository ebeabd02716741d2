// Webhook configs and the webhook outbox: all SQL for the Teams integration.
import { sql, type Insertable } from 'kysely'
import type { Db } from '../db/connection'
import { dialectOf } from '../db/dialect'
import type { Trx } from '../context'
import type { WebhookOutboxTable } from '../db/database'
import { prepare } from '../db/prepared'

export function listWebhookConfigs(db: Db | Trx) {
  return db.selectFrom('webhook_configs').selectAll().orderBy('id').execute()
}

export function findWebhookConfig(db: Db | Trx, key: { department: string } | { id: number }) {
  const q = db.selectFrom('webhook_configs').selectAll()
  return ('id' in key ? q.where('id', '=', key.id) : q.where('department', '=', key.department)).executeTakeFirst()
}

export async function insertWebhookConfig(db: Db | Trx, row: { department: string; name: string; webhook_url: string | null; categories: string; enabled: number; status: string }) {
  await db.insertInto('webhook_configs').values(Object.assign({}, row, { last_used: null })).execute()
}

export async function updateWebhookConfig(
  db: Db | Trx,
  id: number,
  set: Partial<{ name: string; webhook_url: string | null; categories: string; enabled: number; status: string; last_used: string | null; last_error: string | null }>,
) {
  await db.updateTable('webhook_configs').set(set).where('id', '=', id).execute()
}

/** Enabled departments with a URL: the only ones a ticket event writes rows for. */
const enabledDepartmentsQuery = prepare((db) =>
  db.selectFrom('webhook_configs').select(['department', 'name']).where('enabled', '=', 1).where('webhook_url', 'is not', null),
)

export function enabledDepartments(db: Db | Trx) {
  return enabledDepartmentsQuery.execute(db, {})
}

/** What a card says about a ticket: its fields and the names of the people on it. */
export function ticketForCard(db: Db | Trx, ticketId: string) {
  return db
    .selectFrom('tickets')
    .leftJoin('users as reporter', 'reporter.id', 'tickets.reported_by')
    .leftJoin('users as assignee', 'assignee.id', 'tickets.assigned_to')
    .select([
      'tickets.id',
      'tickets.ticket_number',
      'tickets.line_name',
      'tickets.priority',
      'tickets.category',
      'tickets.status',
      'tickets.description',
      'tickets.resolution_summary',
      'reporter.first_name as reporter_first',
      'reporter.last_name as reporter_last',
      'reporter.username as reporter_username',
      'assignee.first_name as assignee_first',
      'assignee.last_name as assignee_last',
      'assignee.username as assignee_username',
    ])
    .where('tickets.id', '=', ticketId)
    .executeTakeFirst()
}

export async function insertOutboxRows(db: Db | Trx, rows: Insertable<WebhookOutboxTable>[]) {
  if (rows.length) await db.insertInto('webhook_outbox').values(rows).execute()
}

const anyDueQuery = prepare((db, p: { now: string }) =>
  db.selectFrom('webhook_outbox').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', p.now).limit(sql.lit(1)),
)

/**
 * Claims the pending rows due now, oldest first (bounded), for one worker (decision 148): in one transaction
 * they are read — on PostgreSQL `FOR UPDATE SKIP LOCKED`, so a second instance's worker skips them instead of
 * waiting — and leased by moving `next_attempt_at` to `leaseUntil`, so no other worker picks them up while
 * this one posts. Departments with a row waiting for later (a retry, or a row leased by another worker) are
 * left alone: their cards go out in order. A row whose worker died is due again when its lease runs out.
 */
export async function claimDueOutboxRows(db: Db, now: string, leaseUntil: string, limit: number) {
  // Every commit wakes the worker; most find nothing due. One indexed read then, not a transaction.
  if (!(await anyDueQuery.executeTakeFirst(db, { now }))) return []
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('webhook_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('department', 'not in', (eb) =>
        eb.selectFrom('webhook_outbox as waiting').select('waiting.department').where('waiting.status', '=', 'pending').where('waiting.next_attempt_at', '>', now),
      )
      .orderBy('id')
      .limit(limit)
    if (dialectOf(db) === 'postgres') query = query.forUpdate().skipLocked()
    const rows = await query.execute()
    if (rows.length) {
      await trx
        .updateTable('webhook_outbox')
        .set({ next_attempt_at: leaseUntil })
        .where('id', 'in', rows.map((r) => r.id))
        .execute()
    }
    return rows
  })
}

/** Hands claimed rows that were not sent back (stopping, or their department paused): due as before. */
export async function releaseOutboxRow(db: Db | Trx, id: number, dueAt: string, leaseUntil: string) {
  await db
    .updateTable('webhook_outbox')
    .set({ next_attempt_at: dueAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', leaseUntil)
    .execute()
}

export async function markOutboxSent(db: Db | Trx, id: number, at: string, attempts: number) {
  await db.updateTable('webhook_outbox').set({ status: 'sent', sent_at: at, attempts, last_error: null }).where('id', '=', id).execute()
}

export async function rescheduleOutbox(db: Db | Trx, id: number, next: string, attempts: number, error: string) {
  await db.updateTable('webhook_outbox').set({ next_attempt_at: next, attempts, last_error: error }).where('id', '=', id).execute()
}

export async function closeOutbox(db: Db | Trx, id: number, status: 'failed' | 'skipped', attempts: number, error: string) {
  await db.updateTable('webhook_outbox').set({ status, attempts, last_error: error }).where('id', '=', id).execute()
}

/** Rows per department and status, for the status tab and System Info. */
export function outboxCounts(db: Db | Trx) {
  return db
    .selectFrom('webhook_outbox')
    .select(['department', 'status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .groupBy(['department', 'status'])
    .execute()
}
