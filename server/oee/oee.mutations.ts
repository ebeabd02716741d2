// Sync handlers of the OEE area: the same services as the REST routes (explain, split, tablet counts).
import { explainStopArgs, splitStopArgs, tabletCountArgs } from '../../shared/oee/oee-schemas'
import { parseOrThrow } from '../http/errors'
import type { MutationHandlers } from '../sync-kit/mutation-types'
import { recordTabletCount } from './counts.service'
import { explainStop, splitStop } from './stops.service'

export const oeeMutations: MutationHandlers = {
  'stop.explain': async (ctx, rawArgs) => {
    await explainStop(ctx, parseOrThrow(explainStopArgs, rawArgs))
    return { status: 'applied' }
  },
  'stop.split': async (ctx, rawArgs) => {
    await splitStop(ctx, parseOrThrow(splitStopArgs, rawArgs))
    return { status: 'applied' }
  },
  'count.record': async (ctx, rawArgs) => {
    const args = parseOrThrow(tabletCountArgs, rawArgs)
    await recordTabletCount(ctx, args.lineId, args)
    return { status: 'applied' }
  },
}
