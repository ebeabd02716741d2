// Runs before the first render: drops pre-Lineside storage keys and resets caches when the app version changed.
import { APP_VERSION } from '../../../shared/constants'
import { clearCaches } from '../../lib/cache-reset'
import { clearSession } from '../../lib/session-store'

export const APP_VERSION_KEY = 'lineside.appVersion'

/** Keys older builds used before the 'lineside.' prefix (spec §9: removed on load). */
export const LEGACY_KEYS = [
  'authToken',
  'token',
  'user',
  'userType',
  'sessionStart',
  'currentUser',
  'appVersion',
] as const

/** Caches "whose names relate to the product or its API" (spec §9). Workbox's precache is not one of them. */
export const isAppCache = (name: string) => /lineside|api/i.test(name)

/** Returns 'reloading' when the page is about to reload and should not render. */
export async function runStartupChecks(
  reload: () => void = () => window.location.reload(),
): Promise<'ready' | 'reloading'> {
  for (const key of LEGACY_KEYS) localStorage.removeItem(key)
  const previous = localStorage.getItem(APP_VERSION_KEY)
  if (previous === APP_VERSION) return 'ready'
  clearSession()
  try {
    await clearCaches(isAppCache)
  } catch (error) {
    console.warn('Cache reset after version change failed', error)
  }
  localStorage.setItem(APP_VERSION_KEY, APP_VERSION)
  if (previous === null) return 'ready'
  reload()
  return 'reloading'
}
