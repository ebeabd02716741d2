// Maps user rows to the API's User and to the rules' AuthUser.
import type { AuthUser } from '../context'
import type { User } from '../../shared/types'
import type { UserWithRoleRow } from './users.repository'

export function toUser(row: UserWithRoleRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    isActive: row.is_active === 1,
    lastLogin: row.last_login,
    role: { id: row.role_id, name: row.role_name, ...toRoleFlags(row) },
  }
}

export function toAuthUser(row: UserWithRoleRow): AuthUser {
  return { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, role: row.role_name }
}

/** The role columns every role row carries (roles table, or joined onto a user). */
export interface RoleFlagColumns {
  permissions: string
  can_assign_tickets: number
  can_edit_machines: number
  can_access_settings: number
  can_view_reports: number
  can_manage_users: number
}

/** A role's permission list and flags, as the API shows them for a user's role and on the admin Roles tab. */
export function toRoleFlags(row: RoleFlagColumns) {
  return {
    permissions: parsePermissions(row.permissions),
    canAssignTickets: row.can_assign_tickets === 1,
    canEditMachines: row.can_edit_machines === 1,
    canAccessSettings: row.can_access_settings === 1,
    canViewReports: row.can_view_reports === 1,
    canManageUsers: row.can_manage_users === 1,
  }
}

export function parsePermissions(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}
