// Push: apply each mutation exactly once, in order. A batch runs in one SQLite transaction; each mutation
// in its own savepoint, so a refused one leaves no trace but its rejection. Effects and the client's new
// last_mutation_id commit together, or not at all (then the client sends the batch again).
import type { MutationOutcome, PushInput, PushMutation, PushResult } from '../../shared/schemas/sync'
import { insertAudit } from '../audit/audit.repository'
import { mutationSession, type MutationAuth } from '../auth/auth.service'
import { commandContext } from '../command'
import type { ControlledTransaction } from 'kysely'
import type { AppDeps, Trx } from '../context'
import type { Database } from '../db/database'
import { AppError, type ErrorCode } from '../http/errors'
import { mutationHandler } from './mutation-registry'
import { lastMutationId, setLastMutationId } from './sync.repository'

type RejectCode = Extract<MutationOutcome, { status: 'rejected' }>['code']

const REJECT_CODE: Partial<Record<ErrorCode, RejectCode>> = {
  validation: 'validation',
  forbidden: 'forbidden',
  conflict: 'conflict',
  not_found: 'not_found',
  payload_too_large: 'validation',
}

export async function push(deps: AppDeps, input: PushInput): Promise<PushResult> {
  const now = deps.clock.now().toISOString()
  const seqs: number[] = []
  const results: MutationOutcome[] = []
  // Sessions are looked up once per token in a batch, not once per mutation.
  const sessions = new Map<string, (deviceTime: string) => MutationAuth>()
  let lastUserId: number | null = null
  const trx = await deps.db.startTransaction().execute()
  const authFor = async (m: PushMutation) => {
    let judge = sessions.get(m.authToken)
    if (!judge) sessions.set(m.authToken, (judge = await mutationSession(deps, m.authToken, trx)))
    const auth = judge(m.createdAt)
    if (auth.ok) lastUserId = auth.user.id
    return auth
  }

  let last = 0
  try {
    last = await lastMutationId(trx, input.clientId)
    const start = last
    for (const m of input.mutations) {
      if (m.mutationId <= last) {
        results.push({ mutationId: m.mutationId, status: 'duplicate' })
        continue
      }
      const auth = await authFor(m)
      results.push(await applyOne(trx, m, auth, now, input.clientId, seqs))
      last = m.mutationId
    }
    if (last > start) await setLastMutationId(trx, input.clientId, last, lastUserId, now)
    await trx.commit().execute()
  } catch (err) {
    await trx.rollback().execute()
    throw err
  }
  if (seqs.length) deps.events.poke(Math.max(...seqs))
  return { lastMutationId: last, results }
}

async function applyOne(
  trx: ControlledTransaction<Database>,
  m: PushMutation,
  auth: MutationAuth,
  now: string,
  clientId: string,
  seqs: number[],
): Promise<MutationOutcome> {
  if (!auth.ok) return reject(trx, m, null, clientId, 'session', auth.reason, now)
  const handler = mutationHandler(m.name)
  if (!handler) return reject(trx, m, auth.user.id, clientId, 'validation', `Unknown change type ${m.name}`, now)
  const local: number[] = []
  const sp = await trx.savepoint('mutation').execute()
  try {
    const outcome = await handler(commandContext(sp, auth.user, now, local), m.args, { at: auth.at, clientId, mutationId: m.mutationId })
    await sp.releaseSavepoint('mutation').execute()
    seqs.push(...local)
    return outcome.status === 'superseded'
      ? { mutationId: m.mutationId, status: 'superseded', reason: outcome.reason }
      : { mutationId: m.mutationId, status: 'applied' }
  } catch (err) {
    await sp.rollbackToSavepoint('mutation').execute()
    await sp.releaseSavepoint('mutation').execute()
    const code = err instanceof AppError ? REJECT_CODE[err.code] : undefined
    if (!code || !(err instanceof AppError)) throw err
    return reject(trx, m, auth.user.id, clientId, code, err.message, now)
  }
}

/** A refused mutation is recorded and reported, never retried forever: it still advances the id. */
async function reject(trx: Trx, m: PushMutation, userId: number | null, clientId: string, code: RejectCode, reason: string, now: string): Promise<MutationOutcome> {
  await insertAudit(trx, {
    userId,
    action: 'sync.rejected',
    resourceType: 'mutation',
    resourceId: `${clientId}:${m.mutationId}`,
    timestamp: now,
    details: { name: m.name, code, reason },
  })
  return { mutationId: m.mutationId, status: 'rejected', code, reason }
}
