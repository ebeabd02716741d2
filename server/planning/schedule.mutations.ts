// Sync handler for schedule.saveEntries: the same service as POST /api/production-schedule/bulk.
import { scheduleSaveArgs } from '../../shared/schemas/planning'
import { applying, type MutationHandlers } from '../sync-kit/mutation-types'
import { saveScheduleEntries } from './schedule.service'

export const scheduleMutations: MutationHandlers = {
  'schedule.saveEntries': applying(scheduleSaveArgs, (ctx, args) => saveScheduleEntries(ctx, args.schedules)),
}
