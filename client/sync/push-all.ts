// Pushing (DESIGN.md §2): the signed-in user's unsent outbox entries in order, in batches, with the
// recovery the server's answers ask for (re-number after "out of order", a new client id after "foreign
// client", one entry at a time to find the refused one). Verdicts are recorded as they come.
import { PUSH_FOREIGN_CLIENT, PUSH_OUT_OF_ORDER } from '../../shared/schemas/sync-codes'
import type { RejectCode } from '../../shared/schemas/sync'
import { setMeta, type LinesideDb, type OutboxEntry } from '../data/db'
import { rekeyClient, renumberUnsent, sendIdOf } from '../data/outbox'
import type { StoredSession } from '../lib/session-store'
import { recordVerdicts, REPAIR_KEY } from './apply-pull'
import { pushMutations, SyncHttpError, type FetchLike } from './sync-api'
import { pushedKey, readPositionOf, type SyncPosition } from './sync-position'
import { traceMark } from './sync-trace'

export const PUSH_BATCH = 100

const VERDICT_CODE: Record<number, RejectCode> = {
  400: 'validation',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'validation',
  422: 'validation',
}

export interface PushDeps {
  db: LinesideDb
  fetchFn: FetchLike
}

export interface Pushed {
  /** Anything was sent. */
  sent: boolean
  /** Where the device stands now that its queue is sent: the pull that follows starts from it. */
  position: SyncPosition
}

/** Pushes the signed-in user's unsent entries in batches. */
export async function pushAll(deps: PushDeps, session: StoredSession): Promise<Pushed> {
  const { db } = deps
  const userId = session.user.id
  let sent = false
  let healed = false
  let rekeyed = false
  // After a batch-level verdict, entries go one at a time up to this id, so only the bad one is refused.
  let isolateThrough = 0
  for (;;) {
    const position = await readPositionOf(db, userId, (through) => (through < isolateThrough ? 1 : PUSH_BATCH))
    const { clientId, through, batch, pending } = position
    if (batch.length === 0) return { sent, position }
    let result
    try {
      traceMark('push.sent')
      result = await pushMutations(deps.fetchFn, session.token, clientId, batch, pending)
      traceMark('push.answered')
    } catch (error) {
      if (!(error instanceof SyncHttpError) || error.kind !== 'client') throw error
      const reason = error.body?.reason
      if (error.status === 409 && reason === PUSH_OUT_OF_ORDER) {
        // The server has a different idea of where this queue stands: re-send from its last + 1.
        if (healed) throw new SyncHttpError('server', error.message, 409)
        healed = true
        const last = error.body?.lastMutationId ?? through
        await renumberUnsent(db, userId, clientId, last)
        await setMeta(pushedKey(clientId), last, db)
        continue
      }
      if (error.status === 403 && reason === PUSH_FOREIGN_CLIENT) {
        if (rekeyed) throw new SyncHttpError('server', error.message, 403)
        rekeyed = true
        await rekeyClient(db, userId, clientId)
        continue
      }
      if (batch.length > 1) {
        isolateThrough = sendIdOf(batch.at(-1)!)
        continue
      }
      await refuseLocally(deps, batch[0]!, error, userId, clientId, through)
      sent = true
      continue
    }
    sent = true
    const now = new Date().toISOString()
    const verdicts = result.results.map((r) => ({
      sendId: r.mutationId,
      status: r.status,
      code: r.status === 'rejected' ? r.code : null,
      reason: 'reason' in r ? r.reason : '',
    }))
    // A refused or superseded change records the repair its local effect needs (the next pull is a snapshot).
    // The verdicts and how far the server has the queue are one write (one wake-up of what watches them).
    const pushedThrough = Math.max(through, result.lastMutationId)
    const refused = await db.transaction('rw', [db.outbox, db.rejected, db.superseded, db.meta], async () => {
      const refused = await recordVerdicts(db, clientId, verdicts, result.lastMutationId, now)
      await db.meta.put({ key: pushedKey(clientId), value: pushedThrough })
      return refused
    })
    // The whole queue went and the server has all of it: where the device stands is known without reading it
    // again. A write made meanwhile runs the engine once more (it reads then).
    if (batch.length === pending && pushedThrough >= sendIdOf(batch.at(-1)!))
      return {
        sent,
        position: {
          ...position,
          through: pushedThrough,
          batch: [],
          pending: 0,
          outcomesAfter: Math.max(position.outcomesAfter, result.lastMutationId),
          repair: position.repair || refused,
        },
      }
  }
}

/**
 * A 4xx answer to one entry is a verdict: it goes to "Not sent" with the reason, the queue moves on, and the
 * cache is repaired by the next pull (a snapshot), the need kept in Dexie with the verdict.
 */
async function refuseLocally(
  deps: PushDeps,
  entry: OutboxEntry,
  error: SyncHttpError,
  userId: number,
  clientId: string,
  through: number,
): Promise<void> {
  const { db } = deps
  const code = VERDICT_CODE[error.status ?? 400] ?? 'validation'
  await db.transaction('rw', db.outbox, db.rejected, db.meta, async () => {
    await db.rejected.put({ ...entry, reason: error.message, code, rejectedAt: new Date().toISOString() })
    await db.outbox.delete(entry.mutationId)
    await db.meta.put({ key: REPAIR_KEY, value: true })
  })
  // It never reached the server's sequence: the entries after it move up one id.
  await renumberUnsent(db, userId, clientId, through)
}
