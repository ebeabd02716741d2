// Client-side check of a form's payload with the same shared zod schema the server uses (STYLE.md rule 3),
// with the messages in the user's language: { field: text }, empty when the server would accept it.
import type { TFunction } from 'i18next'
import type { z } from 'zod'

export function formErrors(schema: z.ZodType, data: unknown, t: TFunction): Record<string, string> {
  const result = schema.safeParse(data)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    if (out[key]) continue
    if (issue.code === 'too_big') {
      out[key] = t('honest.validation.tooLong', { max: Number(issue.maximum) })
    } else if (issue.code === 'too_small') {
      out[key] = t('honest.validation.required')
    } else {
      out[key] = t('honest.validation.invalid')
    }
  }
  return out
}

/** How many characters a text may have once a fixed prefix is put in front of it ("[IT] " + text ≤ 4000). */
export function roomAfterPrefix(max: number, prefix: string): number {
  return Math.max(0, max - prefix.length)
}
