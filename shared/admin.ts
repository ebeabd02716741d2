// Admin panel API shapes (users, roles, audit, overview, system info), shared by server and client.
import type { Role } from './types'

export interface ManagedUser {
  id: number
  username: string
  email: string
  firstName: string
  lastName: string
  roleId: number
  role: string
  isActive: boolean
  lastLogin: string | null
  createdAt: string
}

/** A role as the admin panel lists it: the role and how many users hold it. */
export interface AdminRole extends Role {
  userCount: number
}

export interface AuditEntryView {
  id: number
  action: string
  resourceType: string
  resourceId: string | null
  timestamp: string
  userId: number | null
  username: string | null
  details: string | null
}

export interface AuditPage {
  entries: AuditEntryView[]
  total: number
  limit: number
  offset: number
  /** Every action seen in the log, for the filter. */
  actions: string[]
}

export const SECURITY_CONTROLS = [
  'signingSecret',
  'passwordHashing',
  'noAnonymousData',
  'sessionTimeout',
  'auditLogging',
  'contentSecurityPolicy',
  'loginRateLimit',
] as const
export type SecurityControl = (typeof SECURITY_CONTROLS)[number]

/**
 * What a check found, for the screen to say in the user's language (issue 31 §4): the key of the text under
 * the client's `admin.overview.found` and its values (numbers, endpoint paths, script sources, ISO times).
 */
export const SECURITY_FINDINGS = [
  'secretFromEnv',
  'secretGenerated',
  'secretFromHost',
  'passwordHashes',
  'anonymousAnswered',
  'anonymousRefused',
  'sessionEnds',
  'auditLatest',
  'auditEmpty',
  'cspScripts',
  'cspMissing',
  'loginLimit',
] as const
export type SecurityFindingKey = (typeof SECURITY_FINDINGS)[number]

export interface SecurityFinding {
  key: SecurityFindingKey
  values: Record<string, string | number>
}

export interface SecurityCheck {
  control: SecurityControl
  ok: boolean
  /** What was found, in plain English, for the exported Markdown documents. */
  detail: string
  /** The same finding for the screen, which words it in the user's language. */
  found: SecurityFinding
}

export interface SecurityOverview {
  checks: SecurityCheck[]
  /** Percent of the checks that pass, computed at run time. */
  readiness: number
  checkedAt: string
}

export interface SystemInfo {
  version: string
  startedAt: string
  uptimeSeconds: number
  nodeVersion: string
  databaseBytes: number
  rowCounts: Record<string, number>
  liveClients: number
  /** `pending`: entries still in the device's outbox as it last reported (null until it has), and when. */
  syncClients: {
    clientId: string
    username: string | null
    lastMutationId: number
    lastPushAt: string
    pending: number | null
    pendingReportedAt: string | null
  }[]
  webhookBacklog: { pending: number; failed: number; sent: number; oldestPending: string | null }
}

/** The documents of spec §7 (POST /api/admin/export-documentation/{type}). */
export const DOCUMENTATION_TYPES = [
  'security-audit',
  'jwt-implementation',
  'enterprise-security',
  'azure-deployment',
  'security-metrics',
  'compliance-report',
] as const
export type DocumentationType = (typeof DOCUMENTATION_TYPES)[number]
