// A tablet locked to a line stays on that line's screen: any other route leads back to it.
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSession } from '../entities/session/session-context'
import { kioskRoute, useKioskLock } from './kiosk-lock'
import { useWakeLock } from './use-wake-lock'

export function KioskGuard() {
  const lock = useKioskLock()
  const location = useLocation()
  const navigate = useNavigate()
  const { user } = useSession()
  useWakeLock(Boolean(lock))
  useEffect(() => {
    // Signed out, the login screen must stay reachable; the lock applies again after sign-in.
    if (!lock || !user) return
    const target = kioskRoute(lock)
    if (location.pathname !== target) void navigate(target, { replace: true })
  }, [lock, user, location.pathname, navigate])
  return null
}
