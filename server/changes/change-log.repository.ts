// The change log gives pull its cursor: one row per entity change, in commit order.
import { sql } from 'kysely'
import type { Db } from '../db/connection'
import { dialectOf } from '../db/dialect'
import type { Trx } from '../db/connection'

/** Any constant: the advisory lock that orders change-log writers (decision 145). */
const CHANGE_ORDER_LOCK = 7_301_145

/**
 * Call in the writing transaction before its first change-log row. PostgreSQL hands out `seq` at insert but
 * transactions commit in any order, so a puller could read seq 11 while 10 is still uncommitted and skip it.
 * Holding one transaction-scoped advisory lock from the first change-log row to commit makes seq order
 * commit order: whatever a reader sees below max(seq) is final. SQLite has one writer: nothing to do.
 */
export async function holdChangeOrder(db: Db | Trx): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(CHANGE_ORDER_LOCK)})`.execute(db)
}

export async function recordChange(
  db: Db | Trx,
  entity: string,
  entityId: string,
  op: 'upsert' | 'delete',
  at: string,
): Promise<number> {
  await holdChangeOrder(db)
  const row = await db
    .insertInto('change_log')
    .values({ entity, entity_id: entityId, op, changed_at: at })
    .returning('seq')
    .executeTakeFirstOrThrow()
  return row.seq
}

/** Several change-log rows in order (one statement per 100); returns the highest sequence written. */
export async function recordChanges(
  db: Db | Trx,
  rows: { entity: string; entity_id: string; op: 'upsert' | 'delete'; changed_at: string }[],
): Promise<number> {
  let max = 0
  if (rows.length) await holdChangeOrder(db)
  for (let i = 0; i < rows.length; i += 100) {
    const written = await db
      .insertInto('change_log')
      .values(rows.slice(i, i + 100))
      .returning('seq')
      .execute()
    for (const w of written) max = Math.max(max, w.seq)
  }
  return max
}

export async function latestSeq(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('change_log')
    .select((eb) => eb.fn.max<number | null>('seq').as('seq'))
    .executeTakeFirst()
  return row?.seq ?? 0
}

/** The retention mark naming the highest change sequence purged (decision 184). */
export const CHANGE_LOG_MARK = 'change_log'

/**
 * Whether the log still holds everything after `cursor`: false once a purge deleted a change above it (decision
 * 184) — that device needs a snapshot. Read after the log itself: the purge marks before it deletes.
 */
export async function cursorKnown(db: Db | Trx, cursor: number): Promise<boolean> {
  const mark = await db
    .selectFrom('retention_marks')
    .select('seq')
    .where('name', '=', CHANGE_LOG_MARK)
    .executeTakeFirst()
  return !mark || cursor >= mark.seq
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
      eb
        .selectFrom('change_log')
        .select((sub) => sub.fn.max<number>('seq').as('seq'))
        .where('seq', '>', cursor)
        .groupBy(['entity', 'entity_id']),
    )
    .orderBy('seq')
    .execute()
}

/** A page of the change log after a cursor, in commit order. */
export function changeLogAfter(trx: Trx, cursor: number, limit: number) {
  return trx
    .selectFrom('change_log')
    .select(['seq', 'entity', 'entity_id', 'op'])
    .where('seq', '>', cursor)
    .orderBy('seq')
    .limit(limit)
    .execute()
}
