// Per-client progress of the outbox (last mutation id, owning account) and each mutation's stored outcome.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { SyncOutcomesTable } from '../db/database'
import type { AuditEntry } from '../audit/audit.repository'
import type { CommandSink } from '../command'
import { holdChangeOrder } from '../changes/change-log.repository'
import { dialectOf } from '../db/dialect'
import { placeholderRows, prepare, preparedFamily } from '../db/prepared'

export interface SyncClient {
  lastMutationId: number
  ownerUserId: number | null
  /** When the client first pushed; null for rows made before it was kept (decision 179). */
  firstPushAt: string | null
}

type ClientRow = { last_mutation_id: number; owner_user_id: number | null; first_push_at: string | null }
const toClient = (row: ClientRow): SyncClient => ({
  lastMutationId: row.last_mutation_id,
  ownerUserId: row.owner_user_id,
  firstPushAt: row.first_push_at,
})

const findClientQuery = prepare((db, p: { clientId: string }) =>
  db
    .selectFrom('sync_clients')
    .select(['last_mutation_id', 'owner_user_id', 'first_push_at'])
    .where('client_id', '=', p.clientId),
)

export async function findClient(db: Db | Trx, clientId: string): Promise<SyncClient | null> {
  const row = await findClientQuery.executeTakeFirst(db, { clientId })
  return row ? toClient(row) : null
}

export async function lastMutationId(db: Db | Trx, clientId: string): Promise<number> {
  return (await findClient(db, clientId))?.lastMutationId ?? 0
}

/**
 * Holds the client's row until the push commits (decision 147), so the same batch reaching two instances at
 * once applies once: the second push waits here, then reads the first one's committed last_mutation_id and
 * answers its stored outcomes. Returns the held row (null on SQLite). A new client's row is made (bound to the pusher) to have a row to hold; a
 * refused push rolls it back. A legacy row without an owner is bound to the pusher here, under the row's lock, so
 * two accounts racing cannot both own it (decision 181). PostgreSQL only: SQLite runs one write transaction at a time.
 */
export async function holdClient(
  db: Db | Trx,
  clientId: string,
  userId: number,
  at: string,
): Promise<SyncClient | null> {
  if (dialectOf(db) !== 'postgres') return null
  // Returning the held row saves the read that would follow (one round trip per push).
  const row = await holdClientQuery.executeTakeFirst(db, { clientId, userId, at })
  return row ? toClient(row) : null
}

const holdClientQuery = prepare((db, p: { clientId: string; userId: number; at: string }) =>
  db
    .insertInto('sync_clients')
    .values({
      client_id: p.clientId,
      last_mutation_id: 0,
      user_id: p.userId,
      owner_user_id: p.userId,
      updated_at: p.at,
      first_push_at: p.at,
    })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet((eb) => ({
        last_mutation_id: eb.ref('sync_clients.last_mutation_id'),
        owner_user_id: eb.fn.coalesce('sync_clients.owner_user_id', 'excluded.owner_user_id'),
      })),
    )
    .returning(['last_mutation_id', 'owner_user_id', 'first_push_at']),
)

/**
 * Binds a client row without an owner (made before binding existed) to the pusher, unless someone bound it first;
 * returns the owner the row has now. SQLite's path: PostgreSQL binds in holdClient.
 */
export async function bindClient(db: Db | Trx, clientId: string, userId: number): Promise<number | null> {
  await db
    .updateTable('sync_clients')
    .set({ owner_user_id: userId })
    .where('client_id', '=', clientId)
    .where('owner_user_id', 'is', null)
    .execute()
  return (await findClient(db, clientId))?.ownerUserId ?? null
}

/** Moves the client's progress on; the first push binds the client id to its account and keeps its time. */
const saveClientQuery = prepare((db, p: { clientId: string; mutationId: number; userId: number; at: string }) =>
  db
    .insertInto('sync_clients')
    .values({
      client_id: p.clientId,
      last_mutation_id: p.mutationId,
      user_id: p.userId,
      owner_user_id: p.userId,
      updated_at: p.at,
      first_push_at: p.at,
    })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet((eb) => ({
        last_mutation_id: eb.ref('excluded.last_mutation_id'),
        user_id: eb.ref('excluded.user_id'),
        updated_at: eb.ref('excluded.updated_at'),
        first_push_at: eb.fn.coalesce('sync_clients.first_push_at', 'excluded.first_push_at'),
      })),
    ),
)

export async function saveClient(
  db: Db | Trx,
  clientId: string,
  mutationId: number,
  userId: number,
  at: string,
): Promise<void> {
  await saveClientQuery.run(db, { clientId, mutationId, userId, at })
}

