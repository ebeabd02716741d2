// Ticket numbers: unique and increasing, drawn inside the creating transaction (decisions 113, 149, 171).
import { sql } from 'kysely'
import type { Trx } from '../context'
import { dialectOf } from '../db/dialect'
import { prepare } from '../db/prepared'

/** Any constant: the advisory lock under which a lagging ticket-number sequence catches up (decision 149). */
const TICKET_NUMBER_CATCH_UP_LOCK = 7_301_149
const maxTicketNumberQuery = prepare((db) =>
  db.selectFrom('tickets').select((eb) => eb.fn.max<number | null>('ticket_number').as('n')),
)

/**
 * The next ticket number; call inside the creating transaction.
 * SQLite: max + 1 (one writer: nothing can take the same number between the read and the insert; decision 113's
 * `ticket_number` write lock served PostgreSQL before the sequence, decision 171).
 * PostgreSQL: `nextval('ticket_number_seq')` (decision 149), which holds nothing until commit, so pushes from
 * several instances do not queue behind one another. A number at or below max(ticket_number) means rows were
 * written without the sequence (the demo seed, imported history): the sequence catches up once, under an
 * advisory lock so two catching-up creations cannot both set it back to the same max. A rolled-back creation
 * leaves a gap in the numbers (they are unique and increasing, not gap-free).
 */
export async function nextTicketNumber(db: Trx): Promise<number> {
  if (dialectOf(db) !== 'postgres') return (await maxTicketNumber(db)) + 1
  // The number and the check that it is past max(ticket_number), in one round trip.
  const first = (
    await sql<{
      n: number
      max: number | null
    }>`select nextval('ticket_number_seq') as n, (select max(ticket_number) from tickets) as max`.execute(db)
  ).rows[0]!
  return ticketNumberFrom(db, first)
}

/**
 * What creating a ticket reads before it writes, in one statement (decision 280): who reported a ticket of this id
 * if there is one (a resend), whether the line exists, and the ticket's number — drawn as `nextTicketNumber` draws
 * it: SQLite max + 1; PostgreSQL the sequence's next value beside max(ticket_number). A number drawn for a create
 * that is then refused is a gap, as a rolled-back creation leaves (numbers are unique and increasing, not gap-free).
 */
const creationFactsQuery = prepare((db, p: { id: string; lineId: number }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('tickets').select('reported_by').where('id', '=', p.id).as('reported_by'),
    eb.selectFrom('production_lines').select('id').where('id', '=', p.lineId).as('line_id'),
    eb
      .selectFrom('tickets')
      .select((e) => e.fn.max<number | null>('ticket_number').as('m'))
      .as('max'),
    dialectOf(db) === 'postgres' ? sql<number>`nextval('ticket_number_seq')`.as('n') : sql<null>`null`.as('n'),
  ]),
)

export interface CreationFacts {
  /** The reporter of an existing ticket with this id (a resend), else null. */
  reportedBy: number | null
  lineFound: boolean
  ticketNumber: number
}

export async function ticketCreationFacts(db: Trx, id: string, lineId: number | null): Promise<CreationFacts> {
  const row = (await creationFactsQuery.executeTakeFirst(db, { id, lineId: lineId ?? -1 }))!
  const max = row.max === null ? 0 : Number(row.max)
  return {
    reportedBy: row.reported_by ?? null,
    lineFound: row.line_id !== null,
    ticketNumber: row.n === null ? max + 1 : await ticketNumberFrom(db, { n: Number(row.n), max }),
  }
}

/** PostgreSQL: the sequence's value, unless it lags behind max(ticket_number) (rows written without it). */
async function ticketNumberFrom(db: Trx, first: { n: number; max: number | null }): Promise<number> {
  const next = async () =>
    Number((await sql<{ n: number }>`select nextval('ticket_number_seq') as n`.execute(db)).rows[0]!.n)
  let n = Number(first.n)
  if (n > Number(first.max ?? 0)) return n
  await sql`select pg_advisory_xact_lock(${sql.lit(TICKET_NUMBER_CATCH_UP_LOCK)})`.execute(db)
  const max = await maxTicketNumber(db)
  await sql`select setval('ticket_number_seq', greatest(${max}::bigint, (select last_value from ticket_number_seq)))`.execute(
    db,
  )
  n = await next()
  return n
}

async function maxTicketNumber(db: Trx): Promise<number> {
  const row = await maxTicketNumberQuery.executeTakeFirst(db, {})
  return row?.n ?? 0
}
