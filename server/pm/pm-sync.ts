// Plans and work orders as synced entities: devices keep every plan (few, small) and every open work order plus
// those changed in the last PM_SYNC_DONE_DAYS days, so the phone fills procedures and the boards show "PM due"
// offline.
import type { Trx } from '../context'
import type { SyncSource } from '../sync-kit/sync-source'
import { toPlan, withDetails } from './pm-mapper'
import { listPlanRows, listPlansByIds, listWorkOrdersByIds, syncWorkOrderPage } from './pm.repository'

export const PM_SYNC_DONE_DAYS = 60

const since = () => new Date(Date.now() - PM_SYNC_DONE_DAYS * 86_400_000).toISOString()

export const pmPlansSource: SyncSource<'pmPlans'> = {
  page: async (t: Trx, after, limit) =>
    (await listPlanRows(t, after === null ? null : String(after), limit)).map(toPlan),
  byIds: async (t, ids) => (await listPlansByIds(t, ids)).map(toPlan),
}

export const pmWorkOrdersSource: SyncSource<'pmWorkOrders'> = {
  page: async (t, after, limit) =>
    withDetails(t, await syncWorkOrderPage(t, since(), after === null ? null : String(after), limit)),
  byIds: async (t, ids) => withDetails(t, await listWorkOrdersByIds(t, ids)),
}
