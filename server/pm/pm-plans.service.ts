// PM plans: create, edit, pause, resume and retire (issue 28 §1). Engineers and admins for every plan, IT for IT
// plans; the server refuses anyone else (403) and a change to a retired plan (409).
import { isoDay } from '../../shared/pm/due-dates'
import { canManagePlans } from '../../shared/pm/permissions'
import type { PmPlan, PmPlanStatus, PmSkill } from '../../shared/pm/types'
import type { PmPlanInput } from '../../shared/schemas/pm'
import type { CommandContext } from '../context'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { generateForPlans } from './pm-generator'
import { toPlan } from './pm-mapper'
import {
  findPlan,
  insertPlan,
  lineExists,
  machineLine,
  openWorkOrdersOfPlan,
  updatePlanRow,
  updateWorkOrder,
  type PlanRow,
} from './pm.repository'
import { currentMeters } from './pm-readings.repository'

export function assertMayManage(role: string, skill?: PmSkill): void {
  if (!canManagePlans(role, skill))
    throw forbidden(
      skill === 'engineering' && role === 'it'
        ? 'IT may only manage IT plans'
        : 'Only engineers, IT and admins can manage maintenance plans',
    )
}

/** The plan's line: its own, or its machine's. A target that does not exist is a 400 naming the field. */
async function targetLine(ctx: CommandContext, input: PmPlanInput): Promise<number> {
  if (input.machineId) {
    const m = await machineLine(ctx.trx, input.machineId)
    if (!m) throw badRequest(`Machine ${input.machineId} not found`, { machineId: 'Machine not found' })
    return m.line_id
  }
  if (!(await lineExists(ctx.trx, input.lineId!)))
    throw badRequest(`Production line ${input.lineId} not found`, { lineId: 'Production line not found' })
  return input.lineId!
}

const planColumns = (input: PmPlanInput) => ({
  title: input.title,
  machine_id: input.machineId ?? null,
  line_id: input.machineId ? null : (input.lineId ?? null),
  procedure: input.procedure ?? null,
  estimated_minutes: input.estimatedMinutes,
  skill: input.skill,
  lead_days: input.leadDays,
  triggers: JSON.stringify(input.triggers),
  steps: JSON.stringify(input.steps),
})

/** POST /api/pm/plans and pm.createPlan. The same id sent again by its creator is the same plan. */
export async function createPlan(ctx: CommandContext, input: PmPlanInput, id: string): Promise<PmPlan> {
  assertMayManage(ctx.actor.role, input.skill)
  const existing = await findPlan(ctx.trx, id)
  if (existing) {
    if (existing.created_by !== ctx.actor.id) throw conflict('A plan with this id already exists')
    return toPlan(existing)
  }
  const lineId = await targetLine(ctx, input)
  const row: PlanRow = {
    id,
    ...planColumns(input),
    starts_on: input.startsOn ?? isoDay(new Date(ctx.now)),
    status: 'active',
    meter_base: JSON.stringify(await currentMeters(ctx.trx, lineId, input.machineId ?? null)),
    created_by: ctx.actor.id,
    created_at: ctx.now,
    updated_at: ctx.now,
  }
  await insertPlan(ctx.trx, row)
  await ctx.change('pmPlans', id)
  await ctx.audit('pm.plan.create', 'pm_plan', id, { title: input.title, triggers: input.triggers })
  await generateForPlans(ctx, [row])
  return toPlan(row)
}

async function requirePlan(ctx: CommandContext, id: string): Promise<PlanRow> {
  const row = await findPlan(ctx.trx, id)
  if (!row) throw notFound(`Plan ${id} not found`)
  return row
}

/** PUT /api/pm/plans/:id and pm.updatePlan. An open work order keeps the procedure it was made with. */
export async function updatePlan(ctx: CommandContext, id: string, input: PmPlanInput): Promise<PmPlan> {
  const row = await requirePlan(ctx, id)
  assertMayManage(ctx.actor.role, row.skill as PmSkill)
  assertMayManage(ctx.actor.role, input.skill)
  if (row.status === 'retired') throw conflict('This plan is retired and can no longer be changed')
  await targetLine(ctx, input)
  const patch = {
    ...planColumns(input),
    starts_on: input.startsOn ?? row.starts_on,
    updated_at: ctx.now,
  }
  await updatePlanRow(ctx.trx, id, patch)
  await ctx.change('pmPlans', id)
  await ctx.audit('pm.plan.update', 'pm_plan', id, { title: input.title, triggers: input.triggers })
  const updated = { ...row, ...patch }
  if (updated.status === 'active') await generateForPlans(ctx, [updated])
  return toPlan(updated)
}

/**
 * Pause (no new work orders; an open one stays), resume (generation starts again at once) or retire (final: its
 * open work order is skipped with that reason).
 */
export async function setPlanStatus(ctx: CommandContext, id: string, status: PmPlanStatus): Promise<PmPlan> {
  const row = await requirePlan(ctx, id)
  assertMayManage(ctx.actor.role, row.skill as PmSkill)
  if (row.status === 'retired') throw conflict('This plan is retired and can no longer be changed')
  if (row.status === status) return toPlan(row)
  await updatePlanRow(ctx.trx, id, { status, updated_at: ctx.now })
  await ctx.change('pmPlans', id)
  await ctx.audit(`pm.plan.${status === 'active' ? 'resume' : status === 'paused' ? 'pause' : 'retire'}`, 'pm_plan', id)
  const updated = { ...row, status, updated_at: ctx.now }
  if (status === 'retired')
    for (const w of await openWorkOrdersOfPlan(ctx.trx, id)) {
      await updateWorkOrder(ctx.trx, w.id, { status: 'skipped', skip_reason: 'Plan retired', updated_at: ctx.now })
      await ctx.change('pmWorkOrders', w.id)
    }
  if (status === 'active') await generateForPlans(ctx, [updated])
  return toPlan(updated)
}
