// All SQL of the production schedule: rows joined with their line and product names.
import type { Db } from '../db/connection'
import type { NewScheduleRow } from '../db/database'
import type { Trx } from '../context'

function scheduleQuery(db: Db | Trx) {
  return db
    .selectFrom('production_schedule as s')
    .innerJoin('production_lines as l', 'l.id', 's.line_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .selectAll('s')
    .select(['l.name as line_name', 'p.sku as sku', 'p.name as product_name'])
}
export type ScheduleViewRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['execute']>>[number]

export function listScheduleForDate(db: Db | Trx, date: string) {
  return scheduleQuery(db)
    .where('s.scheduled_date', '=', date)
    .orderBy('s.line_id')
    .orderBy('s.priority')
    .orderBy('s.id')
    .execute()
}

export function listScheduleFrom(db: Db | Trx, fromDate: string) {
  return scheduleQuery(db).where('s.scheduled_date', '>=', fromDate).orderBy('s.id').execute()
}

export function listScheduleByIds(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return scheduleQuery(db).where('s.id', 'in', ids).orderBy('s.id').execute()
}

export async function insertScheduleRows(db: Db | Trx, rows: NewScheduleRow[]): Promise<number[]> {
  if (rows.length === 0) return []
  const out = await db.insertInto('production_schedule').values(rows).returning('id').execute()
  return out.map((r) => r.id)
}

export async function existingLineIds(db: Db | Trx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('production_lines').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id))
}

export async function existingProductIds(db: Db | Trx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id))
}
