// SQL of the counter side of OEE (decision 200): production counts, ideal rates and device keys. A stored count
// drops the kept OEE sums from its time on (decision 230).
import type { Db, Trx } from '../db/connection'
import { forgetOeeSums } from './oee-sums.repository'

type Q = Db | Trx

// --- counts and ideal rates ----------------------------------------------------------------------------------
export interface CountRow {
  line_id: number
  at_ms: number
  good: number
  rejected: number
  product_id: number | null
}

export function findCount(db: Q, id: string) {
  return db.selectFrom('production_counts').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Inserts a count unless its id is known; true when this call stored it. */
export async function insertCount(
  db: Q,
  row: {
    id: string
    line_id: number
    at: string
    at_ms: number
    good: number
    rejected: number
    product_id: number | null
    device_key_id: number | null
    user_id: number | null
    recorded_at: string
  },
): Promise<boolean> {
  const result = await db
    .insertInto('production_counts')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  const stored = Number(result.numInsertedOrUpdatedRows ?? 0) > 0
  // A count is summed in the one window it falls in: only that window, its day and its month go (decision 242).
  if (stored) await forgetOeeSums(db, row.line_id, row.at_ms, row.at_ms + 1)
  return stored
}

export function listRates(db: Q) {
  return db.selectFrom('product_line_rates').selectAll().execute()
}

export async function setRate(db: Q, productId: number, lineId: number, rate: number | null, now: string) {
  await db.deleteFrom('product_line_rates').where('product_id', '=', productId).where('line_id', '=', lineId).execute()
  if (rate !== null)
    await db
      .insertInto('product_line_rates')
      .values({ product_id: productId, line_id: lineId, ideal_rate_per_min: rate, updated_at: now })
      .execute()
}

// --- device keys ---------------------------------------------------------------------------------------------
export async function insertDeviceKey(
  db: Q,
  row: { name: string; key_hash: string; line_ids: string; created_by: number; created_at: string },
): Promise<number> {
  const r = await db.insertInto('device_keys').values(row).returning('id').executeTakeFirstOrThrow()
  return r.id
}

export function listDeviceKeys(db: Q) {
  return db.selectFrom('device_keys').selectAll().orderBy('id').execute()
}

export function findDeviceKeyByHash(db: Q, hash: string) {
  return db.selectFrom('device_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst()
}

export function findDeviceKey(db: Q, id: number) {
  return db.selectFrom('device_keys').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function revokeDeviceKey(db: Q, id: number, now: string): Promise<void> {
  await db.updateTable('device_keys').set({ revoked_at: now }).where('id', '=', id).execute()
}

export async function touchDeviceKey(db: Q, id: number, now: string): Promise<void> {
  await db.updateTable('device_keys').set({ last_used_at: now }).where('id', '=', id).execute()
}
