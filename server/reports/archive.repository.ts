// Archiving marks old finished tickets; nothing is deleted (reports and exports still read them).
import type { Trx } from '../context'
import { CLOSED_STATUSES } from './ticket-report.repository'

/** Ids of finished, not yet archived tickets raised before the cutoff. */
export function archivableTicketIds(trx: Trx, cutoff: string) {
  return trx
    .selectFrom('tickets')
    .select('id')
    .where('archived_at', 'is', null)
    .where('status', 'in', CLOSED_STATUSES)
    .where('created_at', '<', cutoff)
    .execute()
}

export async function markArchived(trx: Trx, cutoff: string, at: string): Promise<number> {
  const result = await trx
    .updateTable('tickets')
    .set({ archived_at: at, updated_at: at })
    .where('archived_at', 'is', null)
    .where('status', 'in', CLOSED_STATUSES)
    .where('created_at', '<', cutoff)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
