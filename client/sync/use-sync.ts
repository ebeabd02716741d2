// React access to the sync engine's state and the outbox counts.
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo, useSyncExternalStore } from 'react'
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

/** Both counts in one read transaction (two, outside one), and the same object while neither changed. */
export function useOutboxCounts(): { pending: number; notSent: number } {
  const [pending, notSent] = useLiveQuery(
    () => db.transaction('r', db.outbox, db.rejected, () => Promise.all([db.outbox.count(), db.rejected.count()])),
    [],
    [0, 0],
  )
  return useMemo(() => ({ pending, notSent }), [pending, notSent])
}
