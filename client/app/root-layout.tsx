// Top route element: wires the router into lib/navigation and wraps every screen in the app shell.
import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { useSession } from '../features/auth/session-context'
import { setNavigator } from '../lib/navigation'
import { KioskGuard } from '../kiosk/kiosk-guard'
import { SyncIndicator } from '../sync/sync-indicator'
import { AppShell } from './app-shell'

export function RootLayout() {
  const navigate = useNavigate()
  const { user } = useSession()

  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate])

  return (
    <AppShell statusArea={user ? <SyncIndicator /> : null} userName={user ? `${user.firstName} ${user.lastName}`.trim() || user.username : null}>
      <KioskGuard />
      <Outlet />
    </AppShell>
  )
}
