// Input schemas of the schedule calls and the schedule.saveEntries mutation (spec §5).
import { z } from 'zod'
import { MAX_SCHEDULE_BATCH, SHIFTS, normalisePriority, normaliseQuantity } from '../planning/schedule'
import { id, optionalText, uuid } from './common'

export const planningDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')

export const scheduleEntryInput = z.object({
  lineId: id,
  productId: id,
  scheduledDate: planningDate,
  shift: z.enum(SHIFTS),
  plannedQuantity: z.unknown().transform(normaliseQuantity),
  priority: z.unknown().transform(normalisePriority),
  notes: optionalText(500),
})
export type ScheduleEntryInput = z.output<typeof scheduleEntryInput>
export type ScheduleEntryDraft = z.input<typeof scheduleEntryInput>

export const scheduleBulkInput = z.object({
  schedules: z.array(scheduleEntryInput).min(1, 'Add at least one entry').max(MAX_SCHEDULE_BATCH),
})

/** The outbox mutation: a batch id so the local "saving" rows can be told apart. */
export const scheduleSaveArgs = scheduleBulkInput.extend({ batchId: uuid })

export const scheduleDateQuery = z.object({ date: planningDate.optional() })
