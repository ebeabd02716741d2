// Escalations as a synced entity (issue 34 §2): the engineer board's badge and a ticket's escalation history read
// the device's store, offline too. A device keeps those of open tickets and those of the last days.
import type { Trx } from '../context'
import { numericIds, type SyncSource } from '../sync-kit/sync-source'
import { escalationPage, escalationsByIds } from './escalation.repository'
import { toEscalation } from './escalation.service'

export const ESCALATION_SYNC_DAYS = 7

export const ticketEscalationsSource: SyncSource<'ticketEscalations'> = {
  page: async (t: Trx, after, limit) => {
    const since = new Date(Date.now() - ESCALATION_SYNC_DAYS * 86_400_000).toISOString()
    return (await escalationPage(t, since, after === null ? null : Number(after), limit)).map(toEscalation)
  },
  byIds: async (t, ids) => (await escalationsByIds(t, numericIds(ids))).map(toEscalation),
}
