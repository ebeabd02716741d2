// The sync engine's observable state, for the indicator and panel (useSyncExternalStore).
import { SyncHttpError } from './sync-api'

export interface SyncState {
  online: boolean
  phase: 'idle' | 'syncing' | 'offline' | 'signed-out' | 'error'
  /** SSE connected: changes arrive within a second. */
  live: boolean
  leader: boolean
  lastSyncAt: string | null
  lastError: string | null
  storagePersisted: boolean | null
  /** A first sync under way: snapshot pages and rows received so far (null when none is running). */
  firstSync: { pages: number; rows: number } | null
}

export const initialSyncState: SyncState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  phase: 'idle',
  live: false,
  leader: false,
  lastSyncAt: null,
  lastError: null,
  storagePersisted: null,
  firstSync: null,
}

export class SyncStateStore {
  private state: SyncState = initialSyncState
  private readonly listeners = new Set<() => void>()

  get = (): SyncState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  set(patch: Partial<SyncState>): void {
    const next = { ...this.state, ...patch }
    if (Object.entries(patch).every(([k, v]) => this.state[k as keyof SyncState] === v)) return
    this.state = next
    for (const listener of this.listeners) listener()
  }
}

/**
 * What a failed run tells the indicator, and whether to try again after a backoff: a refused session waits for
 * the next sign-in (the queue stays), a lost network says offline, anything else is an error.
 */
export function failedRun(error: unknown): { patch: Partial<SyncState>; retry: boolean } {
  const kind = error instanceof SyncHttpError ? error.kind : 'server'
  const lastError = error instanceof Error ? error.message : String(error)
  if (kind === 'auth') return { patch: { phase: 'signed-out', lastError }, retry: false }
  if (kind === 'network') return { patch: { phase: 'offline', online: false, live: false, lastError }, retry: true }
  return { patch: { phase: 'error', lastError }, retry: true }
}
