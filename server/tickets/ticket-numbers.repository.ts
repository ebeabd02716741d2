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
  const next = async () =>
    Number((await sql<{ n: number }>`select nextval('ticket_number_seq') as n`.execute(db)).rows[0]!.n)
  // The number and the check that it is past max(ticket_number), in one round trip.
  const first = (
    await sql<{
      n: number
      max: number | null
    }>`select nextval('ticket_number_seq') as n, (select max(ticket_number) from tickets) as max`.execute(db)
  ).rows[0]!
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
