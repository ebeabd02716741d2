// The tickets export reads in keyset pages (created_at, id), so memory stays flat for any range and no
// long-running cursor holds the connection between pages (a cursor could not share the pool's pipelined
// connections anyway: pg refuses pg-cursor in pipeline mode). On PostgreSQL a page is sent by the pg pool itself,
// the SQL still built by Kysely (decision 275).
import type { Trx } from '../context'
import { postgresPool, type Db } from '../db/connection'
import type { TicketRange } from './ticket-report.repository'

export interface PageCursor {
  createdAt: string
  id: string
}

/**
 * One page of the export. On PostgreSQL the compiled statement goes straight to the pool (unnamed, rows as pg
 * gives them, which is what Kysely answers too): through Kysely's connection path the same 100,000 rows grew the
 * server's memory by 45–65 MB, straight through the pool by about 20 (decision 275).
 */
export async function ticketExportPage(db: Db | Trx, r: TicketRange, after: PageCursor | null, limit: number) {
  const query = ticketExportQuery(db, r, after, limit)
  // A transaction is no Db of its own: it has no pool here and runs through Kysely.
  const pool = postgresPool(db as Db)
  if (!pool) return query.execute()
  const compiled = query.compile()
  const result = await pool.query({ text: compiled.sql, values: [...compiled.parameters] })
  return result.rows as Awaited<ReturnType<typeof query.execute>>
}

/** The page's query (Kysely reads it on SQLite and inside a transaction; tests compare the two paths). */
export function ticketExportQuery(db: Db | Trx, r: TicketRange, after: PageCursor | null, limit: number) {
  // One lower bound on created_at: the cursor's, else the range start. (With both, SQLite seeks from the one
  // written first, the range start, and every page re-reads the rows before the cursor.)
  let q = db
    .selectFrom('tickets as t')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .where('t.created_at', '>=', after ? after.createdAt : r.start)
    .where('t.created_at', '<', r.end)
  if (r.lineId !== undefined) q = q.where('t.line_id', '=', r.lineId)
  if (after) q = q.where((eb) => eb.or([eb('t.created_at', '>', after.createdAt), eb('t.id', '>', after.id)]))
  return q
    .select([
      't.id',
      't.ticket_number',
      't.ticket_type',
      't.priority',
      't.status',
      't.line_id',
      't.line_name',
      't.machine_name',
      't.category',
      't.description',
      't.created_at',
      't.assigned_at',
      't.accepted_at',
      't.started_at',
      't.resolved_at',
      't.resolution_summary',
      't.parts_used',
      't.time_spent',
      't.archived_at',
      'a.first_name',
      'a.last_name',
    ])
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(limit)
}
