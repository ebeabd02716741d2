// Input schemas of the stop-reason and OEE area (issue 30): the same schema drives the form and the server.
import { z } from 'zod'
import { id, isoTime, MAX_INT, requiredText, uuid } from '../schemas/common'

export const REASON_CATEGORIES = [
  'changeover',
  'cleaning',
  'planned_maintenance',
  'break',
  'breakdown',
  'material',
  'staffing',
  'quality',
  'blocked',
  'other',
] as const

export const stopReasonInput = z.strictObject({
  category: z.enum(REASON_CATEGORIES),
  nameEn: requiredText(80),
  namePl: requiredText(80),
  nameLt: requiredText(80),
  planned: z.boolean(),
})
export const stopReasonUpdate = stopReasonInput.partial().extend({ retired: z.boolean().optional() })

/** Explain a stop: the whole stop the time `at` falls in (the stop's start as the device knows it). */
export const explainStopArgs = z.strictObject({
  id: uuid,
  lineId: id,
  at: isoTime,
  reasonId: id,
})

/** Split a stop into parts: each part runs from its `from` to the next part's, the first from the stop's start. */
export const splitStopArgs = z.strictObject({
  lineId: id,
  at: isoTime,
  parts: z
    .array(z.strictObject({ id: uuid, from: isoTime, reasonId: id }))
    .min(1)
    .max(20),
})

const units = z.number().int('Whole units').min(0).max(1_000_000)

/** A count, from a device or from the tablet (per hour or per shift). */
export const countInput = z.strictObject({
  id: z.string().trim().min(1).max(100),
  at: isoTime,
  good: units,
  rejected: units,
  productId: id.nullish(),
})
export const tabletCountArgs = countInput.extend({ id: uuid, lineId: id })

export const deviceKeyInput = z.strictObject({
  name: requiredText(80),
  lineIds: z.array(id).min(1).max(100),
})

export const idealRateInput = z.strictObject({
  productId: id,
  lineId: id,
  idealRatePerMin: z.number().positive().max(100_000).nullable(),
})

/** A report day (yyyy-mm-dd, local midnight; an end day counts whole) or an ISO time. */
const rangeBound = z.union([isoTime, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date or an ISO time')])
export const rangeQuery = z.object({
  start: rangeBound,
  end: rangeBound,
})

/** Epoch ms of a range bound: a bare date is local midnight, the day after it for an end. */
export function rangeBoundMs(value: string, end: boolean): number {
  if (value.length !== 10) return Date.parse(value)
  const [y = 1970, m = 1, d = 1] = value.split('-').map(Number)
  return new Date(y, m - 1, d + (end ? 1 : 0)).getTime()
}

export const OEE_GROUPS = ['line', 'shift', 'product', 'unit'] as const
export const oeeReportQuery = rangeQuery.extend({
  groupBy: z.enum(OEE_GROUPS).default('line'),
  lineId: id.optional(),
})

export { MAX_INT }
