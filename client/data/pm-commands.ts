// Planned maintenance's writes: each queues an outbox mutation (server: server/pm/pm.mutations.ts) and shows its
// effect at once (pm-effects.ts), online or not.
import { newId } from '../../shared/ids'
import { answerFails } from '../../shared/pm/procedure'
import type { PmAnswerValue, PmMeterUnit, PmPlanStatus, PmWorkOrder } from '../../shared/pm/types'
import type { PmPlanDraft } from '../../shared/schemas/pm'
import { db } from './db'
import { enqueue } from './outbox'

/** Returns the new plan's id (made here, so it can be edited before the first push). */
export async function createPmPlan(plan: PmPlanDraft): Promise<string> {
  const id = newId()
  await enqueue('pm.createPlan', { ...plan, id })
  return id
}

export const updatePmPlan = (id: string, plan: PmPlanDraft) => enqueue('pm.updatePlan', { id, plan })
export const setPmPlanStatus = (id: string, status: PmPlanStatus) => enqueue('pm.setPlanStatus', { id, status })

export interface SignOffDraft {
  answers: Map<number, { id: string; value: PmAnswerValue; note?: string | null }>
  temporary: boolean
  permanentDueAt: string | null
}

/**
 * One outbox entry for the whole sign-off: every answer, the device time of signing, and an id for each
 * corrective ticket a failing answer opens (so the phone shows the ticket before the push). Drops the draft.
 */
export async function signOffWorkOrder(order: PmWorkOrder, draft: SignOffDraft): Promise<string[]> {
  const tickets: string[] = []
  const answers = [...draft.answers.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([stepIndex, a]) => {
      const failing = order.steps[stepIndex] ? answerFails(order.steps[stepIndex]!, a.value) : false
      const ticketId = failing ? newId() : null
      if (ticketId) tickets.push(ticketId)
      return { id: a.id, stepIndex, value: a.value, note: a.note ?? null, ticketId }
    })
  await enqueue('pm.signOff', {
    workOrderId: order.id,
    signOff: {
      answers,
      signedAt: new Date().toISOString(),
      temporary: draft.temporary,
      permanentDueAt: draft.temporary ? draft.permanentDueAt : null,
      followUpId: draft.temporary ? newId() : null,
    },
  })
  await db.pmDrafts.delete(order.id)
  return tickets
}

export const skipWorkOrder = (workOrderId: string, reason: string) => enqueue('pm.skip', { workOrderId, reason })
export const rescheduleWorkOrder = (workOrderId: string, dueAt: string, reason: string) =>
  enqueue('pm.reschedule', { workOrderId, dueAt, reason })

export async function correctAnswer(workOrderId: string, correctsId: string, value: PmAnswerValue, note: string) {
  await enqueue('pm.correct', { workOrderId, id: newId(), correctsId, value, note })
}

export const recordMeterReading = (lineId: number, unit: PmMeterUnit, value: number, machineId?: string | null) =>
  enqueue('pm.recordReading', { id: newId(), lineId, machineId: machineId ?? null, unit, value })

/** A correction is a new reading beside the original (which stays recorded), with the reason (decision 235). */
export const correctMeterReading = (
  original: { id: string; lineId: number; machineId: string | null; unit: PmMeterUnit },
  value: number,
  reason: string,
) =>
  enqueue('pm.recordReading', {
    id: newId(),
    lineId: original.lineId,
    machineId: original.machineId,
    unit: original.unit,
    value,
    correctsId: original.id,
    reason,
  })

/** A ticket closed as a temporary repair: the permanent repair becomes a work order due on that date. */
export const markTemporaryRepair = (ticketId: string, permanentDueAt: string) =>
  enqueue('pm.temporaryRepair', { ticketId, permanentDueAt, workOrderId: newId() })

/** Keeps the answers being filled on this device (offline too) until the sign-off. */
export async function saveDraftAnswer(
  workOrderId: string,
  stepIndex: number,
  value: PmAnswerValue | null,
  note?: string | null,
): Promise<void> {
  await db.transaction('rw', db.pmDrafts, async () => {
    const draft = (await db.pmDrafts.get(workOrderId)) ?? { workOrderId, answers: {}, updatedAt: '' }
    const answers = { ...draft.answers }
    if (value === null) delete answers[stepIndex]
    else answers[stepIndex] = { id: answers[stepIndex]?.id ?? newId(), value, note: note ?? null }
    await db.pmDrafts.put({ workOrderId, answers, updatedAt: new Date().toISOString() })
  })
}
