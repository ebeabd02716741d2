// Production lines and their status history.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { Updateable } from 'kysely'
import type { ProductionLinesTable } from '../db/database'

const lineWithProduct = (db: Db | Trx) =>
  db
    .selectFrom('production_lines as l')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .selectAll('l')
    .select([
      'p.sku as product_sku',
      'p.name as product_name',
      'p.category as product_type',
      'p.batch_size as product_batch_size',
      'p.target_weight as product_target_weight',
      'p.packaging_type as product_packaging_type',
      'p.temperature as product_temperature',
    ])

export type LineWithProductRow = Awaited<ReturnType<ReturnType<typeof lineWithProduct>['executeTakeFirstOrThrow']>>

export function listLines(db: Db | Trx) {
  return lineWithProduct(db).orderBy('l.id').execute()
}

export function listLinesByIds(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return lineWithProduct(db).where('l.id', 'in', ids).orderBy('l.id').execute()
}

export function findLine(db: Db | Trx, id: number) {
  return lineWithProduct(db).where('l.id', '=', id).executeTakeFirst()
}

/**
 * Holds the line's row until the transaction ends, so two writers check the version one after the other:
 * a no-op update takes PostgreSQL's row lock (portable, unlike SELECT … FOR UPDATE, which SQLite lacks);
 * SQLite has one writer anyway. Call it before reading the line in a write.
 */
export async function lockLine(db: Trx, id: number): Promise<void> {
  await db.updateTable('production_lines').set((eb) => ({ version: eb.ref('version') })).where('id', '=', id).execute()
}

export async function updateLine(db: Db | Trx, id: number, values: Updateable<ProductionLinesTable>): Promise<void> {
  await db.updateTable('production_lines').set(values).where('id', '=', id).execute()
}

export function lastHistoryTime(db: Db | Trx, lineId: number) {
  return db
    .selectFrom('line_status_history')
    .select('at')
    .where('line_id', '=', lineId)
    .where('superseded', '=', 0)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function insertHistory(
  db: Db | Trx,
  row: { lineId: number; status: string; issue: string | null; changedBy: number; changedByName: string; at: string; recordedAt: string; superseded: boolean },
): Promise<void> {
  await db
    .insertInto('line_status_history')
    .values({
      line_id: row.lineId,
      status: row.status,
      issue: row.issue,
      changed_by: row.changedBy,
      changed_by_name: row.changedByName,
      at: row.at,
      recorded_at: row.recordedAt,
      superseded: row.superseded ? 1 : 0,
    })
    .execute()
}

export function listHistory(db: Db | Trx, lineId: number, limit = 50) {
  return db.selectFrom('line_status_history').selectAll().where('line_id', '=', lineId).orderBy('at', 'desc').limit(limit).execute()
}
