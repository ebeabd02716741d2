// Users and roles as the admin panel manages them: all SQL for it.
import type { Db } from '../db/connection'
import type { Trx } from '../context'

const ADMIN_ROLES = ['admin', 'super_admin']

export function listManagedUsers(db: Db | Trx) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role_id',
      'roles.name as role_name',
      'users.is_active',
      'users.last_login',
      'users.created_at',
    ])
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .execute()
}

export type ManagedUserRow = Awaited<ReturnType<typeof listManagedUsers>>[number]

export function findManagedUser(db: Db | Trx, id: number) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.role_id',
      'roles.name as role_name',
      'users.is_active',
      'users.deleted_at',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst()
}

export function usernameTaken(db: Db | Trx, username: string, exceptId?: number) {
  let q = db.selectFrom('users').select('id').where('username', '=', username)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return q.executeTakeFirst().then((r) => r !== undefined)
}

export function findRole(db: Db | Trx, id: number) {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listRoles(db: Db | Trx) {
  return db
    .selectFrom('roles')
    .leftJoin('users', (j) => j.onRef('users.role_id', '=', 'roles.id').on('users.deleted_at', 'is', null))
    .selectAll('roles')
    .select((eb) => eb.fn.count<number>('users.id').as('user_count'))
    .groupBy([
      'roles.id',
      'roles.name',
      'roles.permissions',
      'roles.can_assign_tickets',
      'roles.can_edit_machines',
      'roles.can_access_settings',
      'roles.can_view_reports',
      'roles.can_manage_users',
    ])
    .orderBy('roles.id')
    .execute()
}

/** Active, not deleted administrators (admin or super_admin). */
export async function countActiveAdmins(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roles.name', 'in', ADMIN_ROLES)
    .where('users.is_active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function insertUser(
  db: Db | Trx,
  u: {
    username: string
    email: string | null
    firstName: string
    lastName: string
    passwordHash: string
    roleId: number
    isActive: boolean
    createdAt: string
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: u.username,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      password_hash: u.passwordHash,
      role_id: u.roleId,
      department: null,
      is_active: u.isActive ? 1 : 0,
      last_login: null,
      created_at: u.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateUser(
  db: Db | Trx,
  id: number,
  set: Partial<{
    username: string
    email: string | null
    first_name: string
    last_name: string
    password_hash: string
    role_id: number
    is_active: number
    deleted_at: string
  }>,
) {
  // Nothing to set is nothing to do (an UPDATE without a SET clause is an SQL error).
  if (Object.keys(set).length === 0) return
  await db.updateTable('users').set(set).where('id', '=', id).execute()
}

export function passwordHashes(db: Db | Trx) {
  return db.selectFrom('users').select('password_hash').execute()
}
