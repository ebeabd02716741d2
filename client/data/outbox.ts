// The outbox: every write becomes an entry here and its local effect, in one Dexie transaction.
// Each user of the device has their own sync client id and gap-free send ids (docs/decisions/083).
import Dexie from 'dexie'
import { readSession } from '../lib/session-store'
import type { MutationArgs } from '../../shared/schemas/mutation-args'
import type { MutationName } from '../../shared/schemas/sync'
import { ENTITY_TABLES, db, type LinesideDb, type OutboxEntry } from './db'
import { applyLocalEffect } from './local-effects'

const NEXT_ID_KEY = 'nextMutationId'
/** Meta key: a user's sync client record on this device. */
export const clientKey = (userId: number) => `client:${userId}`

export interface SyncClientRecord {
  clientId: string
  /** The next send id to give out. */
  next: number
}

type Listener = () => void
const listeners = new Set<Listener>()

/** The sync engine listens here to push at once after a local write. */
export function onOutboxWrite(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** This user's sync client on this device, made on first use. */
export async function clientFor(userId: number, from: LinesideDb = db): Promise<SyncClientRecord> {
  // Read first: the engine asks on every run, and a read needs no write lock.
  const known = (await from.meta.get(clientKey(userId)))?.value as SyncClientRecord | undefined
  if (known) return known
  return from.transaction('rw', from.meta, async () => {
    const existing = (await from.meta.get(clientKey(userId)))?.value as SyncClientRecord | undefined
    if (existing) return existing
    const made = { clientId: crypto.randomUUID(), next: 1 }
    await from.meta.put({ key: clientKey(userId), value: made })
    return made
  })
}

/** The signed-in user's client id (tests and the sync panel). */
export async function getClientId(from: LinesideDb = db): Promise<string> {
  const session = readSession()
  if (!session) throw new NotSignedInError()
  return (await clientFor(session.user.id, from)).clientId
}

/** The id the server knows an entry by. */
export const sendIdOf = (e: OutboxEntry): number => e.sendId ?? e.mutationId

/** A client's entries from a send id on, in order. */
export function entriesFrom(from: LinesideDb, clientId: string, sendId: number, limit = Infinity) {
  const q = from.outbox.where('[clientId+sendId]').between([clientId, sendId], [clientId, Dexie.maxKey], true, true)
  return limit === Infinity ? q.toArray() : q.limit(limit).toArray()
}

/** How many of a client's entries from this send id on are still in the outbox (reported to the server). */
export function countFrom(from: LinesideDb, clientId: string, sendId: number): Promise<number> {
  return from.outbox.where('[clientId+sendId]').between([clientId, sendId], [clientId, Dexie.maxKey], true, true).count()
}

/**
 * Gives a client's unsent entries (send id > lastSent) the ids lastSent + 1, + 2, … so the server sees no gap:
 * after a local verdict took one out, or when the server says "out of order". None of them reached the server.
 */
export async function renumberUnsent(from: LinesideDb, userId: number, clientId: string, lastSent: number): Promise<void> {
  await from.transaction('rw', from.outbox, from.meta, async () => {
    const unsent = await entriesFrom(from, clientId, lastSent + 1)
    let next = lastSent + 1
    for (const e of unsent) {
      if (sendIdOf(e) !== next) await from.outbox.update(e.mutationId, { sendId: next })
      next++
    }
    const record = (await from.meta.get(clientKey(userId)))?.value as SyncClientRecord | undefined
    if (record?.clientId === clientId) await from.meta.put({ key: clientKey(userId), value: { clientId, next } })
  })
}

/** A new client id for the user (the old one belongs to another account on the server), the queue moved to it. */
export async function rekeyClient(from: LinesideDb, userId: number, oldClientId: string): Promise<SyncClientRecord> {
  return from.transaction('rw', from.outbox, from.meta, async () => {
    const entries = await entriesFrom(from, oldClientId, -Infinity)
    const record = { clientId: crypto.randomUUID(), next: 1 }
    for (const e of entries) await from.outbox.update(e.mutationId, { clientId: record.clientId, sendId: record.next++ })
    await from.meta.put({ key: clientKey(userId), value: record })
    return record
  })
}

export class NotSignedInError extends Error {
  constructor() {
    super('Sign in to make changes')
  }
}

/** Queues one mutation: the entry, its gap-free ids and its local effect commit together or not at all. */
export function enqueue<N extends MutationName>(name: N, args: MutationArgs[N]): Promise<OutboxEntry> {
  return enqueueUnchecked(name, args)
}

/**
 * Queues one mutation whose args are made from the cache (a line's version, say) in the same transaction as the
 * entry: one transaction for the read and the write, and no change can come between them.
 */
export function enqueueWith<N extends MutationName>(
  name: N,
  makeArgs: (from: LinesideDb) => Promise<MutationArgs[N]>,
): Promise<OutboxEntry> {
  return enqueueUnchecked(name, makeArgs as (from: LinesideDb) => Promise<unknown>)
}

async function enqueueUnchecked(
  name: MutationName,
  argsOrMake: unknown | ((from: LinesideDb) => Promise<unknown>),
): Promise<OutboxEntry> {
  const session = readSession()
  if (!session) throw new NotSignedInError()
  // Local effects write the synced tables, whichever an area adds.
  const entry = await db.transaction('rw', [db.outbox, db.meta, ...ENTITY_TABLES.map((t) => db[t])], async () => {
    // The reads, then the writes, each issued together: IndexedDB runs a transaction's requests in the order they
    // were made, so waiting for each before making the next only added round trips before the push could start.
    const [args, [nextRow, clientRow]] = await Promise.all([
      typeof argsOrMake === 'function' ? (argsOrMake as (from: LinesideDb) => Promise<unknown>)(db) : argsOrMake,
      db.meta.bulkGet([NEXT_ID_KEY, clientKey(session.user.id)]),
    ])
    const next = Number(nextRow?.value ?? 1)
    const client = (clientRow?.value as SyncClientRecord | undefined) ?? (await clientFor(session.user.id, db))
    const e: OutboxEntry = {
      mutationId: next,
      clientId: client.clientId,
      sendId: client.next,
      name,
      args,
      createdAt: new Date().toISOString(),
      userId: session.user.id,
      userName: `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.username,
      authToken: session.token,
    }
    await Promise.all([
      db.outbox.add(e),
      db.meta.bulkPut([
        { key: NEXT_ID_KEY, value: next + 1 },
        { key: clientKey(session.user.id), value: { clientId: client.clientId, next: client.next + 1 } },
      ]),
      applyLocalEffect(db, e),
    ])
    return e
  })
  for (const listener of listeners) listener()
  return entry
}

/** Puts a "Not sent" entry back in the queue (with edited args) under a new id. */
export async function resend(mutationId: number, args?: unknown): Promise<OutboxEntry | null> {
  const rejected = await db.rejected.get(mutationId)
  if (!rejected) return null
  const entry = await enqueueUnchecked(rejected.name as MutationName, args ?? rejected.args)
  await db.rejected.delete(mutationId)
  return entry
}

export async function discard(mutationId: number): Promise<void> {
  await db.rejected.delete(mutationId)
}
