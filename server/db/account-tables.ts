// Roles, user accounts and sessions as Kysely sees them (part of the one Database in database.ts). Booleans 0/1.
import type { ColumnType, Generated } from 'kysely'

type Bool = number

export interface RolesTable {
  id: Generated<number>
  name: string
  permissions: string
  can_assign_tickets: Bool
  can_edit_machines: Bool
  can_access_settings: Bool
  can_view_reports: Bool
  can_manage_users: Bool
}

export interface UsersTable {
  id: Generated<number>
  username: string
  email: string | null
  first_name: string
  last_name: string
  password_hash: string
  role_id: number
  department: string | null
  is_active: Bool
  last_login: string | null
  created_at: string
  /** Set when an admin deletes the account: kept for the audit trail and ticket history, never signs in. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface SessionsTable {
  /** HMAC of the bearer token; the token itself is never stored. */
  id: string
  user_id: number
  created_at: string
  expires_at: string
  revoked_at: string | null
  last_seen_at: string
}
