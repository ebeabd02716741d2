// All SQL of planned maintenance but the meters (pm-readings.repository.ts): plans, work orders, answers.
import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import type { PmAnswersTable, PmPlansTable, PmWorkOrdersTable } from '../db/pm-tables'

type Conn = Db | Trx
export type PlanRow = Selectable<PmPlansTable>
export type NewPlanRow = Insertable<PmPlansTable>
export type WorkOrderRow = Selectable<PmWorkOrdersTable>
export type NewWorkOrderRow = Insertable<PmWorkOrdersTable>
export type WorkOrderUpdate = Updateable<PmWorkOrdersTable>
export type AnswerRow = Selectable<PmAnswersTable>
export type NewAnswerRow = Insertable<PmAnswersTable>

export async function insertPlan(db: Conn, row: NewPlanRow): Promise<boolean> {
  const r = await db
    .insertInto('pm_plans')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
}

export async function updatePlanRow(db: Conn, id: string, patch: Updateable<PmPlansTable>): Promise<void> {
  await db.updateTable('pm_plans').set(patch).where('id', '=', id).execute()
}

export function findPlan(db: Conn, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('pm_plans').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listPlanRows(db: Conn, after: string | null, limit: number): Promise<PlanRow[]> {
  let q = db.selectFrom('pm_plans').selectAll().orderBy('id').limit(limit)
  if (after !== null) q = q.where('id', '>', after)
  return q.execute()
}

export function listPlansByIds(db: Conn, ids: string[]): Promise<PlanRow[]> {
  if (!ids.length) return Promise.resolve([])
  return db.selectFrom('pm_plans').selectAll().where('id', 'in', ids).execute()
}

/** Active plans in id order, a page at a time (the generator walks them all). */
export function listActivePlanPage(db: Conn, after: string | null, limit: number): Promise<PlanRow[]> {
  let q = db.selectFrom('pm_plans').selectAll().where('status', '=', 'active').orderBy('id').limit(limit)
  if (after !== null) q = q.where('id', '>', after)
  return q.execute()
}

/** Every work order of these plans, newest due date first: the generator needs the latest and any open one. */
export function workOrderHistory(db: Conn, planIds: string[]) {
  if (!planIds.length) return Promise.resolve([])
  return db
    .selectFrom('pm_work_orders')
    .select(['plan_id', 'due_at', 'status', 'completed_at'])
    .where('plan_id', 'in', planIds)
    .orderBy('due_at', 'desc')
    .execute()
}

/** Inserts work orders; one that a unique key already covers (same plan and due date, or an open one) is skipped. */
export async function insertWorkOrders(db: Conn, rows: NewWorkOrderRow[]): Promise<string[]> {
  if (!rows.length) return []
  const out = await db
    .insertInto('pm_work_orders')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  return out.map((r) => r.id)
}

export function findWorkOrder(db: Conn, id: string): Promise<WorkOrderRow | undefined> {
  return db.selectFrom('pm_work_orders').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updateWorkOrder(db: Conn, id: string, patch: WorkOrderUpdate): Promise<void> {
  await db.updateTable('pm_work_orders').set(patch).where('id', '=', id).execute()
}

/** Open work orders of a plan (at most one, by the unique index). */
export function openWorkOrdersOfPlan(db: Conn, planId: string): Promise<WorkOrderRow[]> {
  return db
    .selectFrom('pm_work_orders')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('status', '=', 'open')
    .execute()
}

export interface WorkOrderFilter {
  status?: string
  /** Open and due before this day. */
  overdueBefore?: string
  lineId?: number
  from?: string
  to?: string
}

export function listWorkOrderRows(db: Conn, f: WorkOrderFilter, limit = 5000): Promise<WorkOrderRow[]> {
  let q = db.selectFrom('pm_work_orders').selectAll().orderBy('due_at').orderBy('id').limit(limit)
  if (f.status) q = q.where('status', '=', f.status)
  if (f.overdueBefore) q = q.where('status', '=', 'open').where('due_at', '<', f.overdueBefore)
  if (f.lineId !== undefined) q = q.where('line_id', '=', f.lineId)
  if (f.from) q = q.where('due_at', '>=', f.from)
  if (f.to) q = q.where('due_at', '<=', f.to)
  return q.execute()
}

/** Work orders a device keeps: every open one and those changed since `since`, in id order, a page at a time. */
export function syncWorkOrderPage(db: Conn, since: string, after: string | null, limit: number) {
  let q = db
    .selectFrom('pm_work_orders')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'open'), eb('updated_at', '>=', since)]))
    .orderBy('id')
    .limit(limit)
  if (after !== null) q = q.where('id', '>', after)
  return q.execute()
}

