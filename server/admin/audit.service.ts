// The audit log as the admin panel reads it: filter by user, action and day; page through it.
import type { AuditPage } from '../../shared/admin'
import type { AuditQueryInput } from '../../shared/schemas/admin'
import type { Db } from '../db/connection'
import { auditActions, auditCount, auditPage, type AuditFilter } from './audit-query.repository'

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString()

export async function readAudit(db: Db, q: AuditQueryInput): Promise<AuditPage> {
  const filter: AuditFilter = {
    userId: q.userId,
    action: q.action,
    from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
    to: q.to ? nextDay(q.to) : undefined,
  }
  const [rows, total, actions] = await Promise.all([
    auditPage(db, filter, q.limit, q.offset),
    auditCount(db, filter),
    auditActions(db),
  ])
  return {
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      resourceType: r.resource_type,
      resourceId: r.resource_id,
      timestamp: r.timestamp,
      userId: r.user_id,
      username: r.username,
      details: r.details,
    })),
    total,
    limit: q.limit,
    offset: q.offset,
    actions,
  }
}
