// The SQL of PM's meters: readings entered (and corrected, decision 235), the highest per line, machine and unit,
// and the running hours counted from a line's status history.
import type { Insertable } from 'kysely'
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import type { PmReadingsTable } from '../db/pm-tables'

type Conn = Db | Trx

export type NewReadingRow = Insertable<PmReadingsTable>

/** The highest meter reading per line, machine and unit (meters only count up); a reading that a later row
 * corrects does not count, its correction does (decision 235). */
export function meterReadings(db: Conn, lineIds: number[]) {
  if (!lineIds.length) return Promise.resolve([])
  return db
    .selectFrom('pm_readings as r')
    .select(['r.line_id', 'r.machine_id', 'r.unit', (eb) => eb.fn.max('r.value').as('value')])
    .where('r.line_id', 'in', lineIds)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('pm_readings as c').select('c.id').whereRef('c.corrects_id', '=', 'r.id'))),
    )
    .groupBy(['r.line_id', 'r.machine_id', 'r.unit'])
    .execute()
}

export function findReading(db: Conn, id: string) {
  return db.selectFrom('pm_readings').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Whether a later row already corrects this reading (a reading is corrected once; correct the correction). */
export async function readingCorrected(db: Conn, id: string): Promise<boolean> {
  const r = await db.selectFrom('pm_readings').select('id').where('corrects_id', '=', id).executeTakeFirst()
  return r !== undefined
}

/** The latest readings (newest first), with who entered them and the row correcting each, if any. */
export function listReadings(db: Conn, lineId: number | undefined, limit: number) {
  let q = db
    .selectFrom('pm_readings as r')
    .leftJoin('users as u', 'u.id', 'r.entered_by')
    .leftJoin('pm_readings as c', 'c.corrects_id', 'r.id')
    .select([
      'r.id',
      'r.line_id',
      'r.machine_id',
      'r.unit',
      'r.value',
      'r.read_at',
      'r.corrects_id',
      'r.reason',
      'u.first_name as entered_by_first',
      'u.last_name as entered_by_last',
      'c.id as corrected_by_id',
    ])
  if (lineId !== undefined) q = q.where('r.line_id', '=', lineId)
  return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute()
}

/**
 * Milliseconds each line ran (status `running`, applied periods only) in [sinceMs, nowMs): every running period
 * that had not ended by `sinceMs`, clipped to the window. The server sums it, so every device shows one figure.
 */
export async function runningMsSince(db: Conn, lineId: number, sinceMs: number, nowMs: number): Promise<number> {
  if (nowMs <= sinceMs) return 0
  const row = await db
    .selectFrom('line_status_history as h')
    .where('h.line_id', '=', lineId)
    .where('h.superseded', '=', 0)
    .where('h.status', '=', 'running')
    .where('h.at_ms', '<', nowMs)
    .where((eb) => eb.or([eb('h.ended_ms', 'is', null), eb('h.ended_ms', '>', sinceMs)]))
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb.parens(
            eb(
              eb
                .case()
                .when(eb.or([eb('h.ended_ms', 'is', null), eb('h.ended_ms', '>', nowMs)]))
                .then(eb.lit(nowMs))
                .else(eb.ref('h.ended_ms'))
                .end(),
              '-',
              eb.case().when('h.at_ms', '<', sinceMs).then(eb.lit(sinceMs)).else(eb.ref('h.at_ms')).end(),
            ),
          ),
        )
        .as('ms'),
    )
    .executeTakeFirst()
  return Math.max(0, Number(row?.ms ?? 0))
}

export async function insertReading(db: Conn, row: NewReadingRow): Promise<boolean> {
  const r = await db
    .insertInto('pm_readings')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The highest reading per unit of a plan's machine (or, without one of its own, its line). */
export async function currentMeters(db: Conn, lineId: number, machineId: string | null) {
  const rows = await meterReadings(db, [lineId])
  const out: Record<string, number> = {}
  for (const r of rows) {
    const own = machineId !== null && r.machine_id === machineId
    if (!own && r.machine_id !== null) continue
    if (own || out[r.unit] === undefined) out[r.unit] = Number(r.value)
  }
  return out
}