export function listWorkOrdersByIds(db: Conn, ids: string[]): Promise<WorkOrderRow[]> {
  if (!ids.length) return Promise.resolve([])
  return db.selectFrom('pm_work_orders').selectAll().where('id', 'in', ids).execute()
}

export function answersOf(db: Conn, workOrderIds: string[]): Promise<AnswerRow[]> {
  if (!workOrderIds.length) return Promise.resolve([])
  return db
    .selectFrom('pm_answers')
    .selectAll()
    .where('work_order_id', 'in', workOrderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export function findAnswer(db: Conn, id: string): Promise<AnswerRow | undefined> {
  return db.selectFrom('pm_answers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertAnswers(db: Conn, rows: NewAnswerRow[]): Promise<void> {
  if (rows.length) await db.insertInto('pm_answers').values(rows).execute()
}

export function machineLine(db: Conn, machineId: string) {
  return db.selectFrom('machines').select(['id', 'line_id']).where('id', '=', machineId).executeTakeFirst()
}

export function lineExists(db: Conn, lineId: number) {
  return db.selectFrom('production_lines').select('id').where('id', '=', lineId).executeTakeFirst()
}

export function userNames(db: Conn, ids: number[]) {
  if (!ids.length) return Promise.resolve([])
  return db.selectFrom('users').select(['id', 'first_name', 'last_name', 'username']).where('id', 'in', ids).execute()
}

/** Work orders joined with their plan's title and their line's unit, for the compliance report. */
export function complianceRows(db: Conn, from: string, to: string) {
  return db
    .selectFrom('pm_work_orders as w')
    .leftJoin('pm_plans as p', 'p.id', 'w.plan_id')
    .leftJoin('production_lines as l', 'l.id', 'w.line_id')
    .select([
      'w.id',
      'w.plan_id',
      'w.title',
      'p.title as plan_title',
      'w.line_id',
      'l.unit_code',
      'w.due_at',
      'w.rescheduled_from',
      'w.status',
      'w.completed_at',
      'w.kind',
      'w.machine_id',
    ])
    .where('w.kind', '=', 'planned')
    .where((eb) =>
      eb.or([
        eb.and([eb('w.due_at', '>=', from), eb('w.due_at', '<=', to)]),
        eb.and([eb('w.rescheduled_from', '>=', from), eb('w.rescheduled_from', '<=', to)]),
      ]),
    )
    .execute()
}

/** Open permanent repairs promised by temporary ones, oldest first. */
export function openRepairs(db: Conn) {
  return db
    .selectFrom('pm_work_orders')
    .selectAll()
    .where('kind', '=', 'repair')
    .where('status', '=', 'open')
    .orderBy('created_at')
    .limit(1000)
    .execute()
}

export function machineLines(db: Conn, ids: string[]) {
  if (!ids.length) return Promise.resolve([])
  return db.selectFrom('machines').select(['id', 'line_id']).where('id', 'in', ids).execute()
}

export function lineAndMachineNames(db: Conn, lineId: number | null, machineId: string | null) {
  return Promise.all([
    lineId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('production_lines').select('name').where('id', '=', lineId).executeTakeFirst(),
    machineId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('machines').select('name').where('id', '=', machineId).executeTakeFirst(),
  ]).then(([line, machine]) => ({ lineName: line?.name ?? null, machineName: machine?.name ?? null }))
}

export function ticketForRepair(db: Conn, ticketId: string) {
  return db
    .selectFrom('tickets')
    .select(['id', 'line_id', 'machine_id', 'description', 'ticket_type'])
    .where('id', '=', ticketId)
    .executeTakeFirst()
}

/** Active plans on a line: the line's own and its machines'. */
export function activePlansOnLine(db: Conn, lineId: number): Promise<PlanRow[]> {
  return db
    .selectFrom('pm_plans')
    .selectAll()
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('line_id', '=', lineId),
        eb('machine_id', 'in', eb.selectFrom('machines').select('id').where('line_id', '=', lineId)),
      ]),
    )
    .execute()
}

/** Failure tickets (mechanical or electrical) of machines since a date, for MTBF before and after a plan. */
export function machineFailures(db: Conn, machineIds: string[], since: string) {
  if (!machineIds.length) return Promise.resolve([])
  return db
    .selectFrom('tickets')
    .select(['machine_id', 'created_at'])
    .where('machine_id', 'in', machineIds)
    .where('category', 'in', ['mechanical', 'electrical'])
    .where('created_at', '>=', since)
    .execute()
}

export function plansWithMachines(db: Conn) {
  return db
    .selectFrom('pm_plans')
    .select(['id', 'title', 'machine_id', 'created_at', 'starts_on'])
    .where('machine_id', 'is not', null)
    .where('status', '!=', 'retired')
    .orderBy('id')
    .limit(2000)
    .execute()
}
