// Tickets as a synced entity: keyset pages of open (not archived) tickets with their notes and images.
import type { Ticket } from '../../shared/types'
import type { Trx } from '../context'
import type { SyncSource } from '../sync-kit/sync-source'
import { getTicketsByIds, toImage, toNote, toTicket } from './ticket-mapper'
import { ticketWithNames } from './tickets.repository'

export const ticketsSource: SyncSource<'tickets'> = {
  page: ticketPage,
  byIds: getTicketsByIds,
}

async function ticketPage(trx: Trx, after: string | number | null, limit: number): Promise<Ticket[]> {
  let q = ticketWithNames(trx).where('t.archived_at', 'is', null)
  if (after !== null) q = q.where('t.id', '>', String(after))
  const rows = await q.orderBy('t.id').limit(limit).execute()
  if (rows.length === 0) return []
  const from = rows[0]!.id
  const to = rows.at(-1)!.id
  const [notes, images] = [await notesInRange(trx, from, to), await imagesInRange(trx, from, to)]
  const notesBy = group(notes.map(toNote), (n) => n.ticketId)
  const imagesBy = group(images.map(toImage), (i) => i.ticketId)
  return rows.map((r) => toTicket(r, notesBy.get(r.id) ?? [], imagesBy.get(r.id) ?? []))
}

/** Notes of the tickets whose ids fall in [from, to]: a range, so a page never binds its ids. */
function notesInRange(trx: Trx, from: string, to: string) {
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

function imagesInRange(trx: Trx, from: string, to: string) {
  return trx
    .selectFrom('ticket_images')
    .selectAll()
    .where('ticket_id', '>=', from)
    .where('ticket_id', '<=', to)
    .orderBy('created_at')
    .execute()
}

function group<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const list = map.get(key(item))
    if (list) list.push(item)
    else map.set(key(item), [item])
  }
  return map
}