const reportPendingQuery = prepare((db, p: { clientId: string; userId: number; count: number; at: string }) =>
  db
    .updateTable('sync_clients')
    .set({ pending_count: p.count, pending_reported_at: p.at })
    .where('client_id', '=', p.clientId)
    .where('owner_user_id', '=', p.userId),
)

/** Keeps the outbox count a device reported with a push or pull, on its own client id only. */
export async function reportPending(
  db: Db | Trx,
  clientId: string,
  userId: number,
  count: number,
  at: string,
): Promise<void> {
  await reportPendingQuery.run(db, { clientId, userId, count, at })
}

export type OutcomeRow = SyncOutcomesTable

/** Rows per multi-row insert: a push's outcome, audit and change rows go in a few statements. */
const ROW_CHUNK = 100

const OUTCOME_COLUMNS = ['client_id', 'mutation_id', 'name', 'status', 'code', 'reason', 'created_at'] as const
const insertOutcomesQuery = preparedFamily(
  (count: number) => (db, _: { rows: OutcomeRow[] }) =>
    db.insertInto('sync_outcomes').values(placeholderRows<OutcomeRow>(OUTCOME_COLUMNS, count)),
)

/** Stores outcomes; the (client, mutation id) primary key refuses a second verdict for the same mutation. */
export async function insertOutcomes(db: Db | Trx, rows: OutcomeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_CHUNK) {
    const chunk = rows.slice(i, i + ROW_CHUNK)
    await insertOutcomesQuery(chunk.length).run(db, { rows: chunk })
  }
}

/** Outcomes of a range of a client's mutations (a re-sent batch), by a range, never an IN list. */
export function outcomesInRange(db: Db | Trx, clientId: string, from: number, to: number) {
  return db
    .selectFrom('sync_outcomes')
    .select(['mutation_id', 'status', 'code', 'reason'])
    .where('client_id', '=', clientId)
    .where('mutation_id', '>=', from)
    .where('mutation_id', '<=', to)
    .orderBy('mutation_id')
    .execute()
}

/** Verdicts other than "applied" after a mutation id, for pull: the device may never have heard them. */
export function unheardOutcomes(db: Db | Trx, clientId: string, after: number, through: number, limit: number) {
  return db
    .selectFrom('sync_outcomes')
    .select(['mutation_id', 'status', 'code', 'reason'])
    .where('client_id', '=', clientId)
    .where('mutation_id', '>', after)
    .where('mutation_id', '<=', through)
    .where('status', '!=', 'applied')
    .orderBy('mutation_id')
    .limit(limit)
    .execute()
}

const AUDIT_COLUMNS = ['user_id', 'action', 'resource_type', 'resource_id', 'timestamp', 'details'] as const
type AuditInsert = {
  user_id: number | null
  action: string
  resource_type: string
  resource_id: string | null
  timestamp: string
  details: string | null
}
const insertAuditQuery = preparedFamily(
  (count: number) => (db, _: { rows: AuditInsert[] }) =>
    db.insertInto('audit_log').values(placeholderRows<AuditInsert>(AUDIT_COLUMNS, count)),
)

/** A push's audit rows, a chunk per statement. */
export async function insertAuditRows(db: Db | Trx, rows: AuditEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_CHUNK) {
    const chunk = rows.slice(i, i + ROW_CHUNK).map((e): AuditInsert => ({
      user_id: e.userId,
      action: e.action,
      resource_type: e.resourceType,
      resource_id: e.resourceId,
      timestamp: e.timestamp,
      details: e.details === undefined ? null : JSON.stringify(e.details),
    }))
    await insertAuditQuery(chunk.length).run(db, { rows: chunk })
  }
}

const CHANGE_COLUMNS = ['entity', 'entity_id', 'op', 'changed_at'] as const
const insertChangesQuery = preparedFamily(
  (count: number) => (db, _: { rows: CommandSink['changes'] }) =>
    db
      .insertInto('change_log')
      .values(placeholderRows<CommandSink['changes'][number]>(CHANGE_COLUMNS, count))
      .returning('seq'),
)

/** A push's change-log rows in commit order; returns the highest sequence written. */
export async function insertChangeRows(db: Db | Trx, rows: CommandSink['changes']): Promise<number> {
  let max = 0
  if (rows.length) await holdChangeOrder(db)
  for (let i = 0; i < rows.length; i += ROW_CHUNK) {
    const chunk = rows.slice(i, i + ROW_CHUNK)
    for (const w of await insertChangesQuery(chunk.length).execute(db, { rows: chunk })) max = Math.max(max, w.seq)
  }
  return max
}
