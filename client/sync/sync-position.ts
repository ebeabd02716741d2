// Where a device's sync stands, read in one Dexie transaction: the next batch of its queue to push, and what
// a pull needs (cursor, snapshot progress, verdicts heard). One read instead of several on every run.
import type { LinesideDb, OutboxEntry } from '../data/db'
import { clientFor, clientKey, countFrom, entriesFrom, type SyncClientRecord } from '../data/outbox'
import { CURSOR_KEY, outcomesSeenKey, REPAIR_KEY, SNAPSHOT_KEY, type SnapshotProgress } from './apply-pull'

/** Meta key: the highest send id of this client the server has acknowledged. */
export const pushedKey = (clientId: string) => `pushedThrough:${clientId}`

export interface SyncPosition {
  clientId: string
  /** The highest send id the server has acknowledged. */
  through: number
  /** The next entries to push (empty when the queue is sent). */
  batch: OutboxEntry[]
  /** How many entries the queue holds after `through` (reported to the server). */
  pending: number
  /** A paged snapshot under way. */
  progress: SnapshotProgress | null
  /** The change sequence the cache is current to; null before the first sync. */
  cursor: number | null
  /** The last send id whose verdict the device has recorded. */
  outcomesAfter: number
  /** A refused or superseded change left its effect in the cache: the next pull is a snapshot (REPAIR_KEY). */
  repair: boolean
}

/** The client id each user's position was last read with, per database: the guess read with the record itself. */
const lastClientIds = new WeakMap<LinesideDb, Map<number, string>>()

/**
 * Where the user's sync client stands, its record read in the same transaction (one read of the meta table for
 * both: the client id is guessed from the last read and checked against the record; a wrong guess reads again).
 * `batchSize`: how many entries to take after the acknowledged one (0: none, only count them).
 */
export async function readPositionOf(
  db: LinesideDb,
  userId: number,
  batchSize: (through: number) => number,
): Promise<SyncPosition> {
  let ids = lastClientIds.get(db)
  if (!ids) lastClientIds.set(db, (ids = new Map()))
  for (let guess = ids.get(userId) ?? ''; ;) {
    const read = await readPositionIn(db, guess, batchSize, userId)
    if (read === null) {
      // No client for this user on this device yet: made on first use (outside the read transaction).
      ids.set(userId, (await clientFor(userId, db)).clientId)
      guess = ids.get(userId)!
      continue
    }
    if (typeof read === 'string') {
      ids.set(userId, (guess = read))
      continue
    }
    return read
  }
}

/** `batchSize`: how many entries to take after the acknowledged one (0: none, only count them). */
export async function readPosition(
  db: LinesideDb,
  clientId: string,
  batchSize: (through: number) => number,
): Promise<SyncPosition> {
  return (await readPositionIn(db, clientId, batchSize)) as SyncPosition
}

/**
 * In one read transaction. With `userId`, the user's client record is read beside the position: null when there is
 * none, its client id when it is not `clientId` (the position read was another client's).
 */
function readPositionIn(
  db: LinesideDb,
  clientId: string,
  batchSize: (through: number) => number,
  userId?: number,
): Promise<SyncPosition | string | null> {
  return db.transaction('r', db.meta, db.outbox, async () => {
    const [pushed, progress, cursor, seen, repair, client] = await db.meta.bulkGet([
      pushedKey(clientId),
      SNAPSHOT_KEY,
      CURSOR_KEY,
      outcomesSeenKey(clientId),
      REPAIR_KEY,
      ...(userId === undefined ? [] : [clientKey(userId)]),
    ])
    if (userId !== undefined) {
      const record = client?.value as SyncClientRecord | undefined
      if (!record) return null
      if (record.clientId !== clientId) return record.clientId
    }
    const through = Number(pushed?.value ?? 0)
    const limit = batchSize(through)
    const batch = limit > 0 ? await entriesFrom(db, clientId, through + 1, limit) : []
    return {
      clientId,
      through,
      batch,
      // A batch shorter than asked is the whole queue (an empty one an empty queue): only a full one is counted.
      pending: limit === 0 || batch.length === limit ? await countFrom(db, clientId, through + 1) : batch.length,
      progress: (progress?.value as SnapshotProgress | undefined) ?? null,
      cursor: (cursor?.value as number | undefined) ?? null,
      outcomesAfter: Number(seen?.value ?? 0),
      repair: repair?.value === true,
    }
  })
}
