// Report, export and archive inputs. A bound is a date (YYYY-MM-DD, a whole UTC day: the end day is
// included) or an ISO instant (the client sends local midnights; the end is exclusive).
import { z } from 'zod'
import { id } from './common'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

const bound = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .refine(
    (v) => (DATE.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success) && !Number.isNaN(Date.parse(v)),
    'Not a date',
  )

function instant(value: string, isEnd: boolean): string {
  const ms = Date.parse(DATE.test(value) ? `${value}T00:00:00.000Z` : value)
  return new Date(DATE.test(value) && isEnd ? ms + DAY_MS : ms).toISOString()
}

export interface ParsedRange {
  start: string
  end: string
  lineId?: number
}

function range<S extends string, E extends string>(startKey: S, endKey: E) {
  return z
    .object({ [startKey]: bound, [endKey]: bound, lineId: id.optional() } as { [K in S | E]: typeof bound } & {
      lineId: z.ZodOptional<typeof id>
    })
    .transform((v, ctx): ParsedRange => {
      const values = v as Record<string, string>
      const start = instant(values[startKey]!, false)
      const end = instant(values[endKey]!, true)
      if (end <= start) {
        ctx.addIssue({ code: 'custom', path: [endKey], message: 'Must be after the start' })
        return z.NEVER
      }
      return { start, end, lineId: (v as { lineId?: number }).lineId }
    })
}

export const reportQuerySchema = range('start', 'end')
export const exportQuerySchema = range('startDate', 'endDate')

export const archiveTicketsSchema = z.object({
  cutoffDate: bound.transform((v) => instant(v, false)),
})
