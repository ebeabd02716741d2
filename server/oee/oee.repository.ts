// SQL of the stop-reason side of OEE: reasons, explained parts, status periods, the schedule and lines (counts,
// rates and device keys: counts.repository.ts).
import type { Db, Trx } from '../db/connection'
import { forgetOeeSums } from './oee-sums.repository'

type Q = Db | Trx

// --- reasons -------------------------------------------------------------------------------------------------
export function listReasonRows(db: Q) {
  return db.selectFrom('stop_reasons').selectAll().orderBy('sort').orderBy('id').execute()
}

export function findReasonRow(db: Q, id: number) {
  return db.selectFrom('stop_reasons').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertReasonRow(
  db: Q,
  row: { category: string; name_en: string; name_pl: string; name_lt: string; planned: number; updated_at: string },
): Promise<number> {
  const max = await db
    .selectFrom('stop_reasons')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst()
  const inserted = await db
    .insertInto('stop_reasons')
    .values(Object.assign({}, row, { sort: Number(max?.sort ?? 0) + 10 }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateReasonRow(
  db: Q,
  id: number,
  values: Partial<{
    category: string
    name_en: string
    name_pl: string
    name_lt: string
    planned: number
    retired_at: string | null
    updated_at: string
  }>,
): Promise<void> {
  await db.updateTable('stop_reasons').set(values).where('id', '=', id).execute()
}

export async function deleteReasonRow(db: Q, id: number): Promise<void> {
  await db.deleteFrom('stop_reasons').where('id', '=', id).execute()
}

export async function reasonIsUsed(db: Q, id: number): Promise<boolean> {
  const row = await db.selectFrom('stop_parts').select('id').where('reason_id', '=', id).limit(1).executeTakeFirst()
  return row !== undefined
}

// --- status periods and explained parts ----------------------------------------------------------------------
export interface PeriodRow {
  line_id: number
  status: string
  start: number
  end: number | null
}

/** Applied status periods overlapping [startMs, endMs) (an open one has end null), per line in time order. */
export async function periodsBetween(db: Q, startMs: number, endMs: number, lineId?: number): Promise<PeriodRow[]> {
  let q = db
    .selectFrom('line_status_history')
    .select(['line_id', 'status', 'at_ms', 'ended_ms'])
    .where('superseded', '=', 0)
    .where('at_ms', '<', endMs)
    .where((eb) => eb.or([eb('ended_ms', 'is', null), eb('ended_ms', '>', startMs)]))
  if (lineId !== undefined) q = q.where('line_id', '=', lineId)
  const rows = await q.orderBy('line_id').orderBy('at_ms').execute()
  return rows.map((r) => ({
    line_id: r.line_id,
    status: r.status,
    start: Number(r.at_ms),
    end: r.ended_ms === null ? null : Number(r.ended_ms),
  }))
}

export interface PartRow {
  id: string
  line_id: number
  from_ms: number
  reason_id: number
  explained_by_name: string | null
}

export async function partsBetween(db: Q, fromMs: number, endMs: number, lineId?: number): Promise<PartRow[]> {
  let q = db
    .selectFrom('stop_parts')
    .select(['id', 'line_id', 'from_ms', 'reason_id', 'explained_by_name'])
    .where('from_ms', '>=', fromMs)
    .where('from_ms', '<', endMs)
  if (lineId !== undefined) q = q.where('line_id', '=', lineId)
  const rows = await q.orderBy('line_id').orderBy('from_ms').execute()
  return rows.map((r) => Object.assign({}, r, { from_ms: Number(r.from_ms) }))
}

export function findPartById(db: Q, id: string) {
  return db.selectFrom('stop_parts').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function deletePartsBetween(db: Q, lineId: number, fromMs: number, endMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('stop_parts')
    .select('id')
    .where('line_id', '=', lineId)
    .where('from_ms', '>=', fromMs)
    .where('from_ms', '<', endMs)
    .execute()
  if (rows.length)
    await db
      .deleteFrom('stop_parts')
      .where('line_id', '=', lineId)
      .where('from_ms', '>=', fromMs)
      .where('from_ms', '<', endMs)
      .execute()
  if (rows.length) await forgetOeeSums(db, lineId, fromMs)
  return rows.map((r) => r.id)
}

export async function insertPart(
  db: Q,
  row: {
    id: string
    line_id: number
    from_at: string
    from_ms: number
    reason_id: number
    explained_by: number | null
    explained_by_name: string | null
    explained_at: string
  },
): Promise<void> {
  await db.insertInto('stop_parts').values(row).execute()
  await forgetOeeSums(db, row.line_id, row.from_ms)
}

/** Parts changed recently, for the sync snapshot (kept small: the tablet needs today's). */
export function partsFrom(db: Q, fromMs: number, after: string | null, limit: number) {
  let q = db.selectFrom('stop_parts').selectAll().where('from_ms', '>=', fromMs)
  if (after !== null) q = q.where('id', '>', after)
  return q.orderBy('id').limit(limit).execute()
}

export function partsByIds(db: Q, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('stop_parts').selectAll().where('id', 'in', ids).execute()
}

// --- schedule and lines (read only) --------------------------------------------------------------------------
export function scheduleBetween(db: Q, fromDate: string, toDate: string) {
  return db
    .selectFrom('production_schedule')
    .select(['id', 'line_id', 'product_id', 'scheduled_date', 'shift', 'priority'])
    .where('scheduled_date', '>=', fromDate)
    .where('scheduled_date', '<=', toDate)
    .orderBy('priority')
    .orderBy('id')
    .execute()
}

export function lineBasics(db: Q) {
  return db
    .selectFrom('production_lines')
    .select(['id', 'name', 'unit_code', 'status', 'status_since', 'product_id'])
    .orderBy('id')
    .execute()
}

export function productNames(db: Q) {
  return db.selectFrom('products').select(['id', 'sku', 'name']).execute()
}
