// The escalations the device holds (synced entity `ticketEscalations`, issue 34 §2), read by one live query
// shared by every badge and history on screen (a board shows many cards): per ticket, its fired steps, and
// whether it is still escalated — open or assigned and not accepted, by the device's own copy of the ticket, so
// accepting offline ends the badge at once.
import { liveQuery, type Subscription } from 'dexie'
import { useEffect, useSyncExternalStore } from 'react'
import type { TicketEscalation } from '../../../shared/push/push'
import { db } from '../../data/db'

export interface EscalationsOfTicket {
  steps: TicketEscalation[]
  /** The highest step fired while the ticket still waits to be accepted; null once accepted or closed. */
  openStep: number | null
}

type State = ReadonlyMap<string, EscalationsOfTicket>
const EMPTY: State = new Map()

let current: State = EMPTY
let subscription: Subscription | null = null
let users = 0
const listeners = new Set<() => void>()

async function read(): Promise<State> {
  const rows = await db.ticketEscalations.toArray()
  if (rows.length === 0) return EMPTY
  const ids = [...new Set(rows.map((r) => r.ticketId))]
  const tickets = await db.tickets.bulkGet(ids)
  const waiting = new Set(
    tickets
      .filter((t) => t && t.acceptedAt === null && (t.status === 'open' || t.status === 'assigned'))
      .map((t) => t!.id),
  )
  const out = new Map<string, EscalationsOfTicket>()
  for (const r of rows.sort((a, b) => a.step - b.step)) {
    const e = out.get(r.ticketId) ?? { steps: [], openStep: null }
    e.steps.push(r)
    if (waiting.has(r.ticketId)) e.openStep = Math.max(e.openStep ?? 0, r.step)
    out.set(r.ticketId, e)
  }
  return out
}

function start() {
  subscription = liveQuery(read).subscribe({
    next: (state) => {
      current = state
      for (const l of listeners) l()
    },
    error: () => undefined,
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => current

export function useEscalations(): State {
  useEffect(() => {
    users++
    if (users === 1) start()
    return () => {
      users--
      if (users === 0) {
        subscription?.unsubscribe()
        subscription = null
        current = EMPTY
      }
    }
  }, [])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
