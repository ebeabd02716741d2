// Sync handler for line.setStatus: the same service as PATCH /api/production-lines/{id}.
import { lineSetStatusArgs } from '../../shared/schemas/lines'
import { parseOrThrow } from '../http/errors'
import type { MutationHandlers } from '../sync-kit/mutation-types'
import { setLineStatus } from './lines.service'

export const lineMutations: MutationHandlers = {
  'line.setStatus': async (ctx, rawArgs, meta) => {
    const args = parseOrThrow(lineSetStatusArgs, rawArgs)
    const result = await setLineStatus(ctx, Object.assign({}, args, { at: meta.at }))
    return result.outcome === 'superseded' ? { status: 'superseded', reason: result.reason } : { status: 'applied' }
  },
}
