// What a webhook's config row says after a test or a delivery (decision 176): a success makes it active (or
// inactive while switched off) and clears the failure; a failure makes it `error` with the reason the settings
// screen shows in the user's language, kept until a success or a new URL.
import type { WebhookFailure } from '../../shared/teams'
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import { updateWebhookConfig } from './teams.repository'
import type { PostResult } from './webhook-sender'

type Failed = Extract<PostResult, { ok: false }>

export async function recordWebhookSuccess(
  db: Db | Trx,
  webhook: { id: number; enabled: number; webhook_url: string | null },
  at: string,
) {
  await updateWebhookConfig(db, webhook.id, {
    last_used: at,
    status: webhook.enabled === 1 && webhook.webhook_url ? 'active' : 'inactive',
    last_error: null,
    last_failure_reason: null,
    last_failure_status: null,
  })
}

export async function recordWebhookFailure(db: Db | Trx, id: number, result: Failed) {
  await updateWebhookConfig(db, id, {
    status: 'error',
    last_error: result.error,
    last_failure_reason: result.reason,
    last_failure_status: result.status,
  })
}

export const failureOf = (result: Failed): WebhookFailure => ({
  reason: result.reason,
  httpStatus: result.reason === 'http_error' ? result.status : null,
})
