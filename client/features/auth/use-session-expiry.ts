// The 8-hour session (spec §9): logs out when it ends, also after the tablet slept through the deadline.
import { useEffect } from 'react'
import { SESSION_MS } from '../../../shared/constants'

export function useSessionExpiry(startedAt: number | null, onExpired: () => void): void {
  useEffect(() => {
    if (startedAt === null) return
    const expiresAt = startedAt + SESSION_MS
    const check = () => {
      if (Date.now() >= expiresAt) onExpired()
    }
    if (Date.now() >= expiresAt) {
      onExpired()
      return
    }
    const timer = window.setTimeout(onExpired, expiresAt - Date.now())
    // Timers do not fire while a device sleeps; re-check when the screen comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [startedAt, onExpired])
}
