// The outbox: every write becomes an entry here and its local effect, in one Dexie transaction.
import { readSession } from '../lib/session-store'
import type { MutationName } from '../../shared/schemas/sync'
import { db, type LinesideDb, type OutboxEntry } from './db'
import { applyLocalEffect } from './local-effects'

const CLIENT_ID_KEY = 'clientId'
const NEXT_ID_KEY = 'nextMutationId'

type Listener = () => void
const listeners = new Set<Listener>()

/** The sync engine listens here to drain soon after a local write. */
export function onOutboxWrite(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function getClientId(from: LinesideDb = db): Promise<string> {
  return from.transaction('rw', from.meta, async () => {
    const existing = (await from.meta.get(CLIENT_ID_KEY))?.value
    if (typeof existing === 'string') return existing
    const id = crypto.randomUUID()
    await from.meta.put({ key: CLIENT_ID_KEY, value: id })
    return id
  })
}

export class NotSignedInError extends Error {
  constructor() {
    super('Sign in to make changes')
  }
}

/** Queues one mutation: the entry, its gap-free id and its local effect commit together or not at all. */
export async function enqueue(name: MutationName, args: unknown): Promise<OutboxEntry> {
  const session = readSession()
  if (!session) throw new NotSignedInError()
  const clientId = await getClientId()
  const entry = await db.transaction('rw', [db.outbox, db.meta, db.lines, db.tickets, db.machines, db.equipment, db.engineers], async () => {
    const next = Number((await db.meta.get(NEXT_ID_KEY))?.value ?? 1)
    const e: OutboxEntry = {
      mutationId: next,
      clientId,
      name,
      args,
      createdAt: new Date().toISOString(),
      userId: session.user.id,
      userName: `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.username,
      authToken: session.token,
    }
    await db.outbox.add(e)
    await db.meta.put({ key: NEXT_ID_KEY, value: next + 1 })
    await applyLocalEffect(db, e)
    return e
  })
  for (const listener of listeners) listener()
  return entry
}

/** Puts a "Not sent" entry back in the queue (with edited args) under a new id. */
export async function resend(mutationId: number, args?: unknown): Promise<OutboxEntry | null> {
  const rejected = await db.rejected.get(mutationId)
  if (!rejected) return null
  const entry = await enqueue(rejected.name as MutationName, args ?? rejected.args)
  await db.rejected.delete(mutationId)
  return entry
}

export async function discard(mutationId: number): Promise<void> {
  await db.rejected.delete(mutationId)
}
