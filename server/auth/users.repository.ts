// Users and roles: all SQL for them lives here.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import { prepare } from '../db/prepared'

const userWithRole = (db: Db | Trx) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.password_hash',
      'users.department',
      'users.is_active',
      'users.last_login',
      'roles.id as role_id',
      'roles.name as role_name',
      'roles.permissions',
      'roles.can_assign_tickets',
      'roles.can_edit_machines',
      'roles.can_access_settings',
      'roles.can_view_reports',
      'roles.can_manage_users',
    ])

export type UserWithRoleRow = Awaited<ReturnType<ReturnType<typeof userWithRole>['executeTakeFirstOrThrow']>>

export function findUserByUsername(db: Db | Trx, username: string) {
  return userWithRole(db).where('users.username', '=', username).executeTakeFirst()
}

const findUserByIdQuery = prepare((db, p: { id: number }) => userWithRole(db).where('users.id', '=', p.id))

export function findUserById(db: Db | Trx, id: number) {
  return findUserByIdQuery.executeTakeFirst(db, { id })
}

const assigneeQuery = prepare((db, p: { id: number }) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.is_active',
      'roles.name as role_name',
    ])
    .where('users.id', '=', p.id),
)

/** Who a ticket is being assigned to: only what the assignment checks and names (one read per pushed assign). */
export function findAssignee(db: Db | Trx, id: number) {
  return assigneeQuery.executeTakeFirst(db, { id })
}

export function listUsersWithRoles(db: Db | Trx) {
  return userWithRole(db).orderBy('users.id').execute()
}

/** Active users who can be assigned tickets: engineers and IT staff. */
export function listAssignableUsers(db: Db | Trx) {
  return userWithRole(db)
    .where('users.is_active', '=', 1)
    .where('roles.name', 'in', ['engineer', 'it'])
    .orderBy('users.first_name')
    .execute()
}

export async function setLastLogin(db: Db | Trx, id: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login: at }).where('id', '=', id).execute()
}

export function findRoleByName(db: Db | Trx, name: string) {
  return db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst()
}

/** True when an active admin or super admin exists (an install started empty has none until create-admin). */
export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const admin = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.name', 'in', ['admin', 'super_admin'])
    .where('users.is_active', '=', 1)
    .executeTakeFirst()
  return admin !== undefined
}
