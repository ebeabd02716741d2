// Live reads for the IT screens from the local cache: lines and IT tickets (never waits on the network).
import { useLiveQuery } from 'dexie-react-hooks'
import { sortLineCards } from '../../../shared/it-dashboard'
import { compareOpenFirstThenNewest } from '../../../shared/tickets'
import type { Engineer, ProductionLine, Ticket } from '../../../shared/types'
import { db } from '../../data/db'

/** Lines in card order (stopped, maintenance, running, number in name); undefined while reading. */
export function useSortedLines(): ProductionLine[] | undefined {
  return useLiveQuery(async () => sortLineCards(await db.lines.toArray()), [])
}

/** Unarchived IT tickets, open first, then newest first. */
export function useItTickets(): Ticket[] | undefined {
  return useLiveQuery(async () => {
    const tickets = await db.tickets.where('ticketType').equals('it').toArray()
    return tickets.filter((t) => !t.archived).sort(compareOpenFirstThenNewest)
  }, [])
}

/** People a ticket can be assigned to (engineers and IT staff). */
export function useAssignees(): Engineer[] {
  return useLiveQuery(() => db.engineers.toArray(), [], [])
}
