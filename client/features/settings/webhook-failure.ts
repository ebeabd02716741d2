// Why a webhook test or delivery failed, in the user's language, from the server's stable reason (decision 176).
import type { TFunction } from 'i18next'
import type { WebhookFailure } from '../../../shared/teams'

export function webhookFailureText(t: TFunction, failure: WebhookFailure): string {
  return t(`teamsSettings.failure.${failure.reason}`, { status: failure.httpStatus ?? '' })
}

/** The failure a 502 from POST /api/admin/teams/test carries, if the body has one. */
export function failureOfBody(body: unknown): WebhookFailure | null {
  const failure = (body as { failure?: unknown } | null)?.failure
  return failure && typeof failure === 'object' && 'reason' in failure ? (failure as WebhookFailure) : null
}
