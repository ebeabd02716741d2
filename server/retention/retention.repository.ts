// The purges of decision 184, dialect-neutral. Each deletes by an indexed key or a small table's column.
import type { Db } from '../db/connection'
import { CHANGE_LOG_MARK } from '../changes/change-log.repository'

/**
 * The first change-log row to keep: the oldest written at or after `before`, or — when every row is older — the
 * newest, which is always kept so `max(seq)` (the cursor handed out) never goes back. Walks the primary key from
 * the oldest row and stops at the first fresh one: it reads only the rows about to go.
 */
async function changeLogFloor(db: Db, before: string): Promise<number | null> {
  const fresh = await db
    .selectFrom('change_log')
    .select('seq')
    .where('changed_at', '>=', before)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst()
  if (fresh) return fresh.seq
  const newest = await db
    .selectFrom('change_log')
    .select((eb) => eb.fn.max<number | null>('seq').as('seq'))
    .executeTakeFirst()
  return newest?.seq ?? null
}

/**
 * Deletes change-log rows below the floor, `batch` rows of sequence per statement; returns the count. The highest
 * sequence to go is marked first, so a pull that reads the log after any row went also reads the mark.
 */
export async function purgeChangeLog(
  db: Db,
  before: string,
  at: string,
  batch: number,
  between: () => Promise<void> = async () => {},
): Promise<number> {
  const floor = await changeLogFloor(db, before)
  if (floor === null) return 0
  const last = await db
    .selectFrom('change_log')
    .select((eb) => eb.fn.max<number | null>('seq').as('seq'))
    .where('seq', '<', floor)
    .executeTakeFirst()
  if (last?.seq == null) return 0
  await markChangeLogPurged(db, last.seq, at)
  let deleted = 0
  for (;;) {
    const oldest = await db
      .selectFrom('change_log')
      .select((eb) => eb.fn.min<number | null>('seq').as('seq'))
      .executeTakeFirst()
    if (oldest?.seq == null || oldest.seq >= floor) return deleted
    const res = await db
      .deleteFrom('change_log')
      .where('seq', '<', Math.min(floor, oldest.seq + batch))
      .executeTakeFirst()
    deleted += Number(res.numDeletedRows)
    await between()
  }
}

/** The mark only moves up (two instances purging at once). */
async function markChangeLogPurged(db: Db, seq: number, at: string): Promise<void> {
  await db
    .insertInto('retention_marks')
    .values({ name: CHANGE_LOG_MARK, seq, at })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ seq: eb.ref('excluded.seq'), at: eb.ref('excluded.at') }))
        .where('retention_marks.seq', '<', seq),
    )
    .execute()
}

export async function purgeSyncOutcomes(db: Db, before: string): Promise<number> {
  const res = await db.deleteFrom('sync_outcomes').where('created_at', '<', before).executeTakeFirst()
  return Number(res.numDeletedRows)
}

/**
 * Devices silent since `before` (no push, no outbox report) whose last report said their outbox was empty. A row
 * with work possibly outstanding (a count above 0, or never reported) is kept: with its row gone, a re-send of a
 * change whose answer was lost would be numbered anew and applied twice.
 */
export async function purgeSilentSyncClients(db: Db, before: string): Promise<number> {
  const res = await db
    .deleteFrom('sync_clients')
    .where('updated_at', '<', before)
    .where('pending_count', '=', 0)
    .where('pending_reported_at', '<', before)
    .executeTakeFirst()
  return Number(res.numDeletedRows)
}

/** Sessions that expired before `before` (revoked or not): they can authorise nothing any more. */
export async function purgeEndedSessions(db: Db, before: string): Promise<number> {
  const res = await db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst()
  return Number(res.numDeletedRows)
}
