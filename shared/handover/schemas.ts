// Handover inputs (zod), for the form, the routes and the `handover.sign` / `handover.acknowledge` mutations.
import { z } from 'zod'
import { SHIFTS } from '../planning/schedule'
import { id, optionalText, uuid } from '../schemas/common'
import { MAX_HANDOVER_ITEMS } from './prefill'
import { HANDOVER_ITEM_KINDS } from './types'

const nullable = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? null)
const shortText = (max: number) => z.string().trim().max(max)

export const shiftDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date like 2026-11-27')

export const handoverItemInput = z.strictObject({
  kind: z.enum(HANDOVER_ITEM_KINDS),
  ref: nullable(shortText(64)),
  label: optionalText(200),
  detail: optionalText(300),
  state: z.string().trim().min(1, 'Required').max(40),
  priority: nullable(shortText(20)),
  at: nullable(shortText(40)),
  endAt: nullable(shortText(40)),
  reasonId: nullable(id),
})

/** POST /api/handovers and the `handover.sign` mutation: the outgoing lead signs. */
export const handoverSignInput = z.strictObject({
  id: uuid,
  lineId: id,
  shiftDate,
  shift: z.enum(SHIFTS),
  items: z.array(handoverItemInput).max(MAX_HANDOVER_ITEMS),
  notes: optionalText(4000),
})
export type HandoverSignInput = z.infer<typeof handoverSignInput>

/** POST /api/handovers/:id/acknowledge (body) and the `handover.acknowledge` mutation (with the id). */
export const handoverAckBody = z.strictObject({ note: optionalText(2000) })
export const handoverAckArgs = handoverAckBody.extend({ id: uuid })
export type HandoverAckArgs = z.infer<typeof handoverAckArgs>

/** GET /api/handovers: per line and day (or a range of days for the export). */
export const handoverListQuery = z.strictObject({
  lineId: id.optional(),
  date: shiftDate.optional(),
  from: shiftDate.optional(),
  to: shiftDate.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
})

export const handoverPrefillQuery = z.strictObject({
  lineId: id,
  shiftDate: shiftDate.optional(),
  shift: z.enum(SHIFTS).optional(),
})
