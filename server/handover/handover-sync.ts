// Handovers as a synced entity: a device keeps those of the last days and every unacknowledged one, so the
// line's tablet shows the handover to acknowledge and the list per line and day offline.
import { addDays } from '../../shared/planning/schedule'
import type { Trx } from '../context'
import { type SyncSource } from '../sync-kit/sync-source'
import { toHandover } from './handover-mapper'
import { handoverPage, handoversByIds } from './handover.repository'

export const HANDOVER_SYNC_DAYS = 14

export const handoversSource: SyncSource<'handovers'> = {
  page: async (t: Trx, after, limit) => {
    const since = addDays(new Date().toISOString().slice(0, 10), -HANDOVER_SYNC_DAYS)
    return (await handoverPage(t, since, after === null ? null : String(after), limit)).map(toHandover)
  },
  byIds: async (t, ids) => (await handoversByIds(t, ids)).map(toHandover),
}
