// Admin rows → API shapes.
import type { AdminRole, ManagedUser } from '../../shared/admin'
import { toRoleFlags } from '../auth/user-mapper'
import type { ManagedUserRow, listRoles } from './admin-users.repository'

export function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    roleId: row.role_id,
    role: row.role_name,
    isActive: row.is_active === 1,
    lastLogin: row.last_login,
    createdAt: row.created_at,
  }
}

export function toAdminRole(row: Awaited<ReturnType<typeof listRoles>>[number]): AdminRole {
  return {
    id: row.id,
    name: row.name,
    ...toRoleFlags(row),
    userCount: Number(row.user_count),
  }
}
