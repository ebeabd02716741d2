// Work orders made from the plans ahead of their due date (decision 190). Idempotent by unique keys: one work
// order per plan and due date, never two open for one plan (a partial unique index), so a restart, a retry or a
// second instance on the same PostgreSQL cannot make two — a duplicate insert is skipped by the database.
import { newId } from '../../shared/ids'
import { isoDay, nextDue, withinLead, type PlanHistory } from '../../shared/pm/due-dates'
import type { PmMeterUnit, PmPlan } from '../../shared/pm/types'
import { recordChanges } from '../changes/change-log.repository'
import type { CommandContext, Trx } from '../context'
import type { Db } from '../db/connection'
import { toPlan } from './pm-mapper'
import {
  insertWorkOrders,
  listActivePlanPage,
  machineLines,
  workOrderHistory,
  type NewWorkOrderRow,
  type PlanRow,
} from './pm.repository'
import { meterReadings, runningMsSince } from './pm-readings.repository'

export const GENERATE_PAGE = 1000
const HOUR_MS = 3_600_000

/** Whether a plan counts running hours from its line's status history (decision 235). */
export const countsRunningHours = (plan: Pick<PmPlan, 'triggers'>) =>
  plan.triggers.some((t) => t.kind === 'meter' && t.source === 'status')

/**
 * Since when a status-derived meter counts: the last completion; a skipped work order's due day; with no work
 * order yet, the plan's first due day (`startsOn`).
 */
export function runningHoursSince(startsOn: string, last: PlanHistory['last']): string {
  if (last?.status === 'done' && last.completedAt) return last.completedAt
  if (last) return `${last.dueAt}T00:00:00.000Z`
  return `${startsOn}T00:00:00.000Z`
}

/** The running hours of a plan's line since `since`, summed by the server from the status history. */
export async function runningHoursOf(conn: Db | Trx, lineId: number | null, since: string, now: Date) {
  if (lineId === null) return null
  return (await runningMsSince(conn, lineId, Date.parse(since), now.getTime())) / HOUR_MS
}

/** The work orders these plans need now (none for a plan with an open one or nothing due within its lead). */
export async function workOrdersDue(conn: Db | Trx, plans: PlanRow[], now: Date): Promise<NewWorkOrderRow[]> {
  if (!plans.length) return []
  const today = isoDay(now)
  const at = now.toISOString()
  const ids = plans.map((p) => p.id)
  const histories = new Map<string, { open: boolean; last: PlanHistory['last'] }>()
  for (const w of await workOrderHistory(conn, ids)) {
    const h = histories.get(w.plan_id!) ?? { open: false, last: null }
    if (w.status === 'open') h.open = true
    // Rows come newest due date first: the first one seen is the latest.
    h.last ??= { dueAt: w.due_at, status: w.status as 'open' | 'done' | 'skipped', completedAt: w.completed_at }
    histories.set(w.plan_id!, h)
  }
  const machineIds = [...new Set(plans.flatMap((p) => (p.machine_id ? [p.machine_id] : [])))]
  const lineOf = new Map((await machineLines(conn, machineIds)).map((m) => [m.id, m.line_id]))
  const meterPlans = plans.filter((p) => p.triggers.includes('"meter"'))
  const meterLines = [
    ...new Set(
      meterPlans.flatMap((p) => {
        const line = p.line_id ?? (p.machine_id ? lineOf.get(p.machine_id) : undefined)
        return line == null ? [] : [line]
      }),
    ),
  ]
  const readings = await meterReadings(conn, meterLines)

  const rows: NewWorkOrderRow[] = []
  for (const row of plans) {
    const h = histories.get(row.id) ?? { open: false, last: null }
    if (h.open) continue
    const plan = toPlan(row)
    const lineId = plan.lineId ?? (plan.machineId ? (lineOf.get(plan.machineId) ?? null) : null)
    const planReadings: Partial<Record<PmMeterUnit, number>> = {}
    if (meterPlans.includes(row))
      for (const r of readings) {
        if (r.line_id !== lineId) continue
        const own = plan.machineId !== null && r.machine_id === plan.machineId
        const lineWide = r.machine_id === null
        if (!own && !lineWide) continue
        const unit = r.unit as PmMeterUnit
        // The machine's own meter wins over the line's.
        if (own || planReadings[unit] === undefined) planReadings[unit] = Number(r.value)
      }
    const runningHours = countsRunningHours(plan)
      ? await runningHoursOf(conn, lineId, runningHoursSince(plan.startsOn, h.last), now)
      : null
    const due = nextDue({
      triggers: plan.triggers,
      leadDays: plan.leadDays,
      history: { startsOn: plan.startsOn, last: h.last },
      readings: planReadings,
      meterBase: plan.meterBase,
      runningHours,
      today,
    })
    if (!due || !withinLead(due, plan.leadDays, today)) continue
    rows.push({
      id: newId(now.getTime()),
      gen_key: `${plan.id}@${due}`,
      plan_id: plan.id,
      kind: 'planned',
      title: plan.title,
      line_id: lineId,
      machine_id: plan.machineId,
      skill: plan.skill,
      estimated_minutes: plan.estimatedMinutes,
      due_at: due,
      status: 'open',
      steps: row.steps,
      created_at: at,
      updated_at: at,
    })
  }
  return rows
}

/** Inside a command (a plan just made or resumed): its work order at once, if one is due within its lead. */
export async function generateForPlans(ctx: CommandContext, plans: PlanRow[]): Promise<string[]> {
  const ids = await insertWorkOrders(ctx.trx, await workOrdersDue(ctx.trx, plans, new Date(ctx.now)))
  for (const id of ids) await ctx.change('pmWorkOrders', id)
  return ids
}

export interface GenerateResult {
  created: number
  /** The highest change-log sequence written (0: none), for the live poke. */
  seq: number
}

/** One pass over every active plan, a page per transaction. */
export async function generateDueWorkOrders(
  db: Db,
  now: Date,
  options: { pageSize?: number; between?: () => Promise<void> } = {},
): Promise<GenerateResult> {
  const pageSize = options.pageSize ?? GENERATE_PAGE
  let after: string | null = null
  let created = 0
  let seq = 0
  for (;;) {
    const plans = await listActivePlanPage(db, after, pageSize)
    if (!plans.length) break
    after = plans[plans.length - 1]!.id
    const rows = await workOrdersDue(db, plans, now)
    if (rows.length) {
      const at = now.toISOString()
      const written = await db.transaction().execute(async (trx) => {
        const ids = await insertWorkOrders(trx, rows)
        const s = await recordChanges(
          trx,
          ids.map((id) => ({ entity: 'pmWorkOrders', entity_id: id, op: 'upsert' as const, changed_at: at })),
        )
        return { ids, s }
      })
      created += written.ids.length
      seq = Math.max(seq, written.s)
    }
    if (plans.length < pageSize) break
    await options.between?.()
  }
  return { created, seq }
}
