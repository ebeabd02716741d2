// "/", "/dashboard" and "/login": the login screen when signed out, else the role's home dashboard.
// Both load on demand (precached for offline), so a deep link such as /production does not carry them.
import { lazy, Suspense } from 'react'
import { useSession } from '../entities/session/session-context'
import { LoadingScreen } from './loading-screen'

export const loadLoginPage = () => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage }))
export const loadHomeDashboard = () => import('../features/home/home-dashboard').then((m) => ({ default: m.HomeDashboard }))
const LoginPage = lazy(loadLoginPage)
const HomeDashboard = lazy(loadHomeDashboard)

export function EntryScreen() {
  const { user, logout } = useSession()
  return <Suspense fallback={<LoadingScreen />}>{user ? <HomeDashboard user={user} onLogout={logout} /> : <LoginPage />}</Suspense>
}
