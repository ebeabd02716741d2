// Owns the signed-in session in localStorage: keys, reads, writes and change notifications.
// Lives in lib/ (not features/auth) because the API client and the sync engine need the token too.
import type { User } from '../../shared/types'

export const SESSION_KEYS = {
  token: 'lineside.authToken',
  user: 'lineside.user',
  userType: 'lineside.userType',
  sessionStart: 'lineside.sessionStart',
} as const

export interface StoredSession {
  token: string
  user: User
  /** Epoch ms of the login; the 8-hour session runs from here. */
  startedAt: number
}

type SessionListener = (session: StoredSession | null) => void

const listeners = new Set<SessionListener>()
let watchingOtherTabs = false

function parseUser(raw: string | null): User | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    // A corrupt or foreign value must not crash the app: require the fields the UI reads.
    if (value && typeof value === 'object' && 'username' in value && 'role' in value) return value as User
  } catch {
    // fall through: treated as no user
  }
  return null
}

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(SESSION_KEYS.token)
  const user = parseUser(localStorage.getItem(SESSION_KEYS.user))
  if (!token || !user) return null
  const startedAt = Number(localStorage.getItem(SESSION_KEYS.sessionStart))
  // A missing start (older build) counts from now rather than expiring the user at once.
  return { token, user, startedAt: Number.isFinite(startedAt) && startedAt > 0 ? startedAt : Date.now() }
}

export function getAuthToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token)
}

export function writeSession(token: string, user: User, startedAt = Date.now()): StoredSession {
  localStorage.setItem(SESSION_KEYS.token, token)
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user))
  localStorage.setItem(SESSION_KEYS.userType, user.role.name)
  localStorage.setItem(SESSION_KEYS.sessionStart, String(startedAt))
  const session = { token, user, startedAt }
  emit(session)
  return session
}

/** Keeps token and start, refreshes the user (e.g. a role changed on the server). */
export function updateStoredUser(user: User): void {
  const current = readSession()
  if (!current) return
  // The same user as stored (the usual answer of the check on start): nothing to tell the screens.
  if (localStorage.getItem(SESSION_KEYS.user) === JSON.stringify(user)) return
  writeSession(current.token, user, current.startedAt)
}

export function clearSession(): void {
  const hadSession = localStorage.getItem(SESSION_KEYS.token) !== null
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key)
  if (hadSession) emit(null)
}

/** Subscribe to sign-in, sign-out and user refreshes, in this tab and in other tabs. */
export function onSessionChange(listener: SessionListener): () => void {
  watchOtherTabs()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function emit(session: StoredSession | null): void {
  for (const listener of listeners) listener(session)
}

function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return
  watchingOtherTabs = true
  const keys: readonly string[] = Object.values(SESSION_KEYS)
  window.addEventListener('storage', (event) => {
    if (event.key === null || keys.includes(event.key)) emit(readSession())
  })
}
