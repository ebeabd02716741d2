// Sync handler for hygiene.clear: the same service as POST /api/hygiene/clearances. A clearance that found the
// hold already released is kept as a record; the device hears "superseded" with who released it.
import { clearanceArgs } from '../../shared/hygiene/schemas'
import { parseOrThrow } from '../http/errors'
import type { MutationHandlers } from '../sync-kit/mutation-types'
import { clearLine } from './hygiene.service'

export const hygieneMutations: MutationHandlers = {
  'hygiene.clear': async (ctx, rawArgs, meta) => {
    const { at: _at, ...input } = parseOrThrow(clearanceArgs, rawArgs)
    void _at
    const result = await clearLine(ctx, input, meta.at)
    if (result.outcome === 'already_released' || result.outcome === 'not_held')
      return {
        status: 'superseded',
        reason:
          result.outcome === 'already_released'
            ? `The line was already cleared by ${result.releasedBy ?? 'someone else'}; your clearance was kept as a record and changed nothing`
            : 'The line was no longer waiting for clearance; your clearance was kept as a record and changed nothing',
      }
    return { status: 'applied' }
  },
}
