// Server-side sessions: revocable, with a fixed 8-hour life from login.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import { prepare } from '../db/prepared'

export async function insertSession(
  db: Db | Trx,
  s: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      revoked_at: null,
      last_seen_at: s.createdAt,
    })
    .execute()
}

const findSessionQuery = prepare((db, p: { id: string }) =>
  db.selectFrom('sessions').selectAll().where('id', '=', p.id),
)

export function findSession(db: Db | Trx, id: string) {
  return findSessionQuery.executeTakeFirst(db, { id })
}

export async function revokeSession(db: Db | Trx, id: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Users with a live session, by role (dashboard "active operators"). */
export async function countActiveUsersWithRole(db: Db | Trx, role: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.count<number>('users.id').distinct().as('n'))
    .where('roles.name', '=', role)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Ends every open session of a user at once (admin deactivates, deletes or changes the role). */
export async function revokeUserSessions(db: Db | Trx, userId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
