// Keyset pages of the ticket lists (/api/tickets, /engineer-view, /it-view): a big plant's list comes in
// answers of at most TICKET_PAGE_ROWS tickets and TICKET_PAGE_BYTES of JSON, newest first (decision 136).
// The answer stays the spec's array; the next page is named by a `Link: <…>; rel="next"` header.
import { z } from 'zod'
import type { Ticket } from '../../shared/types'
import type { Db } from '../db/connection'
import { badRequest, parseOrThrow } from '../http/errors'
import { withDetails } from './ticket-mapper'
import { listTicketRows, type TicketFilter, type TicketPageKey } from './tickets.repository'

export const TICKET_PAGE_ROWS = 500
export const TICKET_PAGE_BYTES = 3_500_000

export interface TicketPage<T> {
  items: T[]
  /** The `after` of the next page, or null on the last one. */
  next: string | null
}

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(TICKET_PAGE_ROWS).optional(),
  after: z.string().max(100).optional(),
})

/** `after` is `<createdAt>~<ticket number>` of the last ticket of the previous page. */
export function parsePageQuery(query: Record<string, string | undefined>): TicketPageKey {
  const { limit, after } = parseOrThrow(pageQuery, { limit: query.limit || undefined, after: query.after || undefined })
  if (after === undefined) return { limit: limit ?? TICKET_PAGE_ROWS }
  const cut = after.lastIndexOf('~')
  const createdAt = after.slice(0, cut)
  const ticketNumber = Number(after.slice(cut + 1))
  if (cut <= 0 || !Number.isInteger(ticketNumber) || Number.isNaN(Date.parse(createdAt))) throw badRequest('after is not a page cursor', { after: 'Not a page cursor' })
  return { limit: limit ?? TICKET_PAGE_ROWS, after: { createdAt, ticketNumber } }
}

/** One page of tickets, cut short when its JSON would pass the byte bound (always at least one ticket). */
export async function ticketPage<T>(db: Db, filter: TicketFilter, key: TicketPageKey, view: (t: Ticket) => T): Promise<TicketPage<T>> {
  const rows = await listTicketRows(db, filter, Object.assign({}, key, { limit: key.limit + 1 }))
  const tickets = await withDetails(db, rows.slice(0, key.limit))
  const items: T[] = []
  let bytes = 2
  for (const ticket of tickets) {
    const item = view(ticket)
    const size = JSON.stringify(item).length + 1
    if (items.length > 0 && bytes + size > TICKET_PAGE_BYTES) break
    items.push(item)
    bytes += size
  }
  const last = rows[items.length - 1]
  const more = items.length < rows.length
  return { items, next: more && last ? `${last.created_at}~${last.ticket_number}` : null }
}

/** The Link header naming the next page of the same list, keeping its limit. */
export function nextLink(url: string, next: string | null): string | null {
  if (next === null) return null
  const u = new URL(url)
  u.searchParams.set('after', next)
  return `<${u.pathname}${u.search}>; rel="next"`
}
