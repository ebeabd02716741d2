// Runs one command in one transaction and pokes live listeners once it has committed.
import { insertAudit, type AuditEntry } from './audit/audit.repository'
import { recordChange, recordChanges } from './changes/change-log.repository'
import type { AppDeps, AuthUser, CommandContext, PushMemo, Trx } from './context'
import { withDirectPath } from './db/prepared'

/** Change-log and audit rows a batch writes at its end, in a few multi-row inserts (sync push). */
export interface CommandSink {
  changes: { entity: string; entity_id: string; op: 'upsert' | 'delete'; changed_at: string }[]
  audits: AuditEntry[]
}

export function commandContext(
  trx: Trx,
  actor: AuthUser,
  now: string,
  seqs: number[],
  sink?: CommandSink,
  pushMemo?: PushMemo,
): CommandContext {
  return {
    trx,
    actor,
    now,
    pushMemo,
    async change(entity, id, op = 'upsert') {
      if (sink) sink.changes.push({ entity, entity_id: String(id), op, changed_at: now })
      else seqs.push(await recordChange(trx, entity, String(id), op, now))
    },
    async audit(action, resourceType, resourceId, details) {
      if (sink) {
        sink.audits.push({
          userId: actor.id,
          action,
          resourceType,
          resourceId: resourceId === null ? null : String(resourceId),
          timestamp: now,
          details,
        })
        return
      }
      await insertAudit(trx, {
        userId: actor.id,
        action,
        resourceType,
        resourceId: resourceId === null ? null : String(resourceId),
        timestamp: now,
        details,
      })
    },
  }
}

export async function runCommand<T>(
  deps: AppDeps,
  actor: AuthUser,
  fn: (ctx: CommandContext) => Promise<T>,
): Promise<T> {
  const seqs: number[] = []
  const now = deps.clock.now().toISOString()
  const result = await deps.db.transaction().execute((trx) =>
    withDirectPath(trx, async () => {
      // Change-log rows go in at the end: the lock that orders them (decision 145) is then the last one taken.
      const changes: CommandSink['changes'] = []
      const ctx = commandContext(trx, actor, now, seqs, { changes, audits: [] })
      const out = await fn(Object.assign({}, ctx, { audit: commandContext(trx, actor, now, seqs).audit }))
      if (changes.length) seqs.push(await recordChanges(trx, changes))
      return out
    }),
  )
  if (seqs.length) deps.events.poke(Math.max(...seqs))
  return result
}
