// Cache Storage and service-worker reset: "Clear Cache & Reload", "App not loading?" and the version check.
// IndexedDB is never touched here: it holds the outbox of changes not yet sent.
export const CACHE_RESET_RELOAD_DELAY_MS = 1000

/** Deletes Cache Storage caches whose name matches; all of them without a filter. */
export async function clearCaches(match?: (name: string) => boolean): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.filter((name) => !match || match(name)).map((name) => caches.delete(name)))
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
}

/** Clears every cache and the service worker, then reloads after a second so the user sees it happen. */
export async function clearCacheAndReload(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await Promise.all([clearCaches(), unregisterServiceWorkers()])
  } catch (error) {
    console.warn('Cache reset incomplete; reloading anyway', error)
  } finally {
    window.setTimeout(reload, CACHE_RESET_RELOAD_DELAY_MS)
  }
}
