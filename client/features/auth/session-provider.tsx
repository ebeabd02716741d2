// Holds the signed-in user for the React tree, mirroring lib/session-store (which other tabs and
// the API client also change).
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import type { User } from '../../../shared/types'
import { clearSession, getAuthToken, onSessionChange, readSession, writeSession } from '../../lib/session-store'
import { requestLogin, requestLogout } from './auth-api'
import { roleMatches, RoleMismatchError } from './role-match'
import { SessionContext } from '../../entities/session/session-context'
import type { SessionValue } from '../../entities/session/session-context'
import { useSessionExpiry } from './use-session-expiry'
import { useSessionVerify } from './use-session-verify'

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession)
  // Only the session found at start needs checking; one made by login here or in another tab is fresh.
  const [startupToken] = useState(() => session?.token ?? null)
  const [authenticating, setAuthenticating] = useState(false)

  useEffect(() => onSessionChange(setSession), [])

  const login = useCallback(async (username: string, password: string, chosenRole?: string): Promise<User> => {
    setAuthenticating(true)
    try {
      const { token, user } = await requestLogin(username, password)
      if (chosenRole && !roleMatches(chosenRole, user.role.name)) {
        // Not kept: the token is ended on the server and the login screen explains the difference.
        void requestLogout(token)
        throw new RoleMismatchError(user)
      }
      writeSession(token, user)
      // Ask the browser not to evict the offline data and outbox (DESIGN.md §2, "Storage").
      void navigator.storage?.persist?.().catch(() => false)
      return user
    } catch (error) {
      clearSession()
      throw error
    } finally {
      setAuthenticating(false)
    }
  }, [])

  const logout = useCallback(() => {
    const token = getAuthToken()
    clearSession()
    if (token) void requestLogout(token)
  }, [])

  useSessionVerify(startupToken)
  useSessionExpiry(session?.startedAt ?? null, logout)

  const value = useMemo<SessionValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      status: authenticating ? 'authenticating' : session ? 'signed-in' : 'signed-out',
      login,
      logout,
    }),
    [session, authenticating, login, logout],
  )

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
