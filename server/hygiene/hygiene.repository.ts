// SQL of the clearance chain, the holds as lists, and the per-line settings (issue 29).
import { sql, type Insertable } from 'kysely'
import type { Db, Trx } from '../db/connection'
import { dialectOf } from '../db/dialect'
import type { HygieneClearancesTable } from '../db/hygiene-tables'

export const CLEARANCE_CHAIN = 'clearances'
/** Any constant: the advisory lock that serialises appends to the clearance chain on PostgreSQL (DESIGN.md §6). */
const CLEARANCE_CHAIN_LOCK = 7_301_195

/** Held until the transaction ends; SQLite has one writer, so there it is a no-op. */
export async function lockChain(db: Trx): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await sql`select pg_advisory_xact_lock(${sql.lit(CLEARANCE_CHAIN_LOCK)})`.execute(db)
}

export function chainHead(db: Db | Trx) {
  return db.selectFrom('hygiene_chain_head').selectAll().where('chain', '=', CLEARANCE_CHAIN).executeTakeFirst()
}

export async function appendClearanceRow(
  db: Trx,
  row: Insertable<HygieneClearancesTable>,
  headExists: boolean,
): Promise<void> {
  await db.insertInto('hygiene_clearances').values(row).execute()
  const head = { seq: row.seq, hash: row.hash, record_id: row.id }
  if (headExists) await db.updateTable('hygiene_chain_head').set(head).where('chain', '=', CLEARANCE_CHAIN).execute()
  else
    await db
      .insertInto('hygiene_chain_head')
      .values(Object.assign({ chain: CLEARANCE_CHAIN }, head))
      .execute()
}

export function findClearance(db: Db | Trx, id: string) {
  return db.selectFrom('hygiene_clearances').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listClearanceRows(
  db: Db | Trx,
  filter: { lineId?: number; from?: string; to?: string; limit: number },
) {
  let q = db.selectFrom('hygiene_clearances').selectAll()
  if (filter.lineId !== undefined) q = q.where('line_id', '=', filter.lineId)
  if (filter.from) q = q.where('signed_at', '>=', filter.from)
  if (filter.to) q = q.where('signed_at', '<', filter.to)
  return q.orderBy('seq', 'desc').limit(filter.limit).execute()
}

/** The chain in order, a page at a time (verification). */
export function clearancePage(db: Db | Trx, afterSeq: number, limit: number) {
  return db
    .selectFrom('hygiene_clearances')
    .selectAll()
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute()
}

/** Holds a device keeps: the open ones and those that began since `since`, in id order after a key. */
export function holdPage(db: Db | Trx, since: string, after: string | null, limit: number) {
  let q = db
    .selectFrom('hygiene_holds')
    .selectAll()
    .where((eb) => eb.or([eb('released_at', 'is', null), eb('started_at', '>=', since)]))
  if (after !== null) q = q.where('id', '>', after)
  return q.orderBy('id').limit(limit).execute()
}

export function holdsByIds(db: Db | Trx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('hygiene_holds').selectAll().where('id', 'in', ids).execute()
}

export function listHoldRows(db: Db | Trx, filter: { lineId?: number; open?: boolean; from?: string; limit: number }) {
  let q = db.selectFrom('hygiene_holds').selectAll()
  if (filter.lineId !== undefined) q = q.where('line_id', '=', filter.lineId)
  if (filter.open) q = q.where('released_at', 'is', null)
  if (filter.from) q = q.where('started_at', '>=', filter.from)
  return q.orderBy('started_at', 'desc').limit(filter.limit).execute()
}

export function listSettingsRows(db: Db | Trx) {
  return db.selectFrom('hygiene_line_settings').selectAll().orderBy('line_id').execute()
}

export function findSettingsRow(db: Db | Trx, lineId: number) {
  return db.selectFrom('hygiene_line_settings').selectAll().where('line_id', '=', lineId).executeTakeFirst()
}

export async function upsertSettings(
  db: Trx,
  row: { line_id: number; hold_enabled: number; checklist: string | null; updated_at: string; updated_by: number },
): Promise<void> {
  await db
    .insertInto('hygiene_line_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('line_id').doUpdateSet({
        hold_enabled: row.hold_enabled,
        checklist: row.checklist,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
      }),
    )
    .execute()
}
