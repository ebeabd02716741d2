// Work orders (issue 28 §2–5): sign-off of a filled procedure (answers frozen afterwards; a failed check or an
// out-of-range reading opens a corrective ticket linked to the work order), corrections as new records, skip and
// reschedule with a reason, temporary repairs that promise a permanent one. Meter readings: pm-readings.service.ts.
import { newId } from '../../shared/ids'
import { isoDay } from '../../shared/pm/due-dates'
import { canWorkOn } from '../../shared/pm/permissions'
import { answerFails, answerFits, correctiveDescription } from '../../shared/pm/procedure'
import type { PmAnswerValue, PmSkill, PmStep, PmWorkOrder } from '../../shared/pm/types'
import type { PmSignOffInput } from '../../shared/schemas/pm'
import type { CommandContext } from '../context'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { createTicket } from '../tickets/tickets.service'
import { holdLine } from '../lines/line-hold'
import { generateForPlans } from './pm-generator'
import { withDetails } from './pm-mapper'
import {
  findAnswer,
  findPlan,
  findWorkOrder,
  insertAnswers,
  insertWorkOrders,
  lineAndMachineNames,
  updatePlanRow,
  ticketForRepair,
  updateWorkOrder,
  type WorkOrderRow,
} from './pm.repository'
import { currentMeters } from './pm-readings.repository'

const FROZEN = 'This work order is signed off: its answers cannot be changed (add a correction instead)'

async function requireWorkOrder(ctx: CommandContext, id: string): Promise<WorkOrderRow> {
  const row = await findWorkOrder(ctx.trx, id)
  if (!row) throw notFound(`Work order ${id} not found`)
  if (!canWorkOn(ctx.actor.role, row.skill as PmSkill))
    throw forbidden('Only engineers, IT (for IT work) and admins can work on maintenance work orders')
  return row
}

async function requireOpen(ctx: CommandContext, id: string): Promise<WorkOrderRow> {
  const row = await requireWorkOrder(ctx, id)
  if (row.status === 'done') throw conflict(FROZEN)
  if (row.status !== 'open') throw conflict('This work order was skipped and is closed')
  return row
}

export async function readWorkOrder(ctx: CommandContext, id: string): Promise<PmWorkOrder> {
  const [w] = await withDetails(ctx.trx, [await requireWorkOrder(ctx, id)])
  return w!
}

/**
 * The one place a work order becomes done. Hook for other areas that act on a completed maintenance job (e.g.
 * hygiene clearance of its line, issue 29): call them here, inside the same transaction.
 */
async function workOrderCompleted(ctx: CommandContext, row: WorkOrderRow): Promise<void> {
  void ctx
  void row
}

/** A permanent repair's work order (kind repair), once per source: a re-sent request makes none. */
async function promiseRepair(
  ctx: CommandContext,
  source: { ticketId?: string; workOrderId?: string },
  fields: { id: string; title: string; lineId: number | null; machineId: string | null; skill: string; dueAt: string },
): Promise<string | null> {
  const key = source.ticketId ? `repair:ticket:${source.ticketId}` : `repair:wo:${source.workOrderId}`
  const [id] = await insertWorkOrders(ctx.trx, [
    {
      id: fields.id,
      gen_key: key,
      plan_id: null,
      kind: 'repair',
      title: fields.title,
      line_id: fields.lineId,
      machine_id: fields.machineId,
      skill: fields.skill,
      estimated_minutes: 60,
      due_at: fields.dueAt,
      status: 'open',
      steps: JSON.stringify([{ kind: 'check', text: 'Permanent repair done and the temporary one removed' }]),
      created_at: ctx.now,
      updated_at: ctx.now,
      source_ticket_id: source.ticketId ?? null,
      source_work_order_id: source.workOrderId ?? null,
    },
  ])
  if (id) await ctx.change('pmWorkOrders', id)
  return id ?? null
}

/** Device time clamped to the server's now (push clamps it further). */
export const notAfter = (at: string, now: string) => (at > now ? now : at)

/**
 * POST /api/pm/work-orders/:id/sign-off and pm.signOff: every step answered, then signed (who, device time,
 * server time). Failing answers open a corrective ticket each (pre-filled with line, machine, step and reading).
 */
