// Push (DESIGN.md §2): apply each mutation exactly once, in order, under the account the client id belongs to.
// A batch runs in one transaction. A refused mutation — or one that throws — leaves no trace but its verdict:
// the batch first runs without savepoints (they cost a round trip each); when a mutation throws, the batch is
// rolled back and run again with a savepoint around that mutation and every later one (decision 135).
// Effects, verdicts and the client's new last_mutation_id commit together. A transient database error (busy,
// deadlock, serialization failure, timeout, lost connection) is no verdict: the push is rolled back and answered
// 503 with Retry-After (decision 181).
import { randomUUID } from 'node:crypto'
import {
  PUSH_FOREIGN_CLIENT,
  PUSH_OUT_OF_ORDER,
  type MutationOutcome,
  type PushInput,
  type PushMutation,
  type PushRefusal,
  type PushResult,
} from '../../shared/schemas/sync'
import { commandContext, type CommandSink } from '../command'
import type { ControlledTransaction } from 'kysely'
import type { AppDeps, AuthUser, PushMemo } from '../context'
import type { Database } from '../db/database'
import { setDirectStep, settleDeferred, startDirectTransaction, withDirectPath } from '../db/prepared'
import { isTransientDbError } from '../db/transient-error'
import { batchOeeForgets, flushOeeForgets, mergeOeeForgets } from '../oee/oee-sums.repository'
import { AppError, unauthorized } from '../http/errors'
import { mutationHandler } from './mutation-registry'
import { sessionMayPush, sessionStart } from './push-auth'
import { DEVICE_TIME_MAX_AGE_MS, deviceTime } from './push-device-time'
import { REJECT_CODE, reject, toOutcome, verdict } from './push-verdicts'
import {
  bindClient,
  findClient,
  holdClient,
  insertAuditRows,
  insertChangeRows,
  insertOutcomes,
  outcomesInRange,
  saveClient,
  type OutcomeRow,
} from './sync.repository'

export type PushAnswer = { ok: true; result: PushResult } | { ok: false; status: 403 | 409; body: PushRefusal }

/** A mutation threw in a run without savepoints: run the batch again, isolating it and every later one. */
interface IsolateFrom {
  isolateFrom: number
}

export async function push(deps: AppDeps, input: PushInput, actor: AuthUser, sessionId: string): Promise<PushAnswer> {
  const nowDate = deps.clock.now()
  const now = nowDate.toISOString()
  let isolateFrom = Infinity
  for (;;) {
    const seqs: number[] = []
    const trx = await startDirectTransaction(deps.db)
    try {
      const answer = await withDirectPath(trx, () =>
        pushIn(deps, trx, input, actor, sessionId, now, nowDate.getTime(), seqs, isolateFrom),
      )
      if ('isolateFrom' in answer) {
        await trx.rollback().execute()
        isolateFrom = answer.isolateFrom
        continue
      }
      if (answer.ok) await trx.commit().execute()
      else await trx.rollback().execute()
      if (seqs.length && answer.ok) deps.events.poke(Math.max(...seqs))
      return answer
    } catch (err) {
      // A lost connection fails the rollback too (Kysely releases the connection either way): keep the first error,
      // which answers 503 when it is transient (decision 181).
      await trx
        .rollback()
        .execute()
        .catch(() => undefined)
      throw err
    }
  }
}

