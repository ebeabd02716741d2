// PostgreSQL scale-out (decision 149): ticket numbers from a sequence, so creating a ticket no longer holds
// a lock until its transaction (a whole push batch) commits. SQLite keeps max + 1 (one writer): nothing to do.
import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`create sequence if not exists ticket_number_seq`.execute(db)
  await sql`select setval('ticket_number_seq', coalesce((select max(ticket_number) from tickets), 0) + 1, false)`.execute(
    db,
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`drop sequence if exists ticket_number_seq`.execute(db)
}
