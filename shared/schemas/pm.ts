// Input schemas of the planned-maintenance calls and mutations (spec food-plant-maintenance §1, issue 28).
import { z } from 'zod'
import {
  PM_CALENDAR_MODES,
  PM_CALENDAR_UNITS,
  PM_METER_SOURCES,
  PM_METER_UNITS,
  PM_SKILLS,
  PM_STEP_KINDS,
  PM_WORK_ORDER_STATUSES,
} from '../pm/types'
import { id, isoTime, optionalText, requiredText, uuid } from './common'

export const pmDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
const finite = z.number().refine(Number.isFinite, 'Must be a number')

export const pmCalendarTrigger = z.strictObject({
  kind: z.literal('calendar'),
  every: z.number().int('Must be a whole number').min(1).max(3650),
  unit: z.enum(PM_CALENDAR_UNITS),
  mode: z.enum(PM_CALENDAR_MODES).default('fixed'),
})
export const pmMeterTrigger = z
  .strictObject({
    kind: z.literal('meter'),
    every: finite.positive().max(1e9),
    unit: z.enum(PM_METER_UNITS),
    /** `status`: running hours summed from the line's status history (hours only). */
    source: z.enum(PM_METER_SOURCES).optional(),
  })
  .refine((t) => t.source !== 'status' || t.unit === 'hours', {
    path: ['source'],
    message: 'Only running hours can come from the line status history',
  })
export const pmTrigger = z.discriminatedUnion('kind', [pmCalendarTrigger, pmMeterTrigger])

export const pmStep = z
  .strictObject({
    kind: z.enum(PM_STEP_KINDS),
    text: requiredText(500),
    unit: optionalText(20).optional(),
    min: finite.nullish(),
    max: finite.nullish(),
  })
  .refine((s) => s.min == null || s.max == null || s.min <= s.max, {
    path: ['max'],
    message: 'Must not be below the minimum',
  })

const planFields = {
  title: requiredText(200),
  machineId: uuid.nullish(),
  lineId: id.nullish(),
  procedure: optionalText(4000).optional(),
  estimatedMinutes: z.number().int('Must be a whole number').min(1).max(100_000).default(60),
  skill: z.enum(PM_SKILLS).default('engineering'),
  leadDays: z.number().int('Must be a whole number').min(0).max(365).default(7),
  startsOn: pmDay.optional(),
  triggers: z.array(pmTrigger).min(1, 'Add at least one trigger').max(5),
  steps: z.array(pmStep).max(100).default([]),
}

const oneTarget = (p: { machineId?: string | null; lineId?: number | null }) =>
  (p.machineId ? 1 : 0) + (p.lineId ? 1 : 0)
const targetRule = {
  path: ['machineId'],
  message: 'Give a machine or a line (one of them)',
}

/** POST /api/pm/plans: `{ title, machineId } | { title, lineId }` with its triggers and steps. */
export const pmPlanInput = z.strictObject(planFields).refine((p) => oneTarget(p) === 1, targetRule)
export type PmPlanInput = z.output<typeof pmPlanInput>
export type PmPlanDraft = z.input<typeof pmPlanInput>

/** PUT /api/pm/plans/:id: the same fields (the target may change too). */
export const pmPlanUpdate = pmPlanInput

export const pmPlanStatusInput = z.strictObject({ status: z.enum(['active', 'paused', 'retired']) })

export const pmWorkOrderQuery = z.object({
  status: z.enum([...PM_WORK_ORDER_STATUSES, 'overdue']).optional(),
  lineId: id.optional(),
  from: pmDay.optional(),
  to: pmDay.optional(),
})

export const pmAnswerInput = z.strictObject({
  id: uuid,
  stepIndex: z.number().int().min(0).max(99),
  value: z.union([z.boolean(), finite, z.string().trim().min(1).max(2000)]),
  note: optionalText(1000).optional(),
  /** The corrective ticket's id, made on the device so the phone can show it before the push. */
  ticketId: uuid.nullish(),
})
export type PmAnswerInput = z.output<typeof pmAnswerInput>

/** Sign-off: every step answered, who (the session's user) and the device time of signing. */
export const pmSignOffInput = z
  .strictObject({
    answers: z.array(pmAnswerInput).min(1).max(100),
    signedAt: isoTime,
    /** Closing as a temporary repair needs the permanent repair's due date (its work order is made). */
    temporary: z.boolean().default(false),
    permanentDueAt: pmDay.nullish(),
    followUpId: uuid.nullish(),
  })
  .refine((s) => !s.temporary || !!s.permanentDueAt, {
    path: ['permanentDueAt'],
    message: 'A temporary repair needs the due date of the permanent repair',
  })
export type PmSignOffInput = z.output<typeof pmSignOffInput>

/** After sign-off an answer is never changed: a correction is a new record naming the one it corrects. */
export const pmCorrectionInput = z.strictObject({
  id: uuid,
  correctsId: uuid,
  value: z.union([z.boolean(), finite, z.string().trim().min(1).max(2000)]),
  note: requiredText(1000),
})

export const pmSkipInput = z.strictObject({ reason: requiredText(1000) })
export const pmRescheduleInput = z.strictObject({ dueAt: pmDay, reason: requiredText(1000) })

/** A ticket closed as a temporary repair: the permanent repair becomes a work order due then. */
export const pmTemporaryRepairInput = z.strictObject({
  ticketId: uuid,
  permanentDueAt: pmDay,
  workOrderId: uuid.optional(),
})

export const pmReadingInput = z.strictObject({
  id: uuid.optional(),
  lineId: id,
  machineId: uuid.nullish(),
  unit: z.enum(PM_METER_UNITS),
  value: finite.min(0).max(1e12),
  /** A correction: the reading it stands beside (kept as it was), and why (required then). */
  correctsId: uuid.nullish(),
  reason: optionalText(500).optional(),
})
export const pmReadingQuery = z.object({
  lineId: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})

// Outbox mutations: the REST bodies plus the ids the device made.
export const pmPlanCreateArgs = z
  .strictObject({ ...planFields, id: uuid })
  .refine((p) => oneTarget(p) === 1, targetRule)
export const pmPlanUpdateArgs = z.strictObject({ id: uuid, plan: pmPlanUpdate })
export const pmPlanStatusArgs = pmPlanStatusInput.extend({ id: uuid })
export const pmSignOffArgs = z.strictObject({ workOrderId: uuid, signOff: pmSignOffInput })
export const pmCorrectionArgs = pmCorrectionInput.extend({ workOrderId: uuid })
export const pmSkipArgs = pmSkipInput.extend({ workOrderId: uuid })
export const pmRescheduleArgs = pmRescheduleInput.extend({ workOrderId: uuid })
export const pmReadingArgs = pmReadingInput.extend({ id: uuid })

export const pmComplianceQuery = z.object({ start: pmDay, end: pmDay })
export const pmSuggestionQuery = z.object({
  machineId: uuid,
  target: z.coerce.number().gt(0).lt(1).optional(),
})
