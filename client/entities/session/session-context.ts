// The session as React sees it; SessionProvider fills it, useSession reads it.
import { createContext, useContext } from 'react'
import type { User } from '../../../shared/types'

export type SessionStatus = 'signed-out' | 'authenticating' | 'signed-in'

export interface SessionValue {
  user: User | null
  token: string | null
  status: SessionStatus
  /**
   * Resolves with the signed-in user; rejects with ApiError / NetworkError (see loginErrorText), or — when
   * `chosenRole` is not the account's role — with a RoleMismatchError carrying the account, keeping no session.
   */
  login: (username: string, password: string, chosenRole?: string) => Promise<User>
  /** Clears the local session at once; the server call runs in the background and may fail. */
  logout: () => void
}

export const SessionContext = createContext<SessionValue | null>(null)

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
