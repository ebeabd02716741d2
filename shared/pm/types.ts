// Planned maintenance (spec food-plant-maintenance §1): plans, their triggers and procedure steps, and the work
// orders generated from them, as the API and the sync pull give them.

export const PM_SKILLS = ['engineering', 'it'] as const
export type PmSkill = (typeof PM_SKILLS)[number]

export const PM_CALENDAR_UNITS = ['day', 'week', 'month'] as const
export type PmCalendarUnit = (typeof PM_CALENDAR_UNITS)[number]
export const PM_CALENDAR_MODES = ['fixed', 'floating'] as const
export type PmCalendarMode = (typeof PM_CALENDAR_MODES)[number]
export const PM_METER_UNITS = ['hours', 'units'] as const
export type PmMeterUnit = (typeof PM_METER_UNITS)[number]
/** Where a meter's figure comes from: readings people enter, or (hours only) the line's running time in its
 * status history, summed by the server so every device shows the same figure (decision 235). */
export const PM_METER_SOURCES = ['readings', 'status'] as const
export type PmMeterSource = (typeof PM_METER_SOURCES)[number]

export interface PmCalendarTrigger {
  kind: 'calendar'
  every: number
  unit: PmCalendarUnit
  mode: PmCalendarMode
}
export interface PmMeterTrigger {
  kind: 'meter'
  every: number
  unit: PmMeterUnit
  /** Absent: readings. */
  source?: PmMeterSource
}
export type PmTrigger = PmCalendarTrigger | PmMeterTrigger

export const PM_STEP_KINDS = ['check', 'reading', 'text', 'photo'] as const
export type PmStepKind = (typeof PM_STEP_KINDS)[number]
export interface PmStep {
  kind: PmStepKind
  text: string
  /** Readings: the unit shown beside the value (°C, bar, mm…). */
  unit?: string | null
  /** Readings: the allowed range; a value outside it opens a corrective ticket. */
  min?: number | null
  max?: number | null
}

export const PM_PLAN_STATUSES = ['active', 'paused', 'retired'] as const
export type PmPlanStatus = (typeof PM_PLAN_STATUSES)[number]

export interface PmPlan {
  id: string
  title: string
  machineId: string | null
  lineId: number | null
  /** What the procedure is for, free text shown above the steps. */
  procedure: string | null
  estimatedMinutes: number
  skill: PmSkill
  leadDays: number
  triggers: PmTrigger[]
  steps: PmStep[]
  /** The first due date (yyyy-mm-dd): the anchor of a fixed calendar grid. */
  startsOn: string
  status: PmPlanStatus
  active: boolean
  /** Meter readings at the plan's start or its last completion, per meter unit. */
  meterBase: Partial<Record<PmMeterUnit, number>>
  createdAt: string
  updatedAt: string
}

export const PM_WORK_ORDER_STATUSES = ['open', 'done', 'skipped'] as const
export type PmWorkOrderStatus = (typeof PM_WORK_ORDER_STATUSES)[number]
/** planned: from a plan; repair: the permanent repair a temporary one promised. */
export type PmWorkOrderKind = 'planned' | 'repair'

/** A check: true = pass. A reading: the number. Text: the text. Photo: the photo's content hash. */
export type PmAnswerValue = boolean | number | string

export interface PmAnswer {
  id: string
  stepIndex: number
  value: PmAnswerValue
  note: string | null
  /** Set when this record corrects an earlier one (after sign-off answers are only ever added). */
  correctsId: string | null
  /** The corrective ticket a failed check or an out-of-range reading opened. */
  ticketId: string | null
  answeredBy: number
  createdAt: string
}

export interface PmWorkOrder {
  id: string
  planId: string | null
  kind: PmWorkOrderKind
  title: string
  lineId: number | null
  machineId: string | null
  skill: PmSkill
  estimatedMinutes: number
  /** yyyy-mm-dd; overdue once that day has passed and the work order is still open. */
  dueAt: string
  status: PmWorkOrderStatus
  /** The procedure as it was when the work order was made (a later plan edit does not change it). */
  steps: PmStep[]
  answers: PmAnswer[]
  createdAt: string
  completedAt: string | null
  signedBy: number | null
  signedByName: string | null
  /** Device time of the signature, and the server's time when it arrived. */
  signedAtDevice: string | null
  signedAtServer: string | null
  skipReason: string | null
  rescheduledFrom: string | null
  rescheduleReason: string | null
  /** Closed as a temporary repair: the permanent repair's due date and its work order. */
  temporary: boolean
  permanentDueAt: string | null
  followUpId: string | null
  /** A repair work order: the ticket or work order that was closed as temporary. */
  sourceTicketId: string | null
  sourceWorkOrderId: string | null
}

/** A meter reading (running hours or units counted) entered on the tablet or the phone. */
export interface PmReading {
  id: string
  lineId: number
  machineId: string | null
  unit: PmMeterUnit
  value: number
  readAt: string
  enteredByName: string | null
  /** This row corrects that reading (which stays recorded), for this reason. */
  correctsId: string | null
  reason: string | null
  /** A later row corrects this one: its id (the figure used is the correction's). */
  correctedById: string | null
}

/** A meter plan's trigger and how much of its interval is used, as the server counts it (GET /api/pm/meters). */
export interface PmMeterStatus {
  planId: string
  title: string
  lineId: number | null
  machineId: string | null
  unit: PmMeterUnit
  source: PmMeterSource
  every: number
  /** Used since the plan started or was last completed (hours or units); null: no reading yet. */
  used: number | null
  /** Since when it counts (status-derived hours): the last completion or the plan's start. */
  since: string | null
}
