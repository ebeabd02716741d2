// Who may push (DESIGN.md §2, docs/decisions/081): a live session, or an expired — never revoked — one within
// the grace after expiry, so a tablet that was offline when the shift's session ran out still sends its work.
import { createMiddleware } from 'hono/factory'
import { PUSH_GRACE_MS } from '../../shared/schemas/sync'
import { bearerToken } from '../auth/auth.middleware'
import { findSession } from '../auth/sessions.repository'
import { sessionIdFor } from '../auth/tokens'
import { toAuthUser } from '../auth/user-mapper'
import { findUserById } from '../auth/users.repository'
import type { AppDeps, AppEnv, Trx } from '../context'
import type { Db } from '../db/connection'
import { unauthorized } from '../http/errors'

/** True while the session may authorise pushed work: not revoked, and not past expiry plus the grace. */
export async function sessionMayPush(deps: AppDeps, db: Db | Trx, sessionId: string): Promise<boolean> {
  return mayPush(deps, await findSession(db, sessionId))
}

function mayPush(deps: AppDeps, session: { revoked_at: string | null; expires_at: string } | undefined): boolean {
  if (!session || session.revoked_at !== null) return false
  return deps.clock.now().getTime() < Date.parse(session.expires_at) + PUSH_GRACE_MS
}

export function requirePushSession(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw unauthorized()
    const sessionId = sessionIdFor(deps.config.secret, token)
    const session = await findSession(deps.db, sessionId)
    if (!session || !mayPush(deps, session)) throw unauthorized('Session ended; sign in to send your changes')
    const row = await findUserById(deps.db, session.user_id)
    if (!row || row.is_active !== 1) throw unauthorized('Session expired or invalid')
    c.set('user', toAuthUser(row))
    c.set('sessionId', sessionId)
    await next()
  })
}

/** The start of the session a mutation was made under, when it is this user's: a floor for its device time. */
export async function sessionStart(
  deps: AppDeps,
  db: Db | Trx,
  token: string | undefined,
  userId: number,
): Promise<string | null> {
  if (!token) return null
  const session = await findSession(db, sessionIdFor(deps.config.secret, token))
  return session && session.user_id === userId ? session.created_at : null
}
