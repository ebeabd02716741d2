// Chat-team (Teams) webhooks: the five departments, their default settings and alert routing (spec §3).

export const TEAMS_DEPARTMENTS = ['it', 'quality', 'engineering', 'production', 'safety'] as const
export type TeamsDepartment = (typeof TEAMS_DEPARTMENTS)[number]

export const WEBHOOK_STATUSES = ['active', 'error', 'inactive'] as const
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number]

/**
 * Why a test or a delivery failed, as the server answers it and the settings screen says it in the user's
 * language: the URL is not usable, the host policy refused its address, nothing answered (DNS, connection,
 * TLS, timeout: never which), or the webhook answered an HTTP error (with its status). Decision 176.
 */
export const WEBHOOK_FAILURE_REASONS = ['bad_url', 'refused', 'unreachable', 'http_error'] as const
export type WebhookFailureReason = (typeof WEBHOOK_FAILURE_REASONS)[number]

export interface WebhookFailure {
  reason: WebhookFailureReason
  /** The HTTP status of an `http_error`, else null. */
  httpStatus: number | null
}

/** POST /api/admin/teams/test/:key answers this (200 on success, 502 with the failure). */
export interface WebhookTestResult {
  success: boolean
  message: string
  failure: WebhookFailure | null
}

/** Defaults when the server has none: all disabled, no URL, status inactive (spec §3). */
export const WEBHOOK_DEFAULTS: Record<TeamsDepartment, { name: string; categories: readonly string[] }> = {
  it: { name: 'IT', categories: ['software', 'network', 'hardware', 'system', 'database', 'security'] },
  quality: { name: 'Quality Assurance', categories: ['quality', 'compliance', 'audit', 'standards', 'testing'] },
  engineering: {
    name: 'Engineering Team',
    categories: ['mechanical', 'electrical', 'maintenance', 'equipment', 'machinery'],
  },
  production: {
    name: 'Production Team',
    categories: ['production', 'line', 'packaging', 'processing', 'manufacturing'],
  },
  safety: { name: 'Health & Safety', categories: ['safety', 'accident', 'injury', 'emergency', 'hazard', 'ppe'] },
}

/** Alert routing by ticket category, as the chat integration uses it (spec §3; decision 041). */
export const ALERT_ROUTING: Record<TeamsDepartment, readonly string[]> = {
  it: ['software', 'network', 'hardware', 'system', 'database', 'security'],
  quality: ['quality', 'compliance', 'safety', 'audit', 'standards'],
  engineering: ['mechanical', 'electrical', 'maintenance', 'equipment', 'machinery'],
  production: ['production', 'line', 'packaging', 'processing', 'manufacturing'],
  safety: ['safety', 'accident', 'injury', 'emergency', 'hazard', 'ppe'],
}

/** The ticket events that post a card (spec §2 Routing tab: creation, assignment, status changes, resolution). */
export const TEAMS_TRIGGERS = ['created', 'assigned', 'status_changed', 'resolved', 'escalated'] as const
export type TeamsTrigger = (typeof TEAMS_TRIGGERS)[number]

export function departmentsForCategory(category: string): TeamsDepartment[] {
  const c = category.trim().toLowerCase()
  return TEAMS_DEPARTMENTS.filter((d) => ALERT_ROUTING[d].includes(c))
}

export function isTeamsDepartment(value: string): value is TeamsDepartment {
  return (TEAMS_DEPARTMENTS as readonly string[]).includes(value)
}

/** "https://prod-12.westeurope.logic.azure.com/…/abcd" → "https://prod-12.westeurope.logic.azure.com/••••abcd". */
export function maskWebhookUrl(url: string | null): string {
  if (!url) return ''
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}/••••${url.slice(-4)}`
  } catch {
    return '••••'
  }
}

/** Webhook config as the admin API returns it. */
export interface WebhookConfig {
  id: number
  department: TeamsDepartment
  name: string
  webhookUrl: string
  categories: string[]
  enabled: boolean
  status: WebhookStatus
  lastUsed: string | null
  /** The last test's or delivery's failure, kept until one succeeds or the URL changes (status `error`). */
  lastFailure: WebhookFailure | null
}

export interface TeamsDepartmentStatus {
  department: TeamsDepartment
  name: string
  categories: string[]
  configured: boolean
  enabled: boolean
  status: WebhookStatus
  lastUsed: string | null
  pending: number
}
