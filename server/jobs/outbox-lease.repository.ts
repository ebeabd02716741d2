// The lease part of an outbox claim, the same for the Teams and the Web Push outboxes (decisions 175, 265): the
// rows a claim read are leased to it, and every verdict on a claimed row holds only while the lease is its own.
import type { Db, Trx } from '../db/connection'

export type OutboxTable = 'webhook_outbox' | 'push_outbox'

export type HeldRowUpdate = Partial<{
  status: string
  sent_at: string
  attempts: number
  last_error: string | null
  next_attempt_at: string
}>

/** In the claim's transaction: the rows it read are this claim's (`lease_id`) and not due for others until `leaseUntil`. */
export async function leaseClaimedRows(
  trx: Trx,
  table: OutboxTable,
  ids: number[],
  leaseUntil: string,
  leaseId: string,
): Promise<void> {
  if (!ids.length) return
  await trx.updateTable(table).set({ next_attempt_at: leaseUntil, lease_id: leaseId }).where('id', 'in', ids).execute()
}

/** A verdict on a claimed row, which ends the lease: false (and nothing changed) when the claim was lost. */
export async function updateHeldRow(
  db: Db | Trx,
  table: OutboxTable,
  id: number,
  leaseId: string,
  set: HeldRowUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(Object.assign({}, set, { lease_id: null }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('lease_id', '=', leaseId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
