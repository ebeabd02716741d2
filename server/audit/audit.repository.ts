// Audit log rows: who did what to which resource, and when.
import type { Db } from '../db/connection'
import type { Trx } from '../db/connection'

export interface AuditEntry {
  userId: number | null
  action: string
  resourceType: string
  resourceId: string | null
  timestamp: string
  details?: unknown
}

export async function insertAudit(db: Db | Trx, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: e.userId,
      action: e.action,
      resource_type: e.resourceType,
      resource_id: e.resourceId,
      timestamp: e.timestamp,
      details: e.details === undefined ? null : JSON.stringify(e.details),
    })
    .execute()
}

export async function latestAudit(db: Db | Trx, limit: number) {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute()
}
