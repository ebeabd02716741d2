// Writes a pull into the cache in one transaction: server rows, verdicts the device had not heard, acknowledged
// entries dropped, and the entries still pending re-applied on top, so the screen never flickers back.
// A snapshot arrives in pages. On a fresh device (an empty cache) each page goes straight into its tables, so the
// board fills while the tickets still come; over a cache that holds rows (a repair, a lost cursor) the pages are
// staged, and the last one replaces the cache at once, so a working screen never shows half a snapshot.
import Dexie from 'dexie'
import type { PullResult, StoredOutcome } from '../../shared/schemas/sync'
import { SYNC_ENTITY_KEYS, emptySyncRows, type SyncEntity, type SyncRows } from '../../shared/sync-entities'
import { ENTITY_TABLES, type LinesideDb, type OutboxEntry, type StagedRow } from '../data/db'
import { applyLocalEffect } from '../data/local-effects'
import { sendIdOf } from '../data/outbox'

const isNumericKey = (entity: SyncEntity): boolean => SYNC_ENTITY_KEYS[entity] === 'number'

export const CURSOR_KEY = 'cursor'
export const LAST_SYNC_KEY = 'lastSyncAt'
/** A first sync under way: the next page to fetch and the cursor the snapshot started at. */
export const SNAPSHOT_KEY = 'snapshotProgress'
export const outcomesSeenKey = (clientId: string) => `outcomesSeen:${clientId}`
/**
 * A change shown on this device was refused or superseded: the cache may show what the server does not have, and
 * only a snapshot puts the server's rows back. Kept in Dexie with the verdict, so a reload before the repair keeps it.
 */
export const REPAIR_KEY = 'snapshotWanted'

export interface SnapshotProgress {
  next: string
  cursor: number
  pages: number
  rows: number
  /** The pages go straight into the tables (the cache was empty when the snapshot began); else staged. */
  direct?: boolean
}

export interface Verdict {
  sendId: number
  status: 'applied' | 'superseded' | 'rejected' | 'duplicate'
  code?: string | null
  reason?: string
}

type AnyTable = {
  clear(): Promise<void>
  bulkPut(rows: unknown[]): Promise<unknown>
  delete(key: unknown): Promise<void>
}
const tableOf = (db: LinesideDb, name: string) => db[name as SyncEntity] as unknown as AnyTable

/**
 * Records verdicts of a client's entries the device had not recorded yet: refused ones go to "Not sent" with
 * the reason, superseded ones to the notices, and the repair their local effect needs (REPAIR_KEY) in the same
 * transaction. Each verdict is recorded once, however often it is heard. True when a repair is now wanted.
 */
export async function recordVerdicts(
  db: LinesideDb,
  clientId: string,
  verdicts: Verdict[],
  through: number,
  at: string,
): Promise<boolean> {
  let refused = false
  await db.transaction('rw', [db.outbox, db.rejected, db.superseded, db.meta], async () => {
    const seen = Number((await db.meta.get(outcomesSeenKey(clientId)))?.value ?? 0)
    for (const v of verdicts) {
      if (v.sendId <= seen || (v.status !== 'rejected' && v.status !== 'superseded')) continue
      const entry = await db.outbox.where('[clientId+sendId]').equals([clientId, v.sendId]).first()
      if (!entry) continue
      refused = true
      if (v.status === 'rejected')
        await db.rejected.put({ ...entry, reason: v.reason ?? '', code: v.code ?? 'validation', rejectedAt: at })
      else
        await db.superseded.put({
          mutationId: entry.mutationId,
          name: entry.name,
          args: entry.args,
          reason: v.reason ?? '',
          at,
        })
    }
    if (through > seen) await db.meta.put({ key: outcomesSeenKey(clientId), value: through })
    if (refused) await db.meta.put({ key: REPAIR_KEY, value: true })
  })
  return refused
}

const fromStored = (o: StoredOutcome): Verdict => ({
  sendId: o.mutationId,
  status: o.status,
  code: o.code,
  reason: o.reason,
})

/**
 * Drops a client's entries the server has (and whose verdicts are recorded), re-applies the rest on top.
 * True when a verdict heard here left a local effect the server does not have (a repair is wanted).
 */
async function settleOutbox(
  db: LinesideDb,
  clientId: string | null,
  result: PullResult<SyncRows>,
  at: string,
): Promise<boolean> {
  let repair = false
  if (clientId) {
    repair = await recordVerdicts(
      db,
      clientId,
      (result.outcomes ?? []).map(fromStored),
      result.outcomesThrough ?? result.lastMutationId,
      at,
    )
  }
  // One read of the outbox: the client's entries the server has (and whose verdicts are recorded) go, the rest are
  // re-applied in order. An empty outbox costs this one read and nothing else.
  const done = Math.min(result.lastMutationId, result.outcomesThrough ?? result.lastMutationId)
  const entries = await db.outbox.orderBy('mutationId').toArray()
  const acknowledged = (e: OutboxEntry) => clientId !== null && e.clientId === clientId && sendIdOf(e) <= done
  const gone = entries.filter(acknowledged).map((e) => e.mutationId)
  if (gone.length) await db.outbox.bulkDelete(gone)
  for (const entry of entries) if (!acknowledged(entry)) await applyLocalEffect(db, entry)
  return repair
}

const allTables = (db: LinesideDb) => [
  ...ENTITY_TABLES.map((t) => db[t]),
  db.outbox,
  db.meta,
  db.rejected,
  db.superseded,
  db.staged,
]

