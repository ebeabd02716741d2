// Writes a pull into the cache in one transaction: server rows, acknowledged entries dropped, and the
// entries still pending re-applied on top, so the screen never flickers back to an older state.
import type { PullResult, SyncEntity } from '../../shared/schemas/sync'
import { ENTITY_TABLES, type LinesideDb } from '../data/db'
import { applyLocalEffect } from '../data/local-effects'
import type { SyncRows } from '../../shared/schemas/sync'

const NUMERIC_KEYS: ReadonlySet<SyncEntity> = new Set(['lines', 'equipment', 'engineers', 'products', 'schedule'])

export const CURSOR_KEY = 'cursor'
export const LAST_SYNC_KEY = 'lastSyncAt'

export async function applyPull(db: LinesideDb, result: PullResult<SyncRows>, at: string): Promise<void> {
  const tables = ENTITY_TABLES.map((t) => db[t])
  await db.transaction('rw', [...tables, db.outbox, db.meta], async () => {
    for (const name of ENTITY_TABLES) {
      // Each table's row type differs; the pull's rows were typed per table by the server.
      const table = db[name] as unknown as { clear(): Promise<void>; bulkPut(rows: unknown[]): Promise<unknown>; delete(key: unknown): Promise<void> }
      if (result.snapshot) await table.clear()
      const rows = result.changes[name]
      if (rows.length) await table.bulkPut(rows)
    }
    for (const d of result.deletes) {
      const table = db[d.entity] as unknown as { delete(key: unknown): Promise<void> }
      await table.delete(NUMERIC_KEYS.has(d.entity) ? Number(d.id) : d.id)
    }
    await db.outbox.where('mutationId').belowOrEqual(result.lastMutationId).delete()
    const pending = await db.outbox.orderBy('mutationId').toArray()
    for (const entry of pending) await applyLocalEffect(db, entry)
    await db.meta.bulkPut([
      { key: CURSOR_KEY, value: result.cursor },
      { key: LAST_SYNC_KEY, value: at },
    ])
  })
}
