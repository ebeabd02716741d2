// Holds as a synced entity: a snapshot carries the open holds and those of the last days (a tablet fills in a
// clearance offline from its hold's checklist); changes carry any hold.
import type { Trx } from '../context'
import { type SyncSource } from '../sync-kit/sync-source'
import { toHold } from './hygiene-mapper'
import { holdPage, holdsByIds } from './hygiene.repository'

export const HOLD_SYNC_DAYS = 7

export const hygieneHoldsSource: SyncSource<'hygieneHolds'> = {
  page: async (t: Trx, after, limit) => {
    const since = new Date(Date.now() - HOLD_SYNC_DAYS * 86_400_000).toISOString()
    return (await holdPage(t, since, after === null ? null : String(after), limit)).map(toHold)
  },
  byIds: async (t, ids) => (await holdsByIds(t, ids)).map(toHold),
}
