// Layout routes that protect their children: sign-in required, and roles shown Access Denied.
import { Navigate, Outlet } from 'react-router-dom'
import { AccessDeniedPage } from '../features/access/access-denied-page'
import { useSession } from '../entities/session/session-context'

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
  if (deny.includes(role)) return <AccessDeniedPage role={role} />
  return <Outlet />
}
