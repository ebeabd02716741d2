// What a push answers for each mutation: applied, superseded or rejected (with the reason kept for the device).
import type { MutationOutcome, PushMutation, RejectCode } from '../../shared/schemas/sync'
import type { CommandSink } from '../command'
import type { ErrorCode } from '../http/errors'
import type { MutationApplied } from '../sync-kit/mutation-types'

export const REJECT_CODE: Partial<Record<ErrorCode, RejectCode>> = {
  validation: 'validation',
  forbidden: 'forbidden',
  conflict: 'conflict',
  not_found: 'not_found',
  payload_too_large: 'validation',
}

export function toOutcome(
  mutationId: number,
  status: string,
  code: string | null,
  reason: string | null,
): MutationOutcome {
  if (status === 'rejected')
    return { mutationId, status, code: (code ?? 'validation') as RejectCode, reason: reason ?? '' }
  if (status === 'superseded') return { mutationId, status, reason: reason ?? '' }
  return { mutationId, status: 'applied' }
}

/** What the device hears of a mutation its handler ran to the end. */
export function verdict(m: PushMutation, outcome: MutationApplied): MutationOutcome {
  return outcome.status === 'superseded'
    ? { mutationId: m.mutationId, status: 'superseded', reason: outcome.reason }
    : { mutationId: m.mutationId, status: 'applied' }
}

/** A refused mutation is recorded and reported, never retried forever: it still advances the id. */
export function reject(
  sink: CommandSink,
  m: PushMutation,
  userId: number,
  clientId: string,
  code: RejectCode,
  reason: string,
  now: string,
): MutationOutcome {
  sink.audits.push({
    userId,
    action: 'sync.rejected',
    resourceType: 'mutation',
    resourceId: `${clientId}:${m.mutationId}`,
    timestamp: now,
    details: { name: m.name, code, reason },
  })
  return { mutationId: m.mutationId, status: 'rejected', code, reason }
}
