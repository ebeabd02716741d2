// Ticket report SQL: summary, first rows, tickets per day and failures per line × category, aggregated in
// the database over tickets created in [start, end). Archived tickets stay in reports.
import type { ExpressionBuilder } from 'kysely'
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import type { Database } from '../db/database'
import { CUSTOM_PLAN } from '../db/pg-named-statements'

export interface TicketRange {
  start: string
  end: string
  lineId?: number
}

type TicketEb = ExpressionBuilder<Database & { t: Database['tickets'] }, 't'>

export const CLOSED_STATUSES = ['closed', 'resolved']
const URGENT = ['high', 'critical']

function inRange(db: Db | Trx, r: TicketRange) {
  let q = db
    .selectFrom('tickets as t')
    .modifyFront(CUSTOM_PLAN)
    .where('t.created_at', '>=', r.start)
    .where('t.created_at', '<', r.end)
  if (r.lineId !== undefined) q = q.where('t.line_id', '=', r.lineId)
  return q
}

const count = (eb: TicketEb, when: ReturnType<TicketEb['and']> | ReturnType<TicketEb>) =>
  eb.fn.sum<number | null>(eb.case().when(when).then(1).else(0).end())

const between = (
  eb: TicketEb,
  from: 't.created_ms' | 't.assigned_ms',
  to: 't.resolved_ms' | 't.accepted_ms' | 't.started_ms',
) => eb.parens(eb(eb.ref(to), '-', eb.ref(from)))

/** Resolution milliseconds of a closed ticket, else null (so SUM skips it). */
const resolutionMs = (eb: TicketEb) =>
  eb
    .case()
    .when(eb('t.status', 'in', CLOSED_STATUSES))
    .then(between(eb, 't.created_ms', 't.resolved_ms'))
    .end()

const isResolved = (eb: TicketEb) =>
  eb.and([eb('t.status', 'in', CLOSED_STATUSES), eb('t.resolved_ms', 'is not', null)])

/**
 * The day × status grouping's columns: counts and sums per UTC creation day and status. COUNT of a difference counts
 * the tickets where both times are set; a sum over none is 0.
 */
export function daySumColumns(eb: TicketEb) {
  const sum = (from: 't.created_ms' | 't.assigned_ms', to: 't.resolved_ms' | 't.accepted_ms' | 't.started_ms') =>
    eb.fn.coalesce(eb.fn.sum<number | null>(between(eb, from, to)), eb.lit(0))
  return [
    't.created_day as day',
    't.status',
    eb.fn.countAll<number>().as('n'),
    sum('t.created_ms', 't.resolved_ms').as('resolution_ms'),
    eb.fn.count<number>(between(eb, 't.created_ms', 't.resolved_ms')).as('resolved'),
    eb.fn.coalesce(count(eb, eb('t.priority', 'in', URGENT)), eb.lit(0)).as('urgent'),
    sum('t.assigned_ms', 't.accepted_ms').as('accept_ms'),
    eb.fn.count<number>(between(eb, 't.assigned_ms', 't.accepted_ms')).as('accepted'),
    sum('t.assigned_ms', 't.started_ms').as('start_ms'),
    eb.fn.count<number>(between(eb, 't.assigned_ms', 't.started_ms')).as('started'),
  ] as const
}

/**
 * The ticket summary and the tickets per day in one pass over the tickets created in the range, read along the
 * (created_day, status) index in group order, so nothing is sorted (decision 121).
 */
export function ticketDayStatusSums(db: Db | Trx, r: TicketRange) {
  let q = db
    .selectFrom('tickets as t')
    .modifyFront(CUSTOM_PLAN)
    .where('t.created_day', '>=', r.start.slice(0, 10))
    .where('t.created_day', '<=', r.end.slice(0, 10))
    .where('t.created_at', '>=', r.start)
    .where('t.created_at', '<', r.end)
  if (r.lineId !== undefined) q = q.where('t.line_id', '=', r.lineId)
  return q
    .select((eb) => daySumColumns(eb))
    .groupBy(['t.created_day', 't.status'])
    .execute()
}

export type DayStatusSum = Awaited<ReturnType<typeof ticketDayStatusSums>>[number]

/** Newest first, with the assignee's name and resolution milliseconds. */
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
      resolutionMs(eb).as('resolution_ms'),
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute()
}

export type TicketListRow = Awaited<ReturnType<typeof firstTickets>>[number]

/**
 * Tickets on these production lines, per line id and category, with the resolution time of the closed ones.
 * The line list (not "line_id is not null") lets the (line_id, category) index feed the groups in order.
 */
export function failuresByLineAndCategory(db: Db | Trx, r: TicketRange, lineIds: number[]) {
  if (lineIds.length === 0) return Promise.resolve([])
  return inRange(db, r)
    .where('t.line_id', 'in', lineIds)
    .select((eb) => [
      't.line_id',
      't.category',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number | null>(resolutionMs(eb)).as('resolution_ms'),
      count(eb, isResolved(eb)).as('resolved'),
    ])
    .groupBy(['t.line_id', 't.category'])
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
