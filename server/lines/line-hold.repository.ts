// SQL for held lines: the per-line hold switch and checklist, and the hold rows (issue 29). Lives beside the
// line's status because holding and releasing are status changes; server/hygiene/ builds on it.
import type { Insertable, Updateable } from 'kysely'
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import { prepare } from '../db/prepared'
import type { HygieneHoldsTable } from '../db/hygiene-tables'

// Read on every engineering ticket closed and every press leaving maintenance (sync push): compiled once.
const hygieneSettingsQuery = prepare((db, p: { lineId: number }) =>
  db
    .selectFrom('hygiene_line_settings')
    .select(['line_id', 'hold_enabled', 'checklist'])
    .where('line_id', '=', p.lineId),
)

export function findHygieneSettings(db: Db | Trx, lineId: number) {
  return hygieneSettingsQuery.executeTakeFirst(db, { lineId })
}

// Every line's hold switch at once (a row per line with settings: a plant's few hundred at most), read once per
// sync push instead of once per ticket closed in it.
const holdSwitchesQuery = prepare((db) => db.selectFrom('hygiene_line_settings').select(['line_id', 'hold_enabled']))

/** Each line's hold switch, for the lines that have settings (the others are held by default). */
export async function holdSwitches(db: Db | Trx): Promise<Map<number, boolean>> {
  const rows = await holdSwitchesQuery.execute(db, {})
  return new Map(rows.map((r) => [r.line_id, r.hold_enabled !== 0]))
}

/** The line's open hold (not released yet), if any. */
export function findOpenHold(db: Db | Trx, lineId: number) {
  return db
    .selectFrom('hygiene_holds')
    .selectAll()
    .where('line_id', '=', lineId)
    .where('released_at', 'is', null)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export function findHold(db: Db | Trx, id: string) {
  return db.selectFrom('hygiene_holds').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertHold(db: Db | Trx, row: Insertable<HygieneHoldsTable>): Promise<void> {
  await db.insertInto('hygiene_holds').values(row).execute()
}

export async function updateHold(db: Db | Trx, id: string, set: Updateable<HygieneHoldsTable>): Promise<void> {
  await db.updateTable('hygiene_holds').set(set).where('id', '=', id).execute()
}

/** The line an engineering ticket was raised on (null for IT tickets and tickets without a line). */
const ticketLineQuery = prepare((db, p: { ticketId: string }) =>
  db.selectFrom('tickets').select(['line_id', 'ticket_type']).where('id', '=', p.ticketId),
)

export function engineeringTicketLine(db: Db | Trx, ticketId: string) {
  return ticketLineQuery.executeTakeFirst(db, { ticketId })
}
