// Managing accounts (admin and super_admin): create, edit, reset a password, deactivate, delete. Every change
// is audited; deactivating, deleting or changing someone's role ends their open sessions at once (decision 040).
import type { ManagedUser } from '../../shared/admin'
import type { UserCreateInput, UserUpdateInput } from '../../shared/schemas/admin'
import { revokeUserSessions } from '../auth/sessions.repository'
import { hashPassword } from '../auth/password'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { toManagedUser } from './admin-mapper'
import {
  countActiveAdmins,
  findManagedUser,
  findRole,
  insertUser,
  listManagedUsers,
  updateUser,
  usernameTaken,
} from './admin-users.repository'

const isAdminName = (role: string) => role === 'admin' || role === 'super_admin'

export async function listUsers(db: Db): Promise<ManagedUser[]> {
  return (await listManagedUsers(db)).map(toManagedUser)
}

export async function getUser(db: Db, id: number): Promise<ManagedUser> {
  const user = (await listManagedUsers(db)).find((u) => u.id === id)
  if (!user) throw notFound(`User ${id} not found`)
  return toManagedUser(user)
}

async function roleFor(ctx: CommandContext, roleId: number) {
  const role = await findRole(ctx.trx, roleId)
  if (!role) throw badRequest(`Role ${roleId} does not exist`, { roleId: 'Choose a role' })
  // Only a super admin may make, or change, a super admin.
  if (role.name === 'super_admin' && ctx.actor.role !== 'super_admin')
    throw forbidden('Only a super admin can grant the super admin role')
  return role
}

export async function createUser(ctx: CommandContext, input: UserCreateInput): Promise<number> {
  if (await usernameTaken(ctx.trx, input.username)) throw conflict(`Username ${input.username} is already taken`)
  const role = await roleFor(ctx, input.roleId)
  const id = await insertUser(ctx.trx, {
    username: input.username,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: await hashPassword(input.password),
    roleId: role.id,
    isActive: input.isActive,
    createdAt: ctx.now,
  })
  await ctx.audit('user.create', 'user', id, { username: input.username, role: role.name, isActive: input.isActive })
  return id
}

async function loadTarget(ctx: CommandContext, id: number) {
  const target = await findManagedUser(ctx.trx, id)
  if (!target || target.deleted_at !== null) throw notFound(`User ${id} not found`)
  if (target.role_name === 'super_admin' && ctx.actor.role !== 'super_admin')
    throw forbidden('Only a super admin can change a super admin')
  return target
}

/** Refuses a change that would leave no active administrator. */
async function keepAnAdmin(ctx: CommandContext, target: { role_name: string; is_active: number }, losesAdmin: boolean) {
  if (losesAdmin && isAdminName(target.role_name) && target.is_active === 1 && (await countActiveAdmins(ctx.trx)) <= 1)
    throw conflict('This is the last active administrator; make another administrator first')
}

export async function updateUserAccount(ctx: CommandContext, id: number, input: UserUpdateInput): Promise<void> {
  const target = await loadTarget(ctx, id)
  const role = input.roleId !== undefined && input.roleId !== target.role_id ? await roleFor(ctx, input.roleId) : null
  const deactivating = input.isActive === false && target.is_active === 1
  if (deactivating && id === ctx.actor.id) throw conflict('You cannot deactivate your own account')
  await keepAnAdmin(ctx, target, deactivating || (role !== null && !isAdminName(role.name)))
  if (
    input.username !== undefined &&
    input.username !== target.username &&
    (await usernameTaken(ctx.trx, input.username, id))
  )
    throw conflict(`Username ${input.username} is already taken`)

  const set = {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
    ...(role ? { role_id: role.id } : {}),
    ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
  }
  // An edit that names nothing changes nothing: no UPDATE (it would have no SET), no audit entry.
  if (Object.keys(set).length === 0) return
  await updateUser(ctx.trx, id, set)
  const revoked =
    deactivating || role !== null || Boolean(input.password) ? await revokeUserSessions(ctx.trx, id, ctx.now) : 0
  await ctx.audit('user.update', 'user', id, {
    changed: Object.keys(input).filter((k) => input[k as keyof UserUpdateInput] !== undefined && k !== 'password'),
    ...(role ? { role: role.name, previousRole: target.role_name } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    passwordReset: Boolean(input.password),
    sessionsRevoked: revoked,
  })
}

/** Delete keeps the row (tickets and the audit trail name it) but hides it, ends its sessions and blocks sign-in. */
export async function deleteUserAccount(ctx: CommandContext, id: number): Promise<void> {
  if (id === ctx.actor.id) throw conflict('You cannot delete your own account')
  const target = await loadTarget(ctx, id)
  await keepAnAdmin(ctx, target, true)
  await updateUser(ctx.trx, id, { is_active: 0, deleted_at: ctx.now })
  const revoked = await revokeUserSessions(ctx.trx, id, ctx.now)
  await ctx.audit('user.delete', 'user', id, {
    username: target.username,
    role: target.role_name,
    sessionsRevoked: revoked,
  })
}
