// Ticket report SQL: summary, first rows, tickets per day and failures per line × category, aggregated in
// the database over tickets created in [start, end). Archived tickets stay in reports.
import type { ExpressionBuilder } from 'kysely'
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import type { Database } from '../db/database'
import { secondsBetween } from './iso-epoch'

export interface TicketRange {
  start: string
  end: string
  lineId?: number
}

type TicketEb = ExpressionBuilder<Database & { t: Database['tickets'] }, 't'>

export const CLOSED_STATUSES = ['closed', 'resolved']
const URGENT = ['high', 'critical']

function inRange(db: Db | Trx, r: TicketRange) {
  let q = db.selectFrom('tickets as t').where('t.created_at', '>=', r.start).where('t.created_at', '<', r.end)
  if (r.lineId !== undefined) q = q.where('t.line_id', '=', r.lineId)
  return q
}

const count = (eb: TicketEb, when: ReturnType<TicketEb['and']> | ReturnType<TicketEb>) =>
  eb.fn.sum<number | null>(eb.case().when(when).then(1).else(0).end())

/** Resolution seconds of a closed ticket, else null (so SUM and COUNT skip it). */
const resolutionSeconds = (eb: TicketEb) =>
  eb
    .case()
    .when(eb.and([eb('t.status', 'in', CLOSED_STATUSES), eb('t.resolved_at', 'is not', null)]))
    .then(secondsBetween(eb, eb.ref('t.created_at'), eb.ref('t.resolved_at')))
    .end()

export async function ticketTotals(db: Db | Trx, r: TicketRange) {
  const row = await inRange(db, r)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      count(eb, eb('t.status', 'in', CLOSED_STATUSES)).as('closed'),
      eb.fn.sum<number | null>(resolutionSeconds(eb)).as('resolution_s'),
      eb.fn.count<number>(resolutionSeconds(eb)).as('resolved'),
      count(eb, eb('t.priority', 'in', URGENT)).as('urgent'),
      eb.fn.sum<number | null>(secondsBetween(eb, eb.ref('t.assigned_at'), eb.ref('t.accepted_at'))).as('accept_s'),
      eb.fn.count<number>('t.accepted_at').as('accepted'),
      eb.fn.sum<number | null>(secondsBetween(eb, eb.ref('t.assigned_at'), eb.ref('t.started_at'))).as('start_s'),
      count(eb, eb.and([eb('t.assigned_at', 'is not', null), eb('t.started_at', 'is not', null)])).as('started'),
    ])
    .executeTakeFirstOrThrow()
  return {
    total: Number(row.total),
    closed: Number(row.closed ?? 0),
    resolutionSeconds: Number(row.resolution_s ?? 0),
    resolved: Number(row.resolved),
    urgent: Number(row.urgent ?? 0),
    acceptSeconds: Number(row.accept_s ?? 0),
    accepted: Number(row.accepted),
    startSeconds: Number(row.start_s ?? 0),
    started: Number(row.started ?? 0),
  }
}

/** Newest first, with the assignee's name and resolution seconds. */
export function firstTickets(db: Db | Trx, r: TicketRange, limit: number) {
  return inRange(db, r)
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .select((eb) => [
      't.id',
      't.ticket_number',
      't.priority',
      't.status',
      't.line_id',
      't.line_name',
      't.category',
      't.description',
      't.created_at',
      't.resolved_at',
      'a.first_name',
      'a.last_name',
      resolutionSeconds(eb).as('resolution_s'),
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute()
}

export type TicketListRow = Awaited<ReturnType<typeof firstTickets>>[number]

/** Ticket counts per UTC day (the first ten characters of created_at) and status. */
export function ticketsPerDay(db: Db | Trx, r: TicketRange) {
  return inRange(db, r)
    .select((eb) => [eb.fn<string>('substr', ['t.created_at', eb.lit(1), eb.lit(10)]).as('day'), 't.status', eb.fn.countAll<number>().as('n')])
    .groupBy([(eb) => eb.fn<string>('substr', ['t.created_at', eb.lit(1), eb.lit(10)]), 't.status'])
    .execute()
}

/** Tickets on a production line, per line and category, with the resolution time of the closed ones. */
export function failuresByLineAndCategory(db: Db | Trx, r: TicketRange) {
  return inRange(db, r)
    .innerJoin('production_lines as l', 'l.id', 't.line_id')
    .select((eb) => [
      'l.id as line_id',
      'l.name as line_name',
      't.category',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number | null>(resolutionSeconds(eb)).as('resolution_s'),
      eb.fn.count<number>(resolutionSeconds(eb)).as('resolved'),
    ])
    .groupBy(['l.id', 'l.name', 't.category'])
    .execute()
}

/** The category tickets most often carry for each of these descriptions (stop reasons), bounded list. */
export function categoriesOfDescriptions(db: Db | Trx, descriptions: string[]) {
  if (descriptions.length === 0) return Promise.resolve([])
  return db
    .selectFrom('tickets')
    .select((eb) => ['description', 'category', eb.fn.countAll<number>().as('n')])
    .where('description', 'in', descriptions)
    .groupBy(['description', 'category'])
    .execute()
}
