// Building blocks for the input schemas; messages here reach the user through 400 { fields }.
import { z } from 'zod'

export const requiredText = (max = 2000) => z.string().trim().min(1, 'Required').max(max)
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
/** Ids, counters and versions are 32-bit integer columns: PostgreSQL refuses a larger number in a query. */
export const MAX_INT = 2_147_483_647
export const id = z.coerce.number().int().positive().max(MAX_INT, 'Not an id')
export const uuid = z.uuid()
export const isoTime = z.iso.datetime({ offset: true })

/** Flattens zod issues to { 'a.b': 'message' } for 400 answers and form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    // Strict schemas: an extra field is named itself ("hack": "Unknown field"), not the object holding it.
    if (issue.code === 'unrecognized_keys') {
      for (const extra of issue.keys) out[[...issue.path, extra].join('.')] ??= 'Unknown field'
      continue
    }
    const key = issue.path.length ? issue.path.join('.') : '_'
    out[key] ??= issue.message
  }
  return out
}
