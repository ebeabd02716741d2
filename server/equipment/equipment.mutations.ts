// Sync handler for equipment.setStatus: the same service as PATCH /api/equipment/{id}/status.
import { equipmentSetStatusArgs } from '../../shared/schemas/equipment'
import { applying, type MutationHandlers } from '../sync-kit/mutation-types'
import { setEquipmentStatus } from './equipment.service'

export const equipmentMutations: MutationHandlers = {
  'equipment.setStatus': applying(equipmentSetStatusArgs, (ctx, args) => setEquipmentStatus(ctx, args)),
}
