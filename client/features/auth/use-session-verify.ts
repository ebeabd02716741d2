// Checks a cached session with the server on start, and again when the device comes back online
// if the first check could not reach it. Offline, the cached user keeps working (DESIGN.md §2).
import { useEffect } from 'react'
import { afterFirstPaint } from '../../lib/first-paint'
import { clearSession, readSession, updateStoredUser } from '../../lib/session-store'
import { requestVerify } from './auth-api'

export function useSessionVerify(token: string | null): void {
  useEffect(() => {
    if (!token) return
    let settled = false
    let cancelled = false
    const verify = async () => {
      const result = await requestVerify(token)
      // The user may have logged out or switched account while the call was out.
      if (cancelled || readSession()?.token !== token) return
      if (result.kind === 'valid') {
        settled = true
        updateStoredUser(result.user)
      } else if (result.kind === 'invalid') {
        settled = true
        clearSession()
      }
    }
    const onOnline = () => {
      if (!settled) void verify()
    }
    // Once the first screen has painted (docs/decisions/161): the cached session already shows it.
    void afterFirstPaint().then(() => (cancelled ? undefined : verify()))
    window.addEventListener('online', onOnline)
    return () => {
      cancelled = true
      window.removeEventListener('online', onOnline)
    }
  }, [token])
}
