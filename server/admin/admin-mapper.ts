// Admin rows → API shapes.
import type { AdminRole, ManagedUser } from '../../shared/admin'
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

export function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function toAdminRole(row: Awaited<ReturnType<typeof listRoles>>[number]): AdminRole {
  return {
    id: row.id,
    name: row.name,
    permissions: parseList(row.permissions),
    canAssignTickets: row.can_assign_tickets === 1,
    canEditMachines: row.can_edit_machines === 1,
    canAccessSettings: row.can_access_settings === 1,
    canViewReports: row.can_view_reports === 1,
    canManageUsers: row.can_manage_users === 1,
    userCount: Number(row.user_count),
  }
}
