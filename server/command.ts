// Runs one command in one transaction and pokes live listeners once it has committed.
import { insertAudit } from './audit/audit.repository'
import { recordChange } from './changes/change-log.repository'
import type { AppDeps, AuthUser, CommandContext, Trx } from './context'

export function commandContext(trx: Trx, actor: AuthUser, now: string, seqs: number[]): CommandContext {
  return {
    trx,
    actor,
    now,
    async change(entity, id, op = 'upsert') {
      seqs.push(await recordChange(trx, entity, String(id), op, now))
    },
    async audit(action, resourceType, resourceId, details) {
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

export async function runCommand<T>(deps: AppDeps, actor: AuthUser, fn: (ctx: CommandContext) => Promise<T>): Promise<T> {
  const seqs: number[] = []
  const now = deps.clock.now().toISOString()
  const result = await deps.db.transaction().execute((trx) => fn(commandContext(trx, actor, now, seqs)))
  if (seqs.length) deps.events.poke(Math.max(...seqs))
  return result
}
