// Top route element: wires the router into lib/navigation and wraps every screen in the app shell.
import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useSession } from '../entities/session/session-context'
import { setNavigator } from '../lib/navigation'
import { GuidedDemoHost } from '../features/demo/guided-demo-host'
import { KioskGuard } from '../kiosk/kiosk-guard'
import { SyncIndicator } from '../entities/sync-status/sync-indicator'
import { AppShell } from './app-shell'

export function RootLayout() {
  const navigate = useNavigate()
  const { user } = useSession()
  const location = useLocation()
  // The wall display shows the board alone: no top bar, no toasts (issue 17 §5).
  const wall = location.pathname === '/production' && new URLSearchParams(location.search).get('view') === 'wall'

  useEffect(() => void performance.mark('lineside:frame'), [])
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate])
  // Photos taken offline upload whichever screen is open, as soon as the device is back online.
  const signedIn = Boolean(user)
  // Its code loads when someone signs in, not in the first bundle (docs/decisions/240).
  useEffect(() => {
    if (!signedIn) return
    let stop: (() => void) | null = null
    let live = true
    void import('../entities/photos/photo-uploader').then((m) => {
      if (live) stop = m.startPhotoUploader()
    })
    return () => {
      live = false
      stop?.()
    }
  }, [signedIn])

  return (
    <AppShell
      chrome={!wall}
      statusArea={user ? <SyncIndicator /> : null}
      userName={user ? `${user.firstName} ${user.lastName}`.trim() || user.username : null}
    >
      <KioskGuard />
      {user ? <GuidedDemoHost /> : null}
      <Outlet />
    </AppShell>
  )
}
