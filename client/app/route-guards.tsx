// Layout routes that protect their children: sign-in required, and roles shown Access Denied.
import { lazy, Suspense } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { useSession } from '../entities/session/session-context'
import { LoadingScreen } from './loading-screen'

// Shown only to a role a screen refuses: loaded then, not in the first bundle (docs/decisions/240).
const AccessDeniedPage = lazy(() =>
  import('../features/access/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
)

/** Signed-out visitors go back to the entry screen (which shows the login). */
export function RequireAuth() {
  const { status } = useSession()
  if (status === 'signed-out') return <Navigate to="/" replace />
  return <Outlet />
}

/** Shows Access Denied to the listed roles; admins always pass (spec §6). */
export function RoleGate({ deny }: { deny: readonly string[] }) {
  const { user } = useSession()
  const role = user?.role.name ?? ''
  if (deny.includes(role))
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AccessDeniedPage role={role} />
      </Suspense>
    )
  return <Outlet />
}
