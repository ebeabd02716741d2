// Every ticket category a form offers reads as a word, not as its stored value, wherever tickets are listed: the
// ticket cards (tickets.category) and the reports' ticket table (reports.category), in every language.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ISSUE_CATEGORIES, LINE_TICKET_CATEGORIES, LOFT_CATEGORIES, QR_TICKET_CATEGORIES } from '../../shared/constants'

const OFFERED = [
  ...new Set<string>([...ISSUE_CATEGORIES, ...LINE_TICKET_CATEGORIES, ...QR_TICKET_CATEGORIES, ...LOFT_CATEGORIES]),
]

const labels = (area: 'tickets' | 'reports', language: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(`client/i18n/areas/${area}/${language}.json`, 'utf8')) as Record<
      string,
      { category: Record<string, string> }
    >
  )[area]!.category

describe('ticket category labels', () => {
  for (const area of ['tickets', 'reports'] as const)
    for (const language of ['en', 'pl', 'lt'])
      it(`${area}.category has a label for every offered category in ${language}`, () => {
        const missing = OFFERED.filter((c) => !labels(area, language)[c]?.trim())
        expect(missing).toEqual([])
      })
})
