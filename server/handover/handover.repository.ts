// SQL of the shift handover (issue 34 §3): the records, and the line's facts its pre-filled part is made of.
import type { Insertable } from 'kysely'
import type { Db, Trx } from '../db/connection'
import type { ShiftHandoversTable } from '../db/handover-tables'

type Q = Db | Trx

export function findHandover(db: Q, id: string) {
  return db.selectFrom('shift_handovers').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findHandoverOfShift(db: Q, lineId: number, shiftDate: string, shift: string) {
  return db
    .selectFrom('shift_handovers')
    .selectAll()
    .where('line_id', '=', lineId)
    .where('shift_date', '=', shiftDate)
    .where('shift', '=', shift)
    .executeTakeFirst()
}

/** False when the line's shift already has a handover (the unique key, so two instances cannot both insert). */
export async function insertHandover(trx: Trx, row: Insertable<ShiftHandoversTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('shift_handovers')
    .values(row)
    .onConflict((oc) => oc.columns(['line_id', 'shift_date', 'shift']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** Sets the acknowledgement once: false when someone acknowledged it first. */
export async function acknowledgeRow(
  trx: Trx,
  id: string,
  ack: {
    acknowledged_by_id: number
    acknowledged_by: string
    acknowledged_at: string
    acknowledged_at_device: string
    acknowledge_note: string | null
  },
): Promise<boolean> {
  const r = await trx
    .updateTable('shift_handovers')
    .set({ ...ack, updated_at: ack.acknowledged_at })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export function listHandoverRows(db: Q, f: { lineId?: number; from?: string; to?: string; limit: number }) {
  let q = db
    .selectFrom('shift_handovers as h')
    .innerJoin('production_lines as l', 'l.id', 'h.line_id')
    .selectAll('h')
    .select('l.name as line_name')
  if (f.lineId !== undefined) q = q.where('h.line_id', '=', f.lineId)
  if (f.from) q = q.where('h.shift_date', '>=', f.from)
  if (f.to) q = q.where('h.shift_date', '<=', f.to)
  return q.orderBy('h.shift_date', 'desc').orderBy('h.line_id').orderBy('h.signed_at', 'desc').limit(f.limit).execute()
}

/** What devices keep: handovers of shifts since `sinceDate` and every unacknowledged one, in id order. */
export function handoverPage(db: Q, sinceDate: string, after: string | null, limit: number) {
  let q = db
    .selectFrom('shift_handovers as h')
    .innerJoin('production_lines as l', 'l.id', 'h.line_id')
    .selectAll('h')
    .select('l.name as line_name')
    .where((eb) => eb.or([eb('h.shift_date', '>=', sinceDate), eb('h.acknowledged_at', 'is', null)]))
  if (after !== null) q = q.where('h.id', '>', after)
  return q.orderBy('h.id').limit(limit).execute()
}

export function handoversByIds(db: Q, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('shift_handovers as h')
    .innerJoin('production_lines as l', 'l.id', 'h.line_id')
    .selectAll('h')
    .select('l.name as line_name')
    .where('h.id', 'in', ids)
    .execute()
}

export function lineRow(db: Q, lineId: number) {
  return db
    .selectFrom('production_lines')
    .select(['id', 'name', 'status', 'status_since'])
    .where('id', '=', lineId)
    .executeTakeFirst()
}

// ——— the facts of the pre-filled part ———

const FACTS_LIMIT = 100

export function openTicketsOfLine(db: Q, lineId: number) {
  return db
    .selectFrom('tickets')
    .select(['id', 'ticket_number', 'description', 'status', 'priority', 'created_at'])
    .where('line_id', '=', lineId)
    .where('status', 'not in', ['resolved', 'closed'])
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .limit(FACTS_LIMIT)
    .execute()
}

/** Stop periods (any status but running) overlapping [startMs, endMs). */
export async function stopPeriodsOfLine(db: Q, lineId: number, startMs: number, endMs: number) {
  const rows = await db
    .selectFrom('line_status_history')
    .select(['status', 'at', 'at_ms', 'ended_at'])
    .where('line_id', '=', lineId)
    .where('superseded', '=', 0)
    .where('status', '!=', 'running')
    .where('at_ms', '<', endMs)
    .where((eb) => eb.or([eb('ended_ms', 'is', null), eb('ended_ms', '>', startMs)]))
    .orderBy('at_ms')
    .limit(FACTS_LIMIT)
    .execute()
  return rows.map((r) => ({ status: r.status, at: r.at, atMs: Number(r.at_ms), endedAt: r.ended_at }))
}

/** Explanations of the line's stops from `fromMs` on, with the reason's English name. */
export async function stopPartsOfLine(db: Q, lineId: number, fromMs: number, endMs: number) {
  const rows = await db
    .selectFrom('stop_parts as p')
    .innerJoin('stop_reasons as r', 'r.id', 'p.reason_id')
    .select(['p.from_ms', 'p.reason_id', 'r.name_en'])
    .where('p.line_id', '=', lineId)
    .where('p.from_ms', '>=', fromMs)
    .where('p.from_ms', '<', endMs)
    .orderBy('p.from_ms')
    .limit(FACTS_LIMIT * 4)
    .execute()
  return rows.map((r) => ({ fromMs: Number(r.from_ms), reasonId: r.reason_id, name: r.name_en }))
}

export function openHoldsOfLine(db: Q, lineId: number) {
  return db
    .selectFrom('hygiene_holds')
    .select(['id', 'cause', 'started_at'])
    .where('line_id', '=', lineId)
    .where('released_at', 'is', null)
    .orderBy('started_at')
    .limit(FACTS_LIMIT)
    .execute()
}

export function pmDueOfLine(db: Q, lineId: number, until: string) {
  return db
    .selectFrom('pm_work_orders')
    .select(['id', 'title', 'due_at', 'status'])
    .where('line_id', '=', lineId)
    .where('status', '=', 'open')
    .where('due_at', '<=', until)
    .orderBy('due_at')
    .limit(FACTS_LIMIT)
    .execute()
}
