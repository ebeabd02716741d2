// React access to the sync engine's state and the outbox counts.
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { db } from '../data/db'
import { syncEngine } from './sync-runtime'
import type { SyncState } from './sync-state'

export function useSyncState(): SyncState {
  return useSyncExternalStore(syncEngine.state.subscribe, syncEngine.state.get, syncEngine.state.get)
}

/**
 * One value drawn from the sync state (a boolean, a string): the component renders again only when that value
 * changes, not on every step of a sync run (phase, leader, event stream…).
 */
export function useSyncSelect<T extends string | number | boolean | null>(select: (state: SyncState) => T): T {
  const get = () => select(syncEngine.state.get())
  return useSyncExternalStore(syncEngine.state.subscribe, get, get)
}

export function useOutboxCounts(): { pending: number; notSent: number } {
  return useLiveQuery(async () => ({ pending: await db.outbox.count(), notSent: await db.rejected.count() }), [], {
    pending: 0,
    notSent: 0,
  })
}
