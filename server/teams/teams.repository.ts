// Webhook configs and the webhook outbox: all SQL for the Teams integration.
import { sql, type Insertable } from 'kysely'
import type { Db } from '../db/connection'
import { dialectOf } from '../db/dialect'
import type { Trx } from '../context'
import type { WebhookOutboxTable } from '../db/database'
import { prepare } from '../db/prepared'
import { leaseClaimedRows, updateHeldRow } from '../jobs/outbox-lease.repository'

export function listWebhookConfigs(db: Db | Trx) {
  return db.selectFrom('webhook_configs').selectAll().orderBy('id').execute()
}

export function findWebhookConfig(db: Db | Trx, key: { department: string } | { id: number }) {
  const q = db.selectFrom('webhook_configs').selectAll()
  return ('id' in key ? q.where('id', '=', key.id) : q.where('department', '=', key.department)).executeTakeFirst()
}

export async function insertWebhookConfig(
  db: Db | Trx,
  row: {
    department: string
    name: string
    webhook_url: string | null
    categories: string
    enabled: number
    status: string
  },
) {
  await db
    .insertInto('webhook_configs')
    .values(Object.assign({}, row, { last_used: null }))
    .execute()
}

export async function updateWebhookConfig(
  db: Db | Trx,
  id: number,
  set: Partial<{
    name: string
    webhook_url: string | null
    categories: string
    enabled: number
    status: string
    last_used: string | null
    last_error: string | null
    last_failure_reason: string | null
    last_failure_status: number | null
  }>,
) {
  await db.updateTable('webhook_configs').set(set).where('id', '=', id).execute()
}

/** Enabled departments with a URL: the only ones a ticket event writes rows for. */
const enabledDepartmentsQuery = prepare((db) =>
  db
    .selectFrom('webhook_configs')
    .select(['department', 'name'])
    .where('enabled', '=', 1)
    .where('webhook_url', 'is not', null),
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
  db
    .selectFrom('webhook_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', p.now)
    .limit(sql.lit(1)),
)

/**
 * Claims the pending rows due now, oldest first (bounded), for one worker (decisions 148, 175): in one
 * transaction they are read — on PostgreSQL `FOR UPDATE SKIP LOCKED`, so a second instance's worker skips them
 * instead of waiting — and leased: `lease_id` names this claim and `next_attempt_at` moves to `leaseUntil`, so
 * no other worker picks them up while this one posts. Departments with a row waiting for later (a retry, or a
 * row leased by another worker) are left alone, so their cards go out in order. On PostgreSQL the claim first
 * locks the departments' config rows (SKIP LOCKED): two claims running at once never take rows of one
 * department, which a bounded claim would otherwise leave for the other. A row whose worker died is due again
 * when its lease runs out.
 */
export async function claimDueOutboxRows(db: Db, now: string, leaseUntil: string, leaseId: string, limit: number) {
  // Every commit wakes the worker; most find nothing due. One indexed read then, not a transaction.
  if (!(await anyDueQuery.executeTakeFirst(db, { now }))) return []
  const postgres = dialectOf(db) === 'postgres'
  return db.transaction().execute(async (trx) => {
    let departments: string[] | null = null
    if (postgres) {
      const locked = await trx
        .selectFrom('webhook_configs')
        .select('department')
        .where('department', 'in', (eb) =>
          eb
            .selectFrom('webhook_outbox as due')
            .select('due.department')
            .where('due.status', '=', 'pending')
            .where('due.next_attempt_at', '<=', now),
        )
        .forUpdate()
        .skipLocked()
        .execute()
      departments = locked.map((r) => r.department)
      if (!departments.length) return []
    }
    let query = trx
      .selectFrom('webhook_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('department', 'not in', (eb) =>
        eb
          .selectFrom('webhook_outbox as waiting')
          .select('waiting.department')
          .where('waiting.status', '=', 'pending')
          .where('waiting.next_attempt_at', '>', now),
      )
      .orderBy('id')
      .limit(limit)
    if (departments) query = query.where('department', 'in', departments).forUpdate().skipLocked()
    const rows = await query.execute()
    await leaseClaimedRows(
      trx,
      'webhook_outbox',
      rows.map((r) => r.id),
      leaseUntil,
      leaseId,
    )
    return rows
  })
}

/**
 * Renews a claim before each post: the claim's rows still pending are leased until `leaseUntil`. Answers whether
 * `id` is still among them; if not, another worker has taken the department over and this one must stop.
 */
export async function renewOutboxLease(
  db: Db | Trx,
  leaseId: string,
  id: number,
  leaseUntil: string,
): Promise<boolean> {
  const held = await db
    .updateTable('webhook_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('lease_id', '=', leaseId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute()
  return held.some((r) => r.id === id)
}

/** Hands a claimed row that was not sent back (stopping, or an earlier card of its department failed): due as before. */
export async function releaseOutboxRow(db: Db | Trx, id: number, dueAt: string, leaseId: string) {
  await db
    .updateTable('webhook_outbox')
    .set({ next_attempt_at: dueAt, lease_id: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('lease_id', '=', leaseId)
    .execute()
}

export function markOutboxSent(db: Db | Trx, id: number, leaseId: string, at: string, attempts: number) {
  return updateHeldRow(db, 'webhook_outbox', id, leaseId, { status: 'sent', sent_at: at, attempts, last_error: null })
}

export function rescheduleOutbox(
  db: Db | Trx,
  id: number,
  leaseId: string,
  next: string,
  attempts: number,
  error: string,
) {
  return updateHeldRow(db, 'webhook_outbox', id, leaseId, { next_attempt_at: next, attempts, last_error: error })
}

export function closeOutbox(
  db: Db | Trx,
  id: number,
  leaseId: string,
  status: 'failed' | 'skipped',
  attempts: number,
  error: string,
) {
  return updateHeldRow(db, 'webhook_outbox', id, leaseId, { status, attempts, last_error: error })
}

/** Rows per department and status, for the status tab and System Info. */
export function outboxCounts(db: Db | Trx) {
  return db
    .selectFrom('webhook_outbox')
    .select([
      'department',
      'status',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.min('created_at').as('oldest'),
    ])
    .groupBy(['department', 'status'])
    .execute()
}