export async function signOff(
  ctx: CommandContext,
  id: string,
  input: PmSignOffInput,
  deviceAt?: string,
): Promise<string[]> {
  const row = await requireOpen(ctx, id)
  const steps = JSON.parse(row.steps) as PmStep[]
  const byStep = new Map<number, (typeof input.answers)[number]>()
  for (const a of input.answers) byStep.set(a.stepIndex, a)
  const fields: Record<string, string> = {}
  steps.forEach((s, i) => {
    if (!answerFits(s, byStep.get(i)?.value)) fields[`answers.${i}`] = `Step ${i + 1} needs an answer (${s.kind})`
  })
  for (const i of byStep.keys()) if (i >= steps.length) fields[`answers.${i}`] = 'No such step'
  if (Object.keys(fields).length)
    throw badRequest(
      Object.entries(fields)
        .map(([f, m]) => `Invalid ${f}: ${m}`)
        .join('; '),
      fields,
    )
  const signedAt = notAfter(deviceAt ?? input.signedAt, ctx.now)
  const names = await lineAndMachineNames(ctx.trx, row.line_id, row.machine_id)
  const tickets: string[] = []
  const answers = []
  for (const [i, a] of [...byStep.entries()].sort((x, y) => x[0] - y[0])) {
    const step = steps[i]!
    let ticketId: string | null = null
    if (answerFails(step, a.value)) {
      ticketId = a.ticketId ?? newId()
      await createTicket(
        ctx,
        {
          id: ticketId,
          lineId: row.line_id,
          lineName: names.lineName ?? row.title,
          machineId: row.machine_id,
          machineName: names.machineName,
          category: 'maintenance',
          priority: 'high',
          description: correctiveDescription(row.title, i, step, a.value as PmAnswerValue),
          ticketType: row.skill === 'it' ? 'it' : 'engineering',
          location: `PM work order ${row.id}`,
        },
        signedAt,
      )
      tickets.push(ticketId)
    }
    answers.push({
      id: a.id,
      work_order_id: id,
      step_index: i,
      value: JSON.stringify(a.value),
      note: a.note ?? null,
      corrects_id: null,
      ticket_id: ticketId,
      answered_by: ctx.actor.id,
      device_at: signedAt,
      created_at: ctx.now,
    })
  }
  await insertAnswers(ctx.trx, answers)
  let followUpId: string | null = null
  if (input.temporary && input.permanentDueAt)
    followUpId = await promiseRepair(
      ctx,
      { workOrderId: id },
      {
        id: input.followUpId ?? newId(),
        title: `Permanent repair: ${row.title}`,
        lineId: row.line_id,
        machineId: row.machine_id,
        skill: row.skill,
        dueAt: input.permanentDueAt,
      },
    )
  const done = {
    status: 'done',
    completed_at: signedAt,
    signed_by: ctx.actor.id,
    signed_at_device: signedAt,
    signed_at_server: ctx.now,
    temporary: input.temporary ? 1 : 0,
    permanent_due_at: input.temporary ? (input.permanentDueAt ?? null) : null,
    follow_up_id: followUpId,
    updated_at: ctx.now,
  }
  await updateWorkOrder(ctx.trx, id, done)
  await ctx.change('pmWorkOrders', id)
  await ctx.audit('pm.workOrder.signOff', 'pm_work_order', id, { tickets, temporary: input.temporary })
  await workOrderCompleted(ctx, { ...row, ...done })
  // Engineering work on a line ends here: the line waits for hygiene clearance (issue 29).
  if (row.line_id !== null && row.skill !== 'it')
    await holdLine(ctx, { lineId: row.line_id, cause: 'pm_completed', causeRef: id, at: signedAt })
  if (row.plan_id) await planCompleted(ctx, row)
  return tickets
}

/** A plan's work order is done: its meters start again from now, and its next work order is made if due. */
async function planCompleted(ctx: CommandContext, row: WorkOrderRow): Promise<void> {
  const plan = await findPlan(ctx.trx, row.plan_id!)
  if (!plan) return
  if (plan.triggers.includes('"meter"') && row.line_id !== null) {
    const meter_base = JSON.stringify(await currentMeters(ctx.trx, row.line_id, plan.machine_id))
    await updatePlanRow(ctx.trx, plan.id, { meter_base })
    plan.meter_base = meter_base
  }
  if (plan.status === 'active') await generateForPlans(ctx, [plan])
}

