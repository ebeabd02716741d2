// Top route element: wires the router into lib/navigation and wraps every screen in the app shell.
import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { useSession } from '../entities/session/session-context'
import { setNavigator } from '../lib/navigation'
import { startPhotoUploader } from '../entities/photos/photo-uploader'
import { GuidedDemoHost } from '../features/demo/guided-demo-host'
import { KioskGuard } from '../kiosk/kiosk-guard'
import { SyncIndicator } from '../sync/sync-indicator'
import { AppShell } from './app-shell'

export function RootLayout() {
  const navigate = useNavigate()
  const { user } = useSession()

  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate])
  // Photos taken offline upload whichever screen is open, as soon as the device is back online.
  const signedIn = Boolean(user)
  useEffect(() => (signedIn ? startPhotoUploader() : undefined), [signedIn])

  return (
    <AppShell statusArea={user ? <SyncIndicator /> : null} userName={user ? `${user.firstName} ${user.lastName}`.trim() || user.username : null}>
      <KioskGuard />
      {user ? <GuidedDemoHost /> : null}
      <Outlet />
    </AppShell>
  )
}
