// What wakes the sync engine's leader besides its own timers: the outbox growing in another tab, and the
// browser going online, offline or visible again. Each returns its cleanup.
import { liveQuery } from 'dexie'
import type { LinesideDb } from '../data/db'

/** Writes made in other tabs reach the leader through Dexie's cross-tab live queries. Only a growing outbox
 * means new work: the engine's own deletes (after a pull) must not wake it again. */
export function onOutboxGrowth(db: LinesideDb, grew: () => void): () => void {
  let known: number | null = null
  const sub = liveQuery(() => db.outbox.count()).subscribe({
    next: (count) => {
      if (known !== null && count > known) grew()
      known = count
    },
    error: () => undefined,
  })
  return () => sub.unsubscribe()
}

export interface BrowserHandlers {
  online: () => void
  offline: () => void
  /** The page became visible again. */
  visible: () => void
}

export function onBrowserChanges(handlers: BrowserHandlers): () => void {
  if (typeof window === 'undefined') return () => undefined
  const visible = () => document.visibilityState === 'visible' && handlers.visible()
  window.addEventListener('online', handlers.online)
  window.addEventListener('offline', handlers.offline)
  document.addEventListener('visibilitychange', visible)
  return () => {
    window.removeEventListener('online', handlers.online)
    window.removeEventListener('offline', handlers.offline)
    document.removeEventListener('visibilitychange', visible)
  }
}

/** Asks the browser not to evict the cache and outbox under storage pressure (DESIGN.md §2). */
export function askPersistentStorage(answered: (persisted: boolean) => void): void {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persist) return
  void storage
    .persist()
    .then(answered)
    .catch(() => answered(false))
}
