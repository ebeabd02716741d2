// Push subscriptions, preferences and the push outbox: all SQL of Web Push.
import { sql, type Insertable } from 'kysely'
import type { Db, Trx } from '../db/connection'
import { dialectOf } from '../db/dialect'
import { prepare } from '../db/prepared'
import { leaseClaimedRows, updateHeldRow, type HeldRowUpdate } from '../jobs/outbox-lease.repository'
import type { PushOutboxTable } from '../db/push-tables'

export function findSubscriptionByEndpoint(db: Db | Trx, endpoint: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst()
}

export function listUserSubscriptions(db: Db | Trx, userId: number) {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}

export async function insertSubscription(
  db: Db | Trx,
  row: { user_id: number; endpoint: string; p256dh: string; auth: string; lang: string; created_at: string },
) {
  await db.insertInto('push_subscriptions').values(row).execute()
}

export async function updateSubscription(
  db: Db | Trx,
  id: number,
  set: { user_id: number; p256dh: string; auth: string; lang: string },
) {
  await db.updateTable('push_subscriptions').set(set).where('id', '=', id).execute()
}

export async function deleteSubscription(db: Db | Trx, id: number) {
  await db.deleteFrom('push_outbox').where('subscription_id', '=', id).execute()
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
}

export function findPreferences(db: Db | Trx, userId: number) {
  return db.selectFrom('push_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function savePreferences(
  db: Db | Trx,
  row: {
    user_id: number
    assigned: number
    urgent: number
    units: string
    escalations: number
    clearance: number
    updated_at: string
  },
) {
  const { user_id, ...set } = row
  await db
    .insertInto('push_preferences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute()
  void user_id
}

/**
 * The subscribed devices of the given users, with each user's preferences (null: the defaults). Only active,
 * not deleted accounts: a deactivated user's phone stays silent.
 */
export function devicesOfUsers(db: Db | Trx, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([])
  return db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 's.lang', 'p.assigned', 'p.urgent', 'p.units', 'p.escalations', 'p.clearance'])
    .where('s.user_id', 'in', userIds)
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .execute()
}

/** Subscribed devices of active users with one of these roles (a department's engineers, the QA people). */
export function devicesOfRoles(db: Db | Trx, roles: string[]) {
  return db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 's.lang', 'p.assigned', 'p.urgent', 'p.units', 'p.escalations', 'p.clearance'])
    .where('r.name', 'in', roles)
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .execute()
}

export type DeviceRow = Awaited<ReturnType<typeof devicesOfRoles>>[number]

/** Is any device subscribed at all? One indexed read: most plants' ticket writes stop here until someone opts in. */
// Read on every ticket created or assigned (sync push): compiled once.
const anySubscriptionQuery = prepare((db) => db.selectFrom('push_subscriptions').select('id').limit(sql.lit(1)))

export async function anySubscription(db: Db | Trx): Promise<boolean> {
  return Boolean(await anySubscriptionQuery.executeTakeFirst(db, {}))
}

export async function insertPushRows(db: Db | Trx, rows: Insertable<PushOutboxTable>[]) {
  if (rows.length) await db.insertInto('push_outbox').values(rows).execute()
}

/**
 * Claims the pending rows due now (bounded, oldest first) for one worker: read — on PostgreSQL `FOR UPDATE SKIP
 * LOCKED`, so another instance skips them — and leased in one transaction (`lease_id`, `next_attempt_at` moved
 * to `leaseUntil`). A row whose worker died is due again when its lease runs out. Pushes have no order to keep.
 */
export async function claimDuePushRows(db: Db, now: string, leaseUntil: string, leaseId: string, limit: number) {
  const due = await db
    .selectFrom('push_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .limit(sql.lit(1))
    .executeTakeFirst()
  if (!due) return []
  const postgres = dialectOf(db) === 'postgres'
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('push_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit)
    if (postgres) query = query.forUpdate().skipLocked()
    const rows = await query.execute()
    await leaseClaimedRows(
      trx,
      'push_outbox',
      rows.map((r) => r.id),
      leaseUntil,
      leaseId,
    )
    return rows
  })
}

/** Every verdict on a claimed row is conditional on the claim: false (nothing changed) when it was lost. */
export function updateHeldPushRow(db: Db | Trx, id: number, leaseId: string, set: HeldRowUpdate): Promise<boolean> {
  return updateHeldRow(db, 'push_outbox', id, leaseId, set)
}

export function subscriptionForSend(db: Db | Trx, id: number) {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function markSubscriptionUsed(db: Db | Trx, id: number, at: string) {
  await db.updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', '=', id).execute()
}

/** Pending and failed rows, for the status answer and System Info. */
export async function pushOutboxCounts(db: Db | Trx) {
  return db
    .selectFrom('push_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
}
