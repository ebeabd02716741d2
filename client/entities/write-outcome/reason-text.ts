// Turns the server's verdict on a refused change (code + English reason naming a field) into a sentence in
// the user's language (issue 17 §4). The server's own words stay available as a detail, never the headline.
import type { TFunction } from 'i18next'
import { HELD_REFUSAL_MARKER } from '../../../shared/hygiene/hold'

export interface Verdict {
  code: string
  reason: string
  /** Field → message, when the server sent them (validation). */
  fields?: Record<string, string>
}

const KNOWN_FIELDS = [
  'description',
  'notes',
  'reason',
  'resolutionSummary',
  'summary',
  'lineName',
  'category',
  'priority',
  'otherLocation',
  'status',
  'name',
  'code',
  'engineerId',
  'ticketId',
  'lineId',
  'productId',
] as const

/** The fields the server named: from `fields`, else from "Invalid <field>: …" in the reason. */
export function namedFields(verdict: Verdict): string[] {
  if (verdict.fields) return Object.keys(verdict.fields).filter((f) => f !== '_')
  return [...verdict.reason.matchAll(/Invalid ([\w.]+):/g)].map((m) => (m[1] ?? '').split('.').pop() ?? '')
}

/** "at most 4000 characters" from zod's "Too big: expected string to have <=4000 characters". */
function limitOf(text: string): number | null {
  const m = /<=\s*(\d+)/.exec(text)
  return m ? Number(m[1]) : null
}

export function fieldLabel(t: TFunction, field: string): string {
  return (KNOWN_FIELDS as readonly string[]).includes(field) ? t(`honest.fields.${field}`) : field
}

export function reasonText(t: TFunction, verdict: Verdict): string {
  if (verdict.code === 'validation') {
    const fields = namedFields(verdict)
    const field = fields[0]
    if (!field) return t('honest.reason.validation')
    const detail = verdict.fields?.[field] ?? verdict.reason
    const max = limitOf(detail)
    if (max !== null) return t('honest.reason.tooLong', { field: fieldLabel(t, field), max })
    if (/too small|required|>=\s*1/i.test(detail)) return t('honest.reason.missing', { field: fieldLabel(t, field) })
    return t('honest.reason.invalidField', { field: fieldLabel(t, field) })
  }
  if (verdict.code === 'conflict' && verdict.reason.includes(HELD_REFUSAL_MARKER))
    return t('honest.reason.awaitingClearance')
  if (['forbidden', 'conflict', 'not_found', 'session'].includes(verdict.code))
    return t(`honest.reason.${verdict.code}`)
  return t('honest.reason.unknown')
}