/**
 * Applies one pull answer. A snapshot is the server's rows: it repairs whatever a refused change had shown, so the
 * repair need is cleared with it. True when a verdict heard here needs a repair (the caller pulls a snapshot).
 */
export async function applyPull(
  db: LinesideDb,
  result: PullResult<SyncRows>,
  at: string,
  clientId: string | null = null,
): Promise<boolean> {
  return db.transaction('rw', allTables(db), async () => {
    for (const name of ENTITY_TABLES) {
      const table = tableOf(db, name)
      if (result.snapshot) await table.clear()
      const rows = result.changes[name]
      if (rows.length) await table.bulkPut(rows)
    }
    for (const d of result.deletes) await tableOf(db, d.entity).delete(isNumericKey(d.entity) ? Number(d.id) : d.id)
    const repair = await settleOutbox(db, clientId, result, at)
    if (result.snapshot) await db.meta.delete(REPAIR_KEY)
    await db.meta.bulkPut([
      { key: CURSOR_KEY, value: result.cursor },
      { key: LAST_SYNC_KEY, value: at },
    ])
    return repair && !result.snapshot
  })
}

/** Keeps one snapshot page until the last arrives; the progress lets an interrupted first sync resume. */
export async function stageSnapshotPage(
  db: LinesideDb,
  result: PullResult<SyncRows>,
  progress: SnapshotProgress | null,
): Promise<SnapshotProgress> {
  const rows = ENTITY_TABLES.flatMap((entity) =>
    (result.changes[entity] as { id: string | number }[]).map((row) => ({ entity, key: row.id, row })),
  )
  const next: SnapshotProgress = {
    next: result.next ?? '',
    cursor: result.cursor,
    pages: (progress?.pages ?? 0) + 1,
    rows: (progress?.rows ?? 0) + rows.length,
  }
  await db.transaction('rw', db.staged, db.meta, async () => {
    if (!progress) await db.staged.clear()
    await db.staged.bulkPut(rows)
    await db.meta.put({ key: SNAPSHOT_KEY, value: next })
  })
  return next
}

/** Is the cache empty (a fresh device)? Its snapshot pages may then go straight into the tables. */
export async function cacheIsEmpty(db: LinesideDb): Promise<boolean> {
  return db.transaction(
    'r',
    ENTITY_TABLES.map((t) => db[t]),
    async () => {
      for (const name of ENTITY_TABLES) if ((await db[name].limit(1).count()) > 0) return false
      return true
    },
  )
}

/** A fresh device's snapshot page, written into the tables with the progress that lets it resume. */
export async function writeSnapshotPage(
  db: LinesideDb,
  result: PullResult<SyncRows>,
  progress: SnapshotProgress | null,
): Promise<SnapshotProgress> {
  let count = 0
  const next: SnapshotProgress = {
    next: result.next ?? '',
    cursor: result.cursor,
    pages: (progress?.pages ?? 0) + 1,
    rows: progress?.rows ?? 0,
    direct: true,
  }
  await db.transaction('rw', [...ENTITY_TABLES.map((t) => db[t]), db.meta], async () => {
    for (const name of ENTITY_TABLES) {
      const rows = result.changes[name] as unknown[]
      if (rows.length) await tableOf(db, name).bulkPut(rows)
      count += rows.length
    }
    next.rows += count
    await db.meta.put({ key: SNAPSHOT_KEY, value: next })
  })
  return next
}

/** A fresh device's last snapshot page has landed (written with writeSnapshotPage): the cache is current. */
export async function finishDirectSnapshot(
  db: LinesideDb,
  last: PullResult<SyncRows>,
  at: string,
  clientId: string | null,
): Promise<void> {
  await db.transaction('rw', allTables(db), () => finishSnapshot(db, last, at, clientId))
}

/** In the caller's transaction: verdicts and outbox settled, the snapshot's progress gone, the cursor moved. */
async function finishSnapshot(
  db: LinesideDb,
  last: PullResult<SyncRows>,
  at: string,
  clientId: string | null,
): Promise<void> {
  await db.meta.delete(SNAPSHOT_KEY)
  await settleOutbox(db, clientId, Object.assign({}, last, { changes: emptySyncRows() }), at)
  // The cache is the server's rows now: whatever a refused change had shown is repaired.
  await db.meta.delete(REPAIR_KEY)
  await db.meta.bulkPut([
    { key: CURSOR_KEY, value: last.cursor },
    { key: LAST_SYNC_KEY, value: at },
  ])
}

const COPY_CHUNK = 2000

/** The last page has landed: the staged snapshot replaces the cache in one transaction. */
export async function applyStagedSnapshot(
  db: LinesideDb,
  last: PullResult<SyncRows>,
  at: string,
  clientId: string | null,
): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    for (const name of ENTITY_TABLES) {
      const table = tableOf(db, name)
      await table.clear()
      let after: string | number | null = null
      for (;;) {
        const lower: [string, unknown] = [name, after === null ? Dexie.minKey : after]
        const chunk: StagedRow[] = await db.staged
          .where('[entity+key]')
          .between(lower, [name, Dexie.maxKey], after === null, true)
          .limit(COPY_CHUNK)
          .toArray()
        if (chunk.length === 0) break
        await table.bulkPut(chunk.map((s) => s.row))
        after = chunk.at(-1)!.key
      }
    }
    await db.staged.clear()
    await finishSnapshot(db, last, at, clientId)
  })
}
