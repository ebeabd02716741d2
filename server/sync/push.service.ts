// Push: apply each mutation exactly once, in order, each in one transaction with its new last_mutation_id.
import type { MutationOutcome, PushInput, PushMutation, PushResult } from '../../shared/schemas/sync'
import { insertAudit } from '../audit/audit.repository'
import { authenticateMutation } from '../auth/auth.service'
import { commandContext } from '../command'
import type { AppDeps, AuthUser } from '../context'
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
  let last = await lastMutationId(deps.db, input.clientId)
  const results: MutationOutcome[] = []
  const seqs: number[] = []
  try {
    for (const m of input.mutations) {
      if (m.mutationId <= last) {
        results.push({ mutationId: m.mutationId, status: 'duplicate' })
        continue
      }
      results.push(await applyOne(deps, input.clientId, m, seqs))
      last = m.mutationId
    }
  } finally {
    if (seqs.length) deps.events.poke(Math.max(...seqs))
  }
  return { lastMutationId: last, results }
}

async function applyOne(deps: AppDeps, clientId: string, m: PushMutation, seqs: number[]): Promise<MutationOutcome> {
  const now = deps.clock.now().toISOString()
  const auth = await authenticateMutation(deps, m.authToken, m.createdAt)
  if (!auth.ok) return reject(deps, clientId, m, null, 'session', auth.reason, now)
  const handler = mutationHandler(m.name)
  if (!handler) return reject(deps, clientId, m, auth.user, 'validation', `Unknown change type ${m.name}`, now)

  const local: number[] = []
  try {
    const applied = await deps.db.transaction().execute(async (trx) => {
      // Re-checked inside the transaction: a concurrent push of the same batch must not apply it twice.
      if ((await lastMutationId(trx, clientId)) >= m.mutationId) return null
      const ctx = commandContext(trx, auth.user, now, local)
      const outcome = await handler(ctx, m.args, { at: auth.at, clientId, mutationId: m.mutationId })
      await setLastMutationId(trx, clientId, m.mutationId, auth.user.id, now)
      return outcome
    })
    seqs.push(...local)
    if (applied === null) return { mutationId: m.mutationId, status: 'duplicate' }
    return applied.status === 'superseded'
      ? { mutationId: m.mutationId, status: 'superseded', reason: applied.reason }
      : { mutationId: m.mutationId, status: 'applied' }
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    const code = REJECT_CODE[err.code]
    if (!code) throw err
    return reject(deps, clientId, m, auth.user, code, err.message, now)
  }
}

/** A rejected mutation still advances last_mutation_id: it is reported, never retried forever. */
async function reject(
  deps: AppDeps,
  clientId: string,
  m: PushMutation,
  user: AuthUser | null,
  code: RejectCode,
  reason: string,
  now: string,
): Promise<MutationOutcome> {
  await deps.db.transaction().execute(async (trx) => {
    await setLastMutationId(trx, clientId, m.mutationId, user?.id ?? null, now)
    await insertAudit(trx, {
      userId: user?.id ?? null,
      action: 'sync.rejected',
      resourceType: 'mutation',
      resourceId: `${clientId}:${m.mutationId}`,
      timestamp: now,
      details: { name: m.name, code, reason },
    })
  })
  return { mutationId: m.mutationId, status: 'rejected', code, reason }
}
