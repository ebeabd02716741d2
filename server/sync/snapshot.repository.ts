// Keyset pages of the synced tables for the snapshot: bounded rows per query, never an IN list.
import type { Trx } from '../context'
import { ticketWithNames } from '../tickets/tickets.repository'

export function machinesAfter(trx: Trx, after: string | null, limit: number) {
  let q = trx.selectFrom('machines').selectAll()
  if (after !== null) q = q.where('id', '>', after)
  return q.orderBy('id').limit(limit).execute()
}

export function equipmentAfter(trx: Trx, after: number | null, limit: number) {
  let q = trx.selectFrom('equipment').selectAll()
  if (after !== null) q = q.where('id', '>', after)
  return q.orderBy('id').limit(limit).execute()
}

export function ticketsAfter(trx: Trx, after: string | null, limit: number) {
  let q = ticketWithNames(trx).where('t.archived_at', 'is', null)
  if (after !== null) q = q.where('t.id', '>', after)
  return q.orderBy('t.id').limit(limit).execute()
}

/** Notes of the tickets whose ids fall in [from, to]: a range, so a page never binds its ids. */
export function notesInRange(trx: Trx, from: string, to: string) {
  return trx
    .selectFrom('ticket_notes as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .selectAll('n')
    .select(['u.first_name', 'u.last_name'])
    .where('n.ticket_id', '>=', from)
    .where('n.ticket_id', '<=', to)
    .orderBy('n.created_at')
    .execute()
}

export function imagesInRange(trx: Trx, from: string, to: string) {
  return trx
    .selectFrom('ticket_images')
    .selectAll()
    .where('ticket_id', '>=', from)
    .where('ticket_id', '<=', to)
    .orderBy('created_at')
    .execute()
}

/** A page of the change log after a cursor, in commit order. */
export function changeLogAfter(trx: Trx, cursor: number, limit: number) {
  return trx
    .selectFrom('change_log')
    .select(['seq', 'entity', 'entity_id', 'op'])
    .where('seq', '>', cursor)
    .orderBy('seq')
    .limit(limit)
    .execute()
}
