// webhook_configs rows → the admin API's WebhookConfig.
import {
  WEBHOOK_FAILURE_REASONS,
  isTeamsDepartment,
  type WebhookConfig,
  type WebhookFailure,
  type WebhookFailureReason,
  type WebhookStatus,
} from '../../shared/teams'
import type { listWebhookConfigs } from './teams.repository'

export type WebhookConfigRow = Awaited<ReturnType<typeof listWebhookConfigs>>[number]

export function parseCategories(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function toWebhookConfig(row: WebhookConfigRow): WebhookConfig {
  return {
    id: row.id,
    department: isTeamsDepartment(row.department) ? row.department : 'it',
    name: row.name,
    webhookUrl: row.webhook_url ?? '',
    categories: parseCategories(row.categories),
    enabled: row.enabled === 1,
    status: (['active', 'error', 'inactive'].includes(row.status) ? row.status : 'inactive') as WebhookStatus,
    lastUsed: row.last_used,
    lastFailure: failureOfRow(row),
  }
}

function failureOfRow(row: WebhookConfigRow): WebhookFailure | null {
  const reason = row.last_failure_reason
  if (!reason) return null
  return {
    reason: (WEBHOOK_FAILURE_REASONS as readonly string[]).includes(reason)
      ? (reason as WebhookFailureReason)
      : 'unreachable',
    httpStatus: reason === 'http_error' ? row.last_failure_status : null,
  }
}
