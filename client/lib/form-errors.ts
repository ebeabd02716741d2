// Client-side check of a form's payload with the same shared zod schema the server uses (STYLE.md rule 3),
// with the messages in the user's language: { field: text }, empty when the server would accept it. Each
// message names the real problem (issue 31 §7): too long or too short with the limit, missing, or — for a
// rule of form — the field's own wording when the form gives one.
import type { TFunction } from 'i18next'
import type { z } from 'zod'

/** Per field, what to say when its value breaks a rule of form (a pattern, an email): "letters, digits…". */
export type FormatMessages = Partial<Record<string, string>>

export function formErrors(
  schema: z.ZodType,
  data: unknown,
  t: TFunction,
  formats: FormatMessages = {},
): Record<string, string> {
  const result = schema.safeParse(data)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    if (out[key]) continue
    if (issue.code === 'too_big') {
      out[key] = t('honest.validation.tooLong', { max: Number(issue.maximum) })
    } else if (issue.code === 'too_small' && Number(issue.minimum) > 1) {
      out[key] = t('honest.validation.tooShort', { count: Number(issue.minimum) })
    } else if (issue.code === 'too_small') {
      out[key] = t('honest.validation.required')
    } else {
      out[key] = formats[key] ?? t('honest.validation.invalid')
    }
  }
  return out
}

/** How many characters a text may have once a fixed prefix is put in front of it ("[IT] " + text ≤ 4000). */
export function roomAfterPrefix(max: number, prefix: string): number {
  return Math.max(0, max - prefix.length)
}
