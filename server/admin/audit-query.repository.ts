// Reading the audit log: filtered, newest first, in pages.
import type { Db } from '../db/connection'

export interface AuditFilter {
  userId?: number
  action?: string
  /** ISO lower bound (inclusive) and upper bound (exclusive). */
  from?: string
  to?: string
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.user_id')
  if (f.userId !== undefined) q = q.where('audit_log.user_id', '=', f.userId)
  if (f.action !== undefined) q = q.where('audit_log.action', '=', f.action)
  if (f.from !== undefined) q = q.where('audit_log.timestamp', '>=', f.from)
  if (f.to !== undefined) q = q.where('audit_log.timestamp', '<', f.to)
  return q
}

export function auditPage(db: Db, f: AuditFilter, limit: number, offset: number) {
  return filtered(db, f)
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.resource_type',
      'audit_log.resource_id',
      'audit_log.timestamp',
      'audit_log.user_id',
      'audit_log.details',
      'users.username',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function auditCount(db: Db, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute()
  return rows.map((r) => r.action)
}

/** Entries per action (documentation export), largest first. */
export function auditCountsByAction(db: Db) {
  return db
    .selectFrom('audit_log')
    .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('action')
    .orderBy('n', 'desc')
    .execute()
}

export async function latestAuditTime(db: Db): Promise<string | null> {
  const row = await db.selectFrom('audit_log').select('timestamp').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row?.timestamp ?? null
}
