// Top route element: wires the router into lib/navigation and wraps every screen in the app shell.
import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { useSession } from '../features/auth/session-context'
import { setNavigator } from '../lib/navigation'
import { AppShell } from './app-shell'

export function RootLayout() {
  const navigate = useNavigate()
  const { user } = useSession()

  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate])

  // The sync engine (issue 3, part B) passes its indicator as statusArea here.
  return (
    <AppShell userName={user ? `${user.firstName} ${user.lastName}`.trim() || user.username : null}>
      <Outlet />
    </AppShell>
  )
}
