// Sync handlers of planned maintenance: each calls the same service as its REST twin in pm.routes.ts.
import {
  pmCorrectionArgs,
  pmPlanCreateArgs,
  pmPlanStatusArgs,
  pmPlanUpdateArgs,
  pmReadingArgs,
  pmRescheduleArgs,
  pmSignOffArgs,
  pmSkipArgs,
  pmTemporaryRepairInput,
} from '../../shared/schemas/pm'
import { applying, type MutationHandlers } from '../sync-kit/mutation-types'
import { createPlan, setPlanStatus, updatePlan } from './pm-plans.service'
import {
  addCorrection,
  rescheduleWorkOrder,
  signOff,
  skipWorkOrder,
  temporaryRepairForTicket,
} from './pm-work-orders.service'
import { recordReading } from './pm-readings.service'

export const pmMutations: MutationHandlers = {
  'pm.createPlan': applying(pmPlanCreateArgs, (ctx, { id, ...plan }) => createPlan(ctx, plan, id)),
  'pm.updatePlan': applying(pmPlanUpdateArgs, (ctx, a) => updatePlan(ctx, a.id, a.plan)),
  'pm.setPlanStatus': applying(pmPlanStatusArgs, (ctx, a) => setPlanStatus(ctx, a.id, a.status)),
  'pm.signOff': applying(pmSignOffArgs, (ctx, a, meta) => signOff(ctx, a.workOrderId, a.signOff, meta.at)),
  'pm.correct': applying(pmCorrectionArgs, (ctx, { workOrderId, ...c }, meta) =>
    addCorrection(ctx, workOrderId, c, meta.at),
  ),
  'pm.skip': applying(pmSkipArgs, (ctx, a) => skipWorkOrder(ctx, a.workOrderId, a.reason)),
  'pm.reschedule': applying(pmRescheduleArgs, (ctx, a) => rescheduleWorkOrder(ctx, a.workOrderId, a.dueAt, a.reason)),
  'pm.temporaryRepair': applying(pmTemporaryRepairInput, (ctx, a) => temporaryRepairForTicket(ctx, a)),
  'pm.recordReading': applying(pmReadingArgs, (ctx, a, meta) => recordReading(ctx, a, meta.at)),
}