/** A correction after sign-off: a new answer record that names the one it corrects (the old one stays). */
export async function addCorrection(
  ctx: CommandContext,
  workOrderId: string,
  input: { id: string; correctsId: string; value: PmAnswerValue; note: string },
  deviceAt?: string,
): Promise<void> {
  const row = await requireWorkOrder(ctx, workOrderId)
  if (row.status !== 'done') throw conflict('Only a signed-off work order takes corrections; change the answer instead')
  const old = await findAnswer(ctx.trx, input.correctsId)
  if (!old || old.work_order_id !== workOrderId)
    throw badRequest('No such answer on this work order', { correctsId: 'No such answer on this work order' })
  if (await findAnswer(ctx.trx, input.id)) return
  await insertAnswers(ctx.trx, [
    {
      id: input.id,
      work_order_id: workOrderId,
      step_index: old.step_index,
      value: JSON.stringify(input.value),
      note: input.note,
      corrects_id: old.id,
      ticket_id: null,
      answered_by: ctx.actor.id,
      device_at: notAfter(deviceAt ?? ctx.now, ctx.now),
      created_at: ctx.now,
    },
  ])
  await ctx.change('pmWorkOrders', workOrderId)
  await ctx.audit('pm.workOrder.correct', 'pm_work_order', workOrderId, { answer: input.id, corrects: old.id })
}

/** Skipping needs a reason, recorded on the work order; the plan's next one is made when due. */
export async function skipWorkOrder(ctx: CommandContext, id: string, reason: string): Promise<void> {
  const row = await requireOpen(ctx, id)
  await updateWorkOrder(ctx.trx, id, { status: 'skipped', skip_reason: reason, updated_at: ctx.now })
  await ctx.change('pmWorkOrders', id)
  await ctx.audit('pm.workOrder.skip', 'pm_work_order', id, { reason })
  if (row.plan_id) await planCompleted(ctx, row)
}

/** A new due date with a reason; compliance still measures against the date it was first due. */
export async function rescheduleWorkOrder(ctx: CommandContext, id: string, dueAt: string, reason: string) {
  const row = await requireOpen(ctx, id)
  await updateWorkOrder(ctx.trx, id, {
    due_at: dueAt,
    rescheduled_from: row.rescheduled_from ?? row.due_at,
    reschedule_reason: reason,
    updated_at: ctx.now,
  })
  await ctx.change('pmWorkOrders', id)
  await ctx.audit('pm.workOrder.reschedule', 'pm_work_order', id, { from: row.due_at, to: dueAt, reason })
}

/** A ticket closed as a temporary repair: its permanent repair becomes a work order due on that date. */
export async function temporaryRepairForTicket(
  ctx: CommandContext,
  input: { ticketId: string; permanentDueAt: string; workOrderId?: string },
): Promise<string | null> {
  if (!canWorkOn(ctx.actor.role)) throw forbidden('Only engineers, IT and admins can record temporary repairs')
  const full = await ticketForRepair(ctx.trx, input.ticketId)
  if (!full) throw badRequest(`Ticket ${input.ticketId} not found`, { ticketId: 'Ticket not found' })
  if (input.permanentDueAt < isoDay(new Date(ctx.now)))
    throw badRequest('The permanent repair cannot be due in the past', { permanentDueAt: 'Must be today or later' })
  const id = await promiseRepair(
    ctx,
    { ticketId: input.ticketId },
    {
      id: input.workOrderId ?? newId(),
      title: `Permanent repair: ${full.description.slice(0, 150) || 'ticket'}`,
      lineId: full.line_id,
      machineId: full.machine_id,
      skill: full.ticket_type === 'it' ? 'it' : 'engineering',
      dueAt: input.permanentDueAt,
    },
  )
  await ctx.audit('pm.temporaryRepair', 'ticket', input.ticketId, {
    permanentDueAt: input.permanentDueAt,
    workOrder: id,
  })
  return id
}
