// React access to the sync engine's state and the outbox counts.
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { db } from '../data/db'
import { syncEngine } from './sync-runtime'
import type { SyncState } from './sync-state'

export function useSyncState(): SyncState {
  return useSyncExternalStore(syncEngine.state.subscribe, syncEngine.state.get, syncEngine.state.get)
}

export function useOutboxCounts(): { pending: number; notSent: number } {
  return useLiveQuery(async () => ({ pending: await db.outbox.count(), notSent: await db.rejected.count() }), [], { pending: 0, notSent: 0 })
}
