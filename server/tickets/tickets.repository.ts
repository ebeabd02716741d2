// Tickets, their notes and images: all SQL for them lives here.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { NewTicketRow, TicketUpdate } from '../db/database'

/** Ticket rows with the names of the people involved. */
export const ticketWithNames = (db: Db | Trx) =>
  db
    .selectFrom('tickets as t')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .leftJoin('users as r', 'r.id', 't.reported_by')
    .selectAll('t')
    .select([
      'a.first_name as assignee_first_name',
      'a.last_name as assignee_last_name',
      'r.first_name as reporter_first_name',
      'r.last_name as reporter_last_name',
    ])

export type TicketWithNamesRow = Awaited<ReturnType<ReturnType<typeof ticketWithNames>['executeTakeFirstOrThrow']>>

export function findTicketRow(db: Db | Trx, id: string) {
  return ticketWithNames(db).where('t.id', '=', id).executeTakeFirst()
}

export function notesFor(db: Db | Trx, ticketIds: string[]) {
  if (ticketIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('ticket_notes as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .selectAll('n')
    .select(['u.first_name', 'u.last_name'])
    .where('n.ticket_id', 'in', ticketIds)
    .orderBy('n.created_at')
    .execute()
}

export function imagesFor(db: Db | Trx, ticketIds: string[]) {
  if (ticketIds.length === 0) return Promise.resolve([])
  return db.selectFrom('ticket_images').selectAll().where('ticket_id', 'in', ticketIds).orderBy('created_at').execute()
}

export async function insertTicket(db: Db | Trx, row: NewTicketRow): Promise<void> {
  await db.insertInto('tickets').values(row).execute()
}

export async function updateTicket(db: Db | Trx, id: string, values: TicketUpdate): Promise<void> {
  await db.updateTable('tickets').set(values).where('id', '=', id).execute()
}

export async function nextTicketNumber(db: Db | Trx): Promise<number> {
  const row = await db.selectFrom('tickets').select((eb) => eb.fn.max<number | null>('ticket_number').as('n')).executeTakeFirst()
  return (row?.n ?? 0) + 1
}

export async function insertNote(db: Db | Trx, note: { id: string; ticketId: string; authorId: number; kind: 'note' | 'rejection'; text: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('ticket_notes')
    .values({ id: note.id, ticket_id: note.ticketId, author_id: note.authorId, kind: note.kind, text: note.text, created_at: note.createdAt })
    .execute()
}

export function findNote(db: Db | Trx, id: string) {
  return db.selectFrom('ticket_notes').selectAll().where('id', '=', id).executeTakeFirst()
}
