// Role rules shared by server (enforcement) and client (hiding what a role may not do).
import type { RoleName } from './constants'

export function isAdminRole(role: string): boolean {
  return role === 'admin' || role === 'super_admin'
}

/** The client treats admin as satisfying any role check (spec §6). */
export function hasRole(role: string, ...allowed: RoleName[]): boolean {
  return isAdminRole(role) || allowed.includes(role as RoleName)
}

export function hasPermission(permissions: readonly string[], permission: string): boolean {
  return permissions.includes('all') || permissions.includes(permission)
}

/** Who may do what, per DESIGN.md §3 (ticket actions live in tickets.ts). */
export const can = {
  createTicket: (role: string) => role !== 'demo_viewer',
  assignTicket: (role: string) => hasRole(role, 'engineer', 'it'),
  setLineStatus: (role: string) => hasRole(role, 'operator', 'engineer'),
  editMachines: (role: string) => hasRole(role, 'engineer'),
  /** Loft dashboard: operators log issues and mark devices OK; engineers and IT fix them. */
  setEquipmentStatus: (role: string) => hasRole(role, 'operator', 'engineer', 'it'),
  manageUsers: (role: string) => isAdminRole(role),
  viewReports: (role: string) => role !== 'operator',
  /** Hygiene clearance of a held line (issue 29): the quality role, admins too. */
  clearLine: (role: string) => hasRole(role, 'quality'),
  /** The per-line hold switch and checklist: admins only. */
  configureHygiene: (role: string) => isAdminRole(role),
} as const

/** Who may clear a held line, as the refusal and the tablet name them. */
export const CLEARANCE_ROLES = ['quality', 'admin', 'super_admin'] as const

/** Where each role lands after login (spec §6). */
export function homeRouteAfterLogin(role: string): string {
  switch (role) {
    case 'engineer':
      return '/engineer-dashboard'
    case 'it':
      return '/it-dashboard'
    case 'admin':
      return '/admin'
    case 'quality':
      return '/hygiene'
    default:
      return '/'
  }
}

/** Where the Access Denied page's Dashboard button goes (spec §6). */
export function accessDeniedDashboardRoute(role: string): string {
  switch (role) {
    case 'operator':
      return '/production'
    case 'engineer':
      return '/engineer-dashboard'
    case 'it':
      return '/it-dashboard'
    case 'admin':
      return '/admin-dashboard'
    case 'quality':
      return '/hygiene'
    default:
      return '/'
  }
}

/** Routes operators are denied (spec §6). */
export const OPERATOR_DENIED_ROUTES = ['/import-export', '/settings', '/admin', '/admin-dashboard', '/reports'] as const
