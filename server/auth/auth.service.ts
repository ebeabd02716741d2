// Login, session resolution and logout (DESIGN.md §4): revocable server sessions with an 8-hour life.
import type { AppDeps, AuthUser } from '../context'
import { insertAudit } from '../audit/audit.repository'
import type { User } from '../../shared/types'
import type { LoginInput } from '../../shared/schemas/auth'
import { unauthorized } from '../http/errors'
import { hashPassword, verifyPassword } from './password'
import type { LoginAttempt } from './login-throttle'
import { findSession, insertSession, revokeSession } from './sessions.repository'
import { newToken, sessionIdFor } from './tokens'
import { findUserById, findUserByUsername, setLastLogin } from './users.repository'
import { toAuthUser, toUser } from './user-mapper'

const INVALID_LOGIN = 'Invalid username or password'
// Compared against when the username is unknown, so both paths take the same time.
const dummyHash = hashPassword('lineside-timing-guard')

/** Signs in an attempt the throttle admitted; its failure or success is reported back to the throttle. */
export async function login(
  deps: AppDeps,
  attempt: LoginAttempt,
  input: LoginInput,
): Promise<{ token: string; user: User }> {
  const now = deps.clock.now()
  const row = await findUserByUsername(deps.db, input.username)
  const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyHash))
  if (!row || !ok || row.is_active !== 1) {
    await attempt.failed()
    await insertAudit(deps.db, {
      userId: row?.id ?? null,
      action: 'auth.login_failed',
      resourceType: 'user',
      resourceId: input.username,
      timestamp: now.toISOString(),
    })
    throw unauthorized(row && ok ? 'This account is disabled' : INVALID_LOGIN)
  }
  await attempt.succeeded()
  const token = newToken()
  const createdAt = now.toISOString()
  await deps.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      id: sessionIdFor(deps.config.secret, token),
      userId: row.id,
      createdAt,
      expiresAt: new Date(now.getTime() + deps.config.sessionMs).toISOString(),
    })
    await setLastLogin(trx, row.id, createdAt)
    await insertAudit(trx, {
      userId: row.id,
      action: 'auth.login',
      resourceType: 'session',
      resourceId: null,
      timestamp: createdAt,
    })
  })
  return { token, user: toUser(Object.assign({}, row, { last_login: createdAt })) }
}

export interface ResolvedSession {
  sessionId: string
  user: User
  authUser: AuthUser
}

/** The live session behind a bearer token, or null when unknown, revoked, expired or the user is disabled. */
export async function authenticate(deps: AppDeps, token: string): Promise<ResolvedSession | null> {
  const sessionId = sessionIdFor(deps.config.secret, token)
  const session = await findSession(deps.db, sessionId)
  const now = deps.clock.now().toISOString()
  if (!session || session.revoked_at !== null || session.expires_at <= now) return null
  const row = await findUserById(deps.db, session.user_id)
  if (!row || row.is_active !== 1) return null
  return { sessionId, user: toUser(row), authUser: toAuthUser(row) }
}

export async function logout(deps: AppDeps, sessionId: string, userId: number): Promise<void> {
  const now = deps.clock.now().toISOString()
  await deps.db.transaction().execute(async (trx) => {
    await revokeSession(trx, sessionId, now)
    await insertAudit(trx, { userId, action: 'auth.logout', resourceType: 'session', resourceId: null, timestamp: now })
  })
  deps.events.endSession(sessionId)
}
