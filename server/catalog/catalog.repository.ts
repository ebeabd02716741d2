// Read-mostly reference data: units and products.
import type { Db } from '../db/connection'
import type { Trx } from '../context'

export function listUnits(db: Db | Trx) {
  return db.selectFrom('units').selectAll().orderBy('code').execute()
}

export function listProducts(db: Db | Trx, onlyActive = false) {
  let q = db.selectFrom('products').selectAll().orderBy('sku')
  if (onlyActive) q = q.where('is_active', '=', 1)
  return q.execute()
}

/** Products by SKU (unique), `limit` of them after the SKU `after` (the /api/products pages, decision 177). */
export function listProductPage(db: Db | Trx, page: { limit: number; after: string | null }, onlyActive = false) {
  let q = db.selectFrom('products').selectAll().orderBy('sku').limit(page.limit)
  if (onlyActive) q = q.where('is_active', '=', 1)
  if (page.after !== null) q = q.where('sku', '>', page.after)
  return q.execute()
}

export function listProductsByIds(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute()
}

export async function insertUnit(db: Db | Trx, code: string, name: string): Promise<void> {
  await db.insertInto('units').values({ code, name }).execute()
}
