// Sync handler for equipment.setStatus: the same service as PATCH /api/equipment/{id}/status.
import { equipmentSetStatusArgs } from '../../shared/schemas/equipment'
import { parseOrThrow } from '../http/errors'
import type { MutationHandlers } from '../sync/mutation-types'
import { setEquipmentStatus } from './equipment.service'

export const equipmentMutations: MutationHandlers = {
  'equipment.setStatus': async (ctx, rawArgs) => {
    await setEquipmentStatus(ctx, parseOrThrow(equipmentSetStatusArgs, rawArgs))
    return { status: 'applied' }
  },
}
