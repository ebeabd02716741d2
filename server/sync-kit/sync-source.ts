// What an area contributes to sync pull (DESIGN.md §2): its rows for a snapshot page and the rows a change names.
// Each area exports one source per synced entity from its own folder; `server/sync/sync-sources.ts` lists them.
import type { SyncEntity, SyncRows } from '../../shared/schemas/sync'
import type { Trx } from '../context'

export type SyncKey = string | number
export type SyncRow<K extends SyncEntity> = SyncRows[K][number]

export interface SyncSource<K extends SyncEntity> {
  /**
   * Rows in key order after `after` (null: from the first), at most `limit` of them. A `whole` source may ignore
   * `limit` and answer all its rows after `after`: the snapshot then moves on to the next entity.
   */
  page(trx: Trx, after: SyncKey | null, limit: number): Promise<SyncRow<K>[]>
  /** The rows of these ids that a device may hold; an id missing from the answer is a delete for the device. */
  byIds(trx: Trx, ids: string[]): Promise<SyncRow<K>[]>
  /** Small master data read whole (lines, engineers…): one page covers it. */
  whole?: boolean
}

/** Ids of a change log row are text; numeric keys are read back as integers. */
export const numericIds = (ids: string[]): number[] => ids.map(Number).filter(Number.isInteger)

/** Rows of a whole source after a key, in key order. */
export function afterKey<T extends { id: number }>(rows: T[], after: SyncKey | null): T[] {
  return rows.sort((a, b) => a.id - b.id).filter((r) => after === null || r.id > Number(after))
}
