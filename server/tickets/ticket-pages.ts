// Keyset pages of the ticket lists (/api/tickets, /active, /engineer-view, /it-view, /my-queue): a big plant's
// list comes in answers of at most TICKET_PAGE_ROWS tickets and TICKET_PAGE_BYTES of JSON, in the list's order
// (decisions 136, 177). The answer stays the spec's array; the next page is named by a `Link: <…>; rel="next"`
// header.
import { z } from 'zod'
import type { Ticket } from '../../shared/types'
import type { Db } from '../db/connection'
import { badRequest, parseOrThrow } from '../http/errors'
import { isInt32 } from '../http/keyset-page'
import { withDetails } from './ticket-mapper'
import {
  listTicketRows,
  priorityRank,
  type TicketFilter,
  type TicketPageKey,
  type TicketWithNamesRow,
} from './tickets.repository'

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

const NOT_A_CURSOR = () => badRequest('after is not a page cursor', { after: 'Not a page cursor' })

/**
 * `after` is `<createdAt>~<ticket number>` of the last ticket of the previous page; a list in priority order
 * (`byPriority`) puts the ticket's priority rank first: `<rank>~<createdAt>~<ticket number>`.
 */
export function parsePageQuery(
  query: Record<string, string | undefined>,
  options: { byPriority?: boolean } = {},
): TicketPageKey {
  const { limit, after } = parseOrThrow(pageQuery, { limit: query.limit || undefined, after: query.after || undefined })
  if (after === undefined) return { limit: limit ?? TICKET_PAGE_ROWS }
  const parts = after.split('~')
  const rank = options.byPriority ? Number(parts.shift()) : undefined
  if (parts.length !== 2 || (rank !== undefined && !(isInt32(rank) && rank >= 0))) throw NOT_A_CURSOR()
  const [createdAt, number] = parts as [string, string]
  const ticketNumber = Number(number)
  if (!createdAt || !number || !isInt32(ticketNumber) || Number.isNaN(Date.parse(createdAt))) throw NOT_A_CURSOR()
  return {
    limit: limit ?? TICKET_PAGE_ROWS,
    after: rank === undefined ? { createdAt, ticketNumber } : { rank, createdAt, ticketNumber },
  }
}

function cursorOf(row: TicketWithNamesRow, byPriority: boolean | undefined): string {
  const key = `${row.created_at}~${row.ticket_number}`
  return byPriority ? `${priorityRank(row.priority)}~${key}` : key
}

/**
 * One page of tickets, cut short when its JSON would pass the byte bound (always at least one ticket).
 * `keep` drops rows the SQL filter could not (a line number named inside a line name): the scan then goes on
 * past them, a page of rows at a time, until the page is full or the list ends.
 */
export async function ticketPage<T>(
  db: Db,
  filter: TicketFilter,
  key: TicketPageKey,
  view: (t: Ticket) => T,
  keep: (row: TicketWithNamesRow) => boolean = () => true,
): Promise<TicketPage<T>> {
  const kept: TicketWithNamesRow[] = []
  for (let after = key.after; ;) {
    const rows = await listTicketRows(db, filter, { limit: key.limit + 1, after })
    for (const row of rows) if (kept.length <= key.limit && keep(row)) kept.push(row)
    const last = rows.at(-1)
    if (kept.length > key.limit || rows.length <= key.limit || !last) break
    after = { createdAt: last.created_at, ticketNumber: last.ticket_number ?? 0, rank: priorityRank(last.priority) }
  }
  const tickets = await withDetails(db, kept.slice(0, key.limit))
  const items: T[] = []
  let bytes = 2
  for (const ticket of tickets) {
    const item = view(ticket)
    const size = JSON.stringify(item).length + 1
    if (items.length > 0 && bytes + size > TICKET_PAGE_BYTES) break
    items.push(item)
    bytes += size
  }
  const last = kept[items.length - 1]
  const more = items.length < kept.length
  return { items, next: more && last ? cursorOf(last, filter.byPriority) : null }
}

/** The Link header naming the next page of the same list, keeping its limit. */
export function nextLink(url: string, next: string | null): string | null {
  if (next === null) return null
  const u = new URL(url)
  u.searchParams.set('after', next)
  return `<${u.pathname}${u.search}>; rel="next"`
}
