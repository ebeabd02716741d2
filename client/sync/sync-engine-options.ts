// The sync engine's options and the small constants of its runs (sync-engine.ts).
import type { LinesideDb } from '../data/db'
import type { LockManagerLike } from './leader-channel'
import type { FetchLike } from './sync-api'

export interface SyncEngineOptions {
  db?: LinesideDb
  fetch?: FetchLike
  /** Hold a Web Lock so only one tab syncs; the others ask it (off in tests that drive one engine). */
  useLeaderLock?: boolean
  /** The Web Locks to elect the leader with (tests give their own; default navigator.locks). */
  locks?: LockManagerLike
  /** Listen to /api/events (off in unit tests that drive drain() themselves). */
  useEvents?: boolean
  pollMs?: number
  /** An event stream silent for this long is dead (the server writes a heartbeat every 15 s). */
  eventsSilentMs?: number
}

/** A run that ends sooner is not shown as "syncing": the indicator (and every screen reading the state) stays put. */
export const SYNCING_SHOWN_AFTER_MS = 300

/** False once the browser says it is offline (its 'offline' event has been or is about to be handled). */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false
