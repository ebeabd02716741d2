// Splash constants (spec §9) and the test/kiosk switch that skips it.
export const SPLASH_MS = 5000
export const SPLASH_STEP_MS = 50
export const SPLASH_MESSAGE_MS = 1000
export const SPLASH_HELP_AFTER_MS = 3000
export const SKIP_SPLASH_KEY = 'lineside.skipSplash'

export const SPLASH_MESSAGES = ['starting', 'lines', 'session', 'offline', 'ready'] as const
export type SplashMessage = (typeof SPLASH_MESSAGES)[number]

/** localStorage 'lineside.skipSplash' = '1' or a `?nosplash` query skips the 5-second splash (e2e, demos). */
export function shouldSkipSplash(location: Pick<Location, 'search'> = window.location): boolean {
  if (new URLSearchParams(location.search).has('nosplash')) return true
  try {
    return localStorage.getItem(SKIP_SPLASH_KEY) === '1'
  } catch {
    return false
  }
}
