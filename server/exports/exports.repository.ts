// Products in pages by id, so an export streams without holding a big result set.
import type { Db } from '../db/connection'

export function productsPage(db: Db, afterId: number, limit: number) {
  return db.selectFrom('products').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute()
}
