import { z } from 'zod'
import { LINE_STATUSES } from '../constants'
import { id, isoTime, MAX_INT, optionalText } from './common'

/** PATCH /api/production-lines/{id}: {status, issue} or {status}. */
export const lineStatusInput = z.strictObject({
  status: z.enum(LINE_STATUSES),
  issue: optionalText(500).optional(),
  /** The line version the change was made on; absent on plain REST calls (last writer wins). */
  baseVersion: z.number().int().nonnegative().max(MAX_INT).optional(),
})
export type LineStatusInput = z.infer<typeof lineStatusInput>

export const lineSetStatusArgs = lineStatusInput.extend({
  lineId: id,
  baseVersion: z.number().int().nonnegative().max(MAX_INT),
  /** Device time the operator pressed the button. */
  at: isoTime.optional(),
})
export type LineSetStatusArgs = z.infer<typeof lineSetStatusArgs>
