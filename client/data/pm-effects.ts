// What planned maintenance's outbox mutations do to the local cache (registered in local-effects.ts), so a plan,
// a sign-off or a skip shows at once, offline too, and is re-applied on top of every pull until the server has it.
import { answerFails, correctiveDescription } from '../../shared/pm/procedure'
import type { PmPlan, PmWorkOrder } from '../../shared/pm/types'
import type { MutationArgsRead } from '../../shared/schemas/mutation-args'
import { newOpenTicket } from '../../shared/tickets'
import type { LinesideDb, OutboxEntry } from './db'

type PmName =
  | 'pm.createPlan'
  | 'pm.updatePlan'
  | 'pm.setPlanStatus'
  | 'pm.signOff'
  | 'pm.correct'
  | 'pm.skip'
  | 'pm.reschedule'
type PmEffect<N extends PmName> = (db: LinesideDb, entry: OutboxEntry, args: MutationArgsRead[N]) => Promise<void>
type PlanFields = Omit<MutationArgsRead['pm.createPlan'], 'id'>

function planFrom(id: string, p: PlanFields, at: string, before?: PmPlan): PmPlan {
  return {
    id,
    title: p.title,
    machineId: p.machineId ?? null,
    lineId: p.machineId ? null : (p.lineId ?? null),
    procedure: p.procedure ?? null,
    estimatedMinutes: p.estimatedMinutes ?? 60,
    skill: p.skill ?? 'engineering',
    leadDays: p.leadDays ?? 7,
    triggers: p.triggers.map((t) => (t.kind === 'calendar' ? { ...t, mode: t.mode ?? 'fixed' } : t)),
    steps: p.steps ?? [],
    startsOn: p.startsOn ?? before?.startsOn ?? at.slice(0, 10),
    status: before?.status ?? 'active',
    active: before?.active ?? true,
    meterBase: before?.meterBase ?? {},
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
  }
}

async function patchOrder(db: LinesideDb, id: string, patch: (w: PmWorkOrder) => Partial<PmWorkOrder>) {
  const w = await db.pmWorkOrders.get(id)
  if (w) await db.pmWorkOrders.put({ ...w, ...patch(w) })
}

export const pmEffects: { [N in PmName]: PmEffect<N> } = {
  'pm.createPlan': async (db, e, { id, ...plan }) => {
    if (!(await db.pmPlans.get(id))) await db.pmPlans.put(planFrom(id, plan, e.createdAt))
  },
  'pm.updatePlan': async (db, e, a) => {
    const before = await db.pmPlans.get(a.id)
    if (before) await db.pmPlans.put(planFrom(a.id, a.plan, e.createdAt, before))
  },
  'pm.setPlanStatus': async (db, e, a) => {
    await db.pmPlans.update(a.id, { status: a.status, active: a.status === 'active', updatedAt: e.createdAt })
  },
  'pm.signOff': async (db, e, a) => {
    const order = await db.pmWorkOrders.get(a.workOrderId)
    if (!order || order.status !== 'open') return
    const line = order.lineId === null ? undefined : await db.lines.get(order.lineId)
    const machine = order.machineId === null ? undefined : await db.machines.get(order.machineId)
    for (const ans of a.signOff.answers) {
      const step = order.steps[ans.stepIndex]
      if (!step || !ans.ticketId || !answerFails(step, ans.value) || (await db.tickets.get(ans.ticketId))) continue
      await db.tickets.put(
        newOpenTicket({
          id: ans.ticketId,
          lineId: order.lineId,
          lineName: line?.name ?? order.title,
          machineId: order.machineId,
          machineName: machine?.name ?? null,
          category: 'maintenance',
          priority: 'high',
          description: correctiveDescription(order.title, ans.stepIndex, step, ans.value),
          ticketType: order.skill === 'it' ? 'it' : 'engineering',
          createdAt: e.createdAt,
          reportedBy: e.userId,
          reportedByName: e.userName,
        }),
      )
    }
    await db.pmWorkOrders.put({
      ...order,
      status: 'done',
      answers: a.signOff.answers.map((ans) => ({
        id: ans.id,
        stepIndex: ans.stepIndex,
        value: ans.value,
        note: ans.note ?? null,
        correctsId: null,
        ticketId: ans.ticketId ?? null,
        answeredBy: e.userId,
        createdAt: e.createdAt,
      })),
      completedAt: a.signOff.signedAt,
      signedBy: e.userId,
      signedByName: e.userName,
      signedAtDevice: a.signOff.signedAt,
      temporary: a.signOff.temporary ?? false,
      permanentDueAt: a.signOff.temporary ? (a.signOff.permanentDueAt ?? null) : null,
      followUpId: a.signOff.temporary ? (a.signOff.followUpId ?? null) : null,
    })
  },
  'pm.correct': async (db, e, a) => {
    await patchOrder(db, a.workOrderId, (w) => {
      const old = w.answers.find((x) => x.id === a.correctsId)
      if (!old || w.answers.some((x) => x.id === a.id)) return {}
      const correction = { ...old, id: a.id, value: a.value, note: a.note, correctsId: old.id, ticketId: null }
      return { answers: [...w.answers, { ...correction, answeredBy: e.userId, createdAt: e.createdAt }] }
    })
  },
  'pm.skip': async (db, e, a) => {
    await patchOrder(db, a.workOrderId, (w) => (w.status === 'open' ? { status: 'skipped', skipReason: a.reason } : {}))
  },
  'pm.reschedule': async (db, e, a) => {
    await patchOrder(db, a.workOrderId, (w) =>
      w.status === 'open'
        ? { dueAt: a.dueAt, rescheduledFrom: w.rescheduledFrom ?? w.dueAt, rescheduleReason: a.reason }
        : {},
    )
  },
}
