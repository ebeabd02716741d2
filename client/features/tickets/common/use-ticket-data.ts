// Live reads of the local cache for the ticket screens; they never wait on the network.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { compareByNumberInName } from '../../../../shared/lines'
import type { Engineer, ProductionLine, Ticket } from '../../../../shared/types'
import { db } from '../../../data/db'
import { engineerName } from './display-id'

export interface TicketsRead {
  /** undefined while the first read runs. */
  tickets: Ticket[] | undefined
  /** Set when the cache itself could not be read (IndexedDB unavailable or broken), never for being offline. */
  error: unknown
  /** Reads again (after a failure). */
  retry: () => void
}

export function useTickets(): TicketsRead {
  const [attempt, setAttempt] = useState(0)
  const retry = () => setAttempt((a) => a + 1)
  const result = useLiveQuery(async () => {
    try {
      return { tickets: await db.tickets.toArray(), error: null }
    } catch (error) {
      console.warn('Reading tickets from the local cache failed', error)
      return { tickets: [] as Ticket[], error }
    }
  }, [attempt])
  return { ...(result ?? { tickets: undefined, error: null }), retry }
}

export function useEngineers(): Engineer[] {
  return useLiveQuery(
    async () => (await db.engineers.toArray()).sort((a, b) => engineerName(a).localeCompare(engineerName(b))),
    [],
    [],
  )
}

export function useLines(): ProductionLine[] {
  return useLiveQuery(async () => (await db.lines.toArray()).sort(compareByNumberInName), [], [])
}
