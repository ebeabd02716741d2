// "/", "/dashboard" and "/login": the login screen when signed out, else the role's home dashboard.
// Both load on demand (precached for offline), so a deep link such as /production does not carry them.
// Once a page's code is here (main.tsx waits for the first screen's before the first render) it renders at once,
// without a Suspense round: the first paint is the page, not a loader.
import { lazy, Suspense, type ComponentType } from 'react'
import type { User } from '../../shared/types'
import { useSession } from '../entities/session/session-context'
import { LoadingScreen } from './loading-screen'

type HomeProps = { user: User; onLogout: () => void }
let loginPage: ComponentType | null = null
let homeDashboard: ComponentType<HomeProps> | null = null

export const loadLoginPage = () =>
  import('../features/auth/login-page').then((m) => ({ default: (loginPage = m.LoginPage) }))
export const loadHomeDashboard = () =>
  import('../features/home/home-dashboard').then((m) => ({
    default: (homeDashboard = m.HomeDashboard as ComponentType<HomeProps>),
  }))
const LazyLoginPage = lazy(loadLoginPage)
const LazyHomeDashboard = lazy(loadHomeDashboard)

export function EntryScreen() {
  const { user, logout } = useSession()
  const LoginPage = loginPage ?? LazyLoginPage
  const HomeDashboard = homeDashboard ?? LazyHomeDashboard
  return (
    <Suspense fallback={<LoadingScreen />}>
      {user ? <HomeDashboard user={user} onLogout={logout} /> : <LoginPage />}
    </Suspense>
  )
}
