// Per-client progress of the outbox: the last mutation id applied or rejected.
import type { Db } from '../db/connection'
import type { Trx } from '../context'

export async function lastMutationId(db: Db | Trx, clientId: string): Promise<number> {
  const row = await db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirst()
  return row?.last_mutation_id ?? 0
}

export async function setLastMutationId(db: Db | Trx, clientId: string, mutationId: number, userId: number | null, at: string): Promise<void> {
  await db
    .insertInto('sync_clients')
    .values({ client_id: clientId, last_mutation_id: mutationId, user_id: userId, updated_at: at })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ last_mutation_id: mutationId, user_id: userId, updated_at: at }))
    .execute()
}
