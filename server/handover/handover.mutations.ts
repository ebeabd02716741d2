// Sync handlers of the handover: the same services as POST /api/handovers and …/acknowledge. A second
// acknowledgement (another tablet got there first) is superseded, naming who acknowledged it.
import { handoverAckArgs, handoverSignInput } from '../../shared/handover/schemas'
import { parseOrThrow } from '../http/errors'
import type { MutationHandlers } from '../sync-kit/mutation-types'
import { acknowledgeHandover, signHandover } from './handover.service'

export const handoverMutations: MutationHandlers = {
  'handover.sign': async (ctx, rawArgs, meta) => {
    await signHandover(ctx, parseOrThrow(handoverSignInput, rawArgs), meta.at)
    return { status: 'applied' }
  },
  'handover.acknowledge': async (ctx, rawArgs, meta) => {
    const result = await acknowledgeHandover(ctx, parseOrThrow(handoverAckArgs, rawArgs), meta.at)
    if (result.outcome === 'already_acknowledged')
      return {
        status: 'superseded',
        reason: `This handover was already acknowledged by ${result.handover.acknowledgedBy ?? 'someone else'}`,
      }
    return { status: 'applied' }
  },
}
