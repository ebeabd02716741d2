// Rows → the API shapes of shared/pm/types.ts.
import type {
  PmAnswer,
  PmAnswerValue,
  PmPlan,
  PmPlanStatus,
  PmSkill,
  PmStep,
  PmTrigger,
  PmWorkOrder,
  PmWorkOrderKind,
  PmWorkOrderStatus,
} from '../../shared/pm/types'
import type { Trx } from '../context'
import type { Db } from '../db/connection'
import { answersOf, userNames, type AnswerRow, type PlanRow, type WorkOrderRow } from './pm.repository'

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export function toPlan(r: PlanRow): PmPlan {
  return {
    id: r.id,
    title: r.title,
    machineId: r.machine_id,
    lineId: r.line_id,
    procedure: r.procedure,
    estimatedMinutes: r.estimated_minutes,
    skill: r.skill as PmSkill,
    leadDays: r.lead_days,
    triggers: json<PmTrigger[]>(r.triggers, []),
    steps: json<PmStep[]>(r.steps, []),
    startsOn: r.starts_on,
    status: r.status as PmPlanStatus,
    active: r.status === 'active',
    meterBase: json(r.meter_base, {}),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

export function toAnswer(r: AnswerRow): PmAnswer {
  return {
    id: r.id,
    stepIndex: r.step_index,
    value: json<PmAnswerValue>(r.value, ''),
    note: r.note,
    correctsId: r.corrects_id,
    ticketId: r.ticket_id,
    answeredBy: r.answered_by,
    createdAt: r.created_at,
  }
}

export function toWorkOrder(r: WorkOrderRow, answers: PmAnswer[] = [], signerName: string | null = null): PmWorkOrder {
  return {
    id: r.id,
    planId: r.plan_id,
    kind: r.kind as PmWorkOrderKind,
    title: r.title,
    lineId: r.line_id,
    machineId: r.machine_id,
    skill: r.skill as PmSkill,
    estimatedMinutes: r.estimated_minutes,
    dueAt: r.due_at,
    status: r.status as PmWorkOrderStatus,
    steps: json<PmStep[]>(r.steps, []),
    answers,
    createdAt: r.created_at,
    completedAt: r.completed_at,
    signedBy: r.signed_by,
    signedByName: signerName,
    signedAtDevice: r.signed_at_device,
    signedAtServer: r.signed_at_server,
    skipReason: r.skip_reason,
    rescheduledFrom: r.rescheduled_from,
    rescheduleReason: r.reschedule_reason,
    temporary: r.temporary === 1,
    permanentDueAt: r.permanent_due_at,
    followUpId: r.follow_up_id,
    sourceTicketId: r.source_ticket_id,
    sourceWorkOrderId: r.source_work_order_id,
  }
}

/** Work orders with their answers and the signer's name (two queries for the whole list). */
export async function withDetails(db: Db | Trx, rows: WorkOrderRow[]): Promise<PmWorkOrder[]> {
  const ids = rows.map((r) => r.id)
  const answers = new Map<string, PmAnswer[]>()
  // Answers are read in chunks so no query binds an unbounded list.
  for (let i = 0; i < ids.length; i += 500)
    for (const a of await answersOf(db, ids.slice(i, i + 500))) {
      const list = answers.get(a.work_order_id) ?? []
      list.push(toAnswer(a))
      answers.set(a.work_order_id, list)
    }
  const signers = [...new Set(rows.flatMap((r) => (r.signed_by === null ? [] : [r.signed_by])))]
  const names = new Map(
    (await userNames(db, signers)).map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim() || u.username]),
  )
  return rows.map((r) =>
    toWorkOrder(r, answers.get(r.id) ?? [], r.signed_by === null ? null : (names.get(r.signed_by) ?? null)),
  )
}
