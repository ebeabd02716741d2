// The change log gives pull its cursor: one row per entity change, in commit order.
import type { Db } from '../db/connection'
import type { Trx } from '../context'

export async function recordChange(db: Db | Trx, entity: string, entityId: string, op: 'upsert' | 'delete', at: string): Promise<number> {
  const row = await db
    .insertInto('change_log')
    .values({ entity, entity_id: entityId, op, changed_at: at })
    .returning('seq')
    .executeTakeFirstOrThrow()
  return row.seq
}

export async function latestSeq(db: Db | Trx): Promise<number> {
  const row = await db.selectFrom('change_log').select((eb) => eb.fn.max<number | null>('seq').as('seq')).executeTakeFirst()
  return row?.seq ?? 0
}

/**
 * The newest change of each entity since the cursor. The row is picked by its max(seq) in a subquery:
 * selecting `op` beside a grouped max() is SQLite-only (PostgreSQL wants every selected column grouped).
 */
export async function changesSince(db: Db | Trx, cursor: number) {
  return db
    .selectFrom('change_log')
    .select(['entity', 'entity_id', 'op', 'seq'])
    .where('seq', 'in', (eb) =>
      eb.selectFrom('change_log').select((sub) => sub.fn.max<number>('seq').as('seq')).where('seq', '>', cursor).groupBy(['entity', 'entity_id']),
    )
    .orderBy('seq')
    .execute()
}
