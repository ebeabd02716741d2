// "/", "/dashboard" and "/login": the login screen when signed out, else the role's home dashboard.
import { LoginPage } from '../features/auth/login-page'
import { useSession } from '../entities/session/session-context'
import { HomeDashboard } from '../features/home/home-dashboard'

export function EntryScreen() {
  const { user, logout } = useSession()
  return user ? <HomeDashboard user={user} onLogout={logout} /> : <LoginPage />
}