async function pushIn(
  deps: AppDeps,
  trx: ControlledTransaction<Database>,
  input: PushInput,
  actor: AuthUser,
  sessionId: string,
  now: string,
  nowMs: number,
  seqs: number[],
  isolateFrom: number,
): Promise<PushAnswer | IsolateFrom> {
  // On PostgreSQL the hold returns the client's row (a legacy row without an owner already bound to the pusher);
  // SQLite (one writer) reads it and binds such a row here.
  const client = (await holdClient(trx, input.clientId, actor.id, now)) ?? (await findClient(trx, input.clientId))
  if (client && client.ownerUserId === null) client.ownerUserId = await bindClient(trx, input.clientId, actor.id)
  if (client?.ownerUserId != null && client.ownerUserId !== actor.id) {
    return {
      ok: false,
      status: 403,
      body: {
        error: 'forbidden',
        reason: PUSH_FOREIGN_CLIENT,
        message: 'This client id belongs to another account; register a new one',
      },
    }
  }
  // Checked again inside the transaction: a logout that committed first ends this push's authority.
  if (!(await sessionMayPush(deps, trx, sessionId))) throw unauthorized('Session ended; sign in to send your changes')
  const start = client?.lastMutationId ?? 0

  // Ids must run on from last + 1 without a gap; nothing of a batch that skips one is applied.
  let expected = start + 1
  let firstDuplicate = Infinity
  let lastDuplicate = 0
  for (const m of input.mutations) {
    if (m.mutationId < expected) {
      firstDuplicate = Math.min(firstDuplicate, m.mutationId)
      lastDuplicate = Math.max(lastDuplicate, m.mutationId)
    } else if (m.mutationId === expected) expected++
    else {
      return {
        ok: false,
        status: 409,
        body: {
          error: 'conflict',
          reason: PUSH_OUT_OF_ORDER,
          message: `Out of order: expected change ${expected}, got ${m.mutationId}`,
          lastMutationId: start,
        },
      }
    }
  }
  const stored = new Map<number, MutationOutcome>()
  if (lastDuplicate > 0) {
    for (const o of await outcomesInRange(trx, input.clientId, firstDuplicate, Math.min(lastDuplicate, start))) {
      stored.set(o.mutation_id, toOutcome(o.mutation_id, o.status, o.code, o.reason))
    }
  }

  // Audit and change-log rows of the whole batch go in at its end, a few statements instead of two per mutation.
  const sink: CommandSink = { changes: [], audits: [] }
  const memo: PushMemo = {}
  // Presses forget their lines' kept OEE sums once, at the batch's end (decision 280).
  const forgets = new Map<number, number>()
  batchOeeForgets(trx, forgets)
  // Device time is never older than the bound, nor before the session it was made in or, when the change names
  // no session of this user, before the client's first push (this push, for a new client). Decision 179.
  const oldest = new Date(nowMs - DEVICE_TIME_MAX_AGE_MS).toISOString()
  const clientFloor = client ? client.firstPushAt : now
  const floors = new Map<string, string>()
  const results: MutationOutcome[] = []
  const rows: OutcomeRow[] = []
  let last = start
  for (const [index, m] of input.mutations.entries()) {
    if (m.mutationId <= last) {
      results.push(stored.get(m.mutationId) ?? { mutationId: m.mutationId, status: 'duplicate' })
      continue
    }
    const key = m.authToken ?? ''
    let floor = floors.get(key)
    if (floor === undefined) {
      const known = (await sessionStart(deps, trx, m.authToken, actor.id)) ?? clientFloor
      floor = known && known > oldest ? known : oldest
      floors.set(key, floor)
    }
    const at = deviceTime(m.createdAt, floor, now, nowMs)
    setDirectStep(trx, index)
    if (index === isolateFrom) {
      // Savepoints from here on: the writes sent before must have gone in.
      const failed = await settleDeferred(trx)
      if (failed) return isolateFromFailure(trx, failed.step)
    }
    const outcome =
      index < isolateFrom
        ? await applyDirect(trx, m, actor, at, now, input.clientId, sink, memo)
        : await applyOne(trx, m, actor, at, now, input.clientId, sink, memo, forgets)
    // A write sent earlier without waiting (PostgreSQL, decision 270) may be what failed: isolate from its mutation.
    if (outcome === 'threw') return isolateFromFailure(trx, index)
    results.push(outcome)
    stored.set(m.mutationId, outcome)
    rows.push({
      client_id: input.clientId,
      mutation_id: m.mutationId,
      name: m.name,
      status: outcome.status === 'duplicate' ? 'applied' : outcome.status,
      code: outcome.status === 'rejected' ? outcome.code : null,
      reason: outcome.status === 'rejected' || outcome.status === 'superseded' ? outcome.reason : null,
      created_at: now,
    })
    last = m.mutationId
  }
  const failed = await settleDeferred(trx)
  if (failed) return isolateFromFailure(trx, failed.step)
  await flushOeeForgets(trx, forgets)
  if (rows.length) await insertOutcomes(trx, rows)
  if (sink.audits.length) await insertAuditRows(trx, sink.audits)
  if (last > start || client?.ownerUserId == null) await saveClient(trx, input.clientId, last, actor.id, now)
  // Last before commit: on PostgreSQL this takes the change-order lock (decision 145), held only from here to commit.
  if (sink.changes.length) seqs.push(await insertChangeRows(trx, sink.changes))
  return { ok: true, result: { lastMutationId: last, results } }
}

