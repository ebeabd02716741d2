// The escalation ladder, who is a supervisor or the plant manager, and the escalations fired per ticket.
import type { Db, Trx } from '../db/connection'

export function listLadder(db: Db | Trx) {
  return db.selectFrom('escalation_steps').selectAll().orderBy('priority').orderBy('step').execute()
}

export async function replaceLadder(
  trx: Trx,
  rows: { priority: string; step: number; after_minutes: number; target: string; teams: number }[],
) {
  await trx.deleteFrom('escalation_steps').execute()
  if (rows.length) await trx.insertInto('escalation_steps').values(rows).execute()
}

/**
 * Tickets past a step's time and not accepted, that the step has not fired for: raised (device time) at or before
 * `dueBefore` and after `notBefore` (a ticket whose step fell due long ago, e.g. while the server was down for a
 * day, is not paged about now).
 */
export function dueForStep(
  db: Db | Trx,
  step: { priority: string; step: number },
  dueBefore: string,
  notBefore: string,
  limit: number,
) {
  return db
    .selectFrom('tickets')
    .select(['tickets.id'])
    .where('tickets.priority', '=', step.priority)
    .where('tickets.status', 'in', ['open', 'assigned'])
    .where('tickets.accepted_at', 'is', null)
    .where('tickets.created_at', '<=', dueBefore)
    .where('tickets.created_at', '>', notBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ticket_escalations as e')
            .select('e.id')
            .whereRef('e.ticket_id', '=', 'tickets.id')
            .where('e.step', '=', step.step),
        ),
      ),
    )
    .orderBy('tickets.created_at')
    .limit(limit)
    .execute()
}

/** The row that makes a step fire once: false when another pass (this instance's or another's) already has it. */
export async function claimEscalation(
  trx: Trx,
  row: {
    ticket_id: string
    step: number
    priority: string
    target: string
    after_minutes: number
    fired_at: string
    recipients: number
  },
): Promise<number | null> {
  const inserted = await trx
    .insertInto('ticket_escalations')
    .values(row)
    .onConflict((oc) => oc.columns(['ticket_id', 'step']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted?.id ?? null
}

export async function setRecipients(
  trx: Trx,
  id: number,
  fields: { recipients: number; notified: string; teams: number },
) {
  await trx.updateTable('ticket_escalations').set(fields).where('id', '=', id).execute()
}

/** Active people by role or by id, with their names: who an escalation step is for. */
export function peopleOf(db: Db | Trx, who: { roles: string[] } | { ids: number[] }) {
  if ('ids' in who && who.ids.length === 0) return Promise.resolve([])
  let q = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name'])
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
  q = 'ids' in who ? q.where('u.id', 'in', who.ids) : q.where('r.name', 'in', who.roles)
  return q.orderBy('u.id').limit(200).execute()
}

/** Escalations a device keeps: those of tickets still open and those fired since `since`, in id order. */
export function escalationPage(db: Db | Trx, since: string, after: number | null, limit: number) {
  let q = db
    .selectFrom('ticket_escalations as e')
    .innerJoin('tickets as t', 't.id', 'e.ticket_id')
    .selectAll('e')
    .where((eb) => eb.or([eb('t.status', 'not in', ['resolved', 'closed']), eb('e.fired_at', '>=', since)]))
  if (after !== null) q = q.where('e.id', '>', after)
  return q.orderBy('e.id').limit(limit).execute()
}

export function escalationsByIds(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('ticket_escalations').selectAll().where('id', 'in', ids).execute()
}

export function escalationsOfTicket(db: Db | Trx, ticketId: string) {
  return db.selectFrom('ticket_escalations').selectAll().where('ticket_id', '=', ticketId).orderBy('step').execute()
}

/** The highest step fired per open ticket, for the engineer board's badge. */
export function openEscalations(db: Db | Trx) {
  return db
    .selectFrom('ticket_escalations as e')
    .innerJoin('tickets as t', 't.id', 'e.ticket_id')
    .select(['e.ticket_id', (eb) => eb.fn.max('e.step').as('step'), (eb) => eb.fn.max('e.fired_at').as('fired_at')])
    .where('t.status', 'in', ['open', 'assigned'])
    .where('t.accepted_at', 'is', null)
    .groupBy('e.ticket_id')
    .execute()
}

export function listEscalationPeople(db: Db | Trx) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('escalation_people as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'r.name as role', 'p.supervisor', 'p.plant_manager'])
    .where('u.is_active', '=', 1)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id')
    .execute()
}

export async function setEscalationPerson(
  trx: Trx,
  userId: number,
  flags: { supervisor: number; plant_manager: number },
  now: string,
) {
  await trx
    .insertInto('escalation_people')
    .values({ user_id: userId, ...flags, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...flags, updated_at: now }))
    .execute()
}

export async function flaggedUsers(db: Db | Trx, flag: 'supervisor' | 'plant_manager') {
  const rows = await db.selectFrom('escalation_people').select('user_id').where(flag, '=', 1).execute()
  return rows.map((r) => r.user_id)
}
