// Where a device's sync stands, read in one Dexie transaction: the next batch of its queue to push, and what
// a pull needs (cursor, snapshot progress, verdicts heard). One read instead of several on every run.
import type { LinesideDb, OutboxEntry } from '../data/db'
import { countFrom, entriesFrom } from '../data/outbox'
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

/** `batchSize`: how many entries to take after the acknowledged one (0: none, only count them). */
export function readPosition(
  db: LinesideDb,
  clientId: string,
  batchSize: (through: number) => number,
): Promise<SyncPosition> {
  return db.transaction('r', db.meta, db.outbox, async () => {
    const [pushed, progress, cursor, seen, repair] = await db.meta.bulkGet([
      pushedKey(clientId),
      SNAPSHOT_KEY,
      CURSOR_KEY,
      outcomesSeenKey(clientId),
      REPAIR_KEY,
    ])
    const through = Number(pushed?.value ?? 0)
    const limit = batchSize(through)
    const batch = limit > 0 ? await entriesFrom(db, clientId, through + 1, limit) : []
    return {
      clientId,
      through,
      batch,
      // An empty batch from a real look means an empty queue: no need to count it.
      pending: batch.length || limit === 0 ? await countFrom(db, clientId, through + 1) : 0,
      progress: (progress?.value as SnapshotProgress | undefined) ?? null,
      cursor: (cursor?.value as number | undefined) ?? null,
      outcomesAfter: Number(seen?.value ?? 0),
      repair: repair?.value === true,
    }
  })
}