/**
 * Where the batch's run with savepoints starts after a mutation threw at `index`: at the first deferred write that
 * failed, when one did (the statements after it failed for its sake). A transient failure answers 503.
 */
async function isolateFromFailure(trx: ControlledTransaction<Database>, index: number): Promise<IsolateFrom> {
  const failed = await settleDeferred(trx)
  if (failed && isTransientDbError(failed.error)) throw failed.error
  return { isolateFrom: Math.min(index, failed?.step ?? index) }
}

/** Runs a mutation without a savepoint; if it throws, the caller rolls the batch back and isolates it. */
async function applyDirect(
  trx: ControlledTransaction<Database>,
  m: PushMutation,
  actor: AuthUser,
  at: string,
  now: string,
  clientId: string,
  sink: CommandSink,
  memo: PushMemo,
): Promise<MutationOutcome | 'threw'> {
  const handler = mutationHandler(m.name)
  if (!handler) return reject(sink, m, actor.id, clientId, 'validation', `Unknown change type ${m.name}`, now)
  try {
    return verdict(
      m,
      await handler(commandContext(trx, actor, now, [], sink, memo), m.args, {
        at,
        clientId,
        mutationId: m.mutationId,
      }),
    )
  } catch (err) {
    // Busy, deadlocked, timed out, disconnected: not this mutation's fault; the whole push is answered 503.
    if (isTransientDbError(err)) throw err
    return 'threw'
  }
}

/** Runs a mutation in its own savepoint: a refusal or a crash undoes its writes and becomes its verdict. */
async function applyOne(
  trx: ControlledTransaction<Database>,
  m: PushMutation,
  actor: AuthUser,
  at: string,
  now: string,
  clientId: string,
  sink: CommandSink,
  memo: PushMemo,
  forgets: Map<number, number>,
): Promise<MutationOutcome> {
  const handler = mutationHandler(m.name)
  if (!handler) return reject(sink, m, actor.id, clientId, 'validation', `Unknown change type ${m.name}`, now)
  // This mutation's own rows (and kept sums to forget) join the batch's only if it applies.
  const mine: CommandSink = { changes: [], audits: [] }
  const myForgets = new Map<number, number>()
  const sp = await trx.savepoint('mutation').execute()
  batchOeeForgets(sp, myForgets)
  try {
    const outcome = await handler(commandContext(sp, actor, now, [], mine, memo), m.args, {
      at,
      clientId,
      mutationId: m.mutationId,
    })
    await sp.releaseSavepoint('mutation').execute()
    sink.changes.push(...mine.changes)
    sink.audits.push(...mine.audits)
    mergeOeeForgets(forgets, myForgets)
    return verdict(m, outcome)
  } catch (err) {
    // Not a verdict: the caller rolls the whole push back and answers 503, so the device sends it again.
    if (isTransientDbError(err)) throw err
    await sp.rollbackToSavepoint('mutation').execute()
    await sp.releaseSavepoint('mutation').execute()
    const code = err instanceof AppError ? REJECT_CODE[err.code] : undefined
    if (code && err instanceof AppError) return reject(sink, m, actor.id, clientId, code, err.message, now)
    // Anything else is the server's fault: this mutation alone is refused, with an id to find it in the log.
    const errorId = randomUUID().slice(0, 8)
    console.error(`sync: mutation ${clientId}:${m.mutationId} (${m.name}) failed [error ${errorId}]`, err)
    return reject(
      sink,
      m,
      actor.id,
      clientId,
      'server_error',
      `The server could not apply this change (error ${errorId})`,
      now,
    )
  }
}
