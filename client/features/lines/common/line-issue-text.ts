// Fault and issue texts of a line, from the shared rules, shown in the user's language: the spec's fixed
// texts (FAULT_TEXT) are translated; an issue someone typed is shown as written.
import type { TFunction } from 'i18next'
import { FAULT_TEXT } from '../../../../shared/constants'
import { faultText, stoppedIssueText } from '../../../../shared/lines'

const FIXED = new Map<string, string>(Object.entries(FAULT_TEXT).map(([key, text]) => [text, key]))

/** Translates one of the spec's fixed line texts; any other text comes back unchanged. */
export function translateLineText(text: string, t: TFunction): string {
  const key = FIXED.get(text)
  return key ? t(`production.fault.${key}`) : text
}

/** Fault status (spec §4): maintenance, running, otherwise "Status unknown". */
export function faultStatusText(line: { status: string }, t: TFunction): string {
  return translateLineText(faultText(line), t)
}

/** The current issue: a stopped line always has one ("Production stopped - fault detected" by default). */
export function currentIssueText(line: { status: string; issue: string | null }, t: TFunction): string | null {
  if (line.status === 'stopped') return translateLineText(stoppedIssueText(line.issue), t)
  return line.issue?.trim() ? translateLineText(line.issue, t) : null
}
