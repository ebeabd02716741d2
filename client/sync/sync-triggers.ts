// What wakes the sync engine's leader besides its own timers and writes (another tab's writes: leader-channel.ts):
// the browser going online, offline or visible again. Each returns its cleanup.

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
