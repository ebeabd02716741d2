// The hygiene report as rows for CSV and XLSX (issue 29 §8): per line, then failed items, then changeovers.
import type { TFunction } from 'i18next'
import type { HygieneReport } from '../../../shared/hygiene/report'

export type Cell = string | number
const opt = (v: number | null): Cell => (v === null ? '' : v)

export function hygieneReportRows(r: HygieneReport, t: TFunction): Cell[][] {
  const allergens = (list: readonly string[]) => list.map((a) => t(`hygiene.allergen.${a}`)).join(', ')
  return [
    [t('hygiene.report.byLine')],
    [
      t('hygiene.page.line'),
      t('hygiene.report.clearances'),
      t('hygiene.page.passed'),
      t('hygiene.page.failed'),
      t('hygiene.report.released'),
      t('hygiene.report.medianDelay'),
      t('hygiene.report.p90Delay'),
      t('hygiene.report.changeovers'),
    ],
    ...r.lines.map((l) => [
      l.lineName,
      l.clearances,
      l.passed,
      l.failed,
      l.released,
      opt(l.medianDelayMinutes),
      opt(l.p90DelayMinutes),
      l.changeovers,
    ]),
    [
      t('hygiene.report.total'),
      r.totals.clearances,
      r.totals.passed,
      r.totals.failed,
      r.totals.released,
      opt(r.totals.medianDelayMinutes),
      opt(r.totals.p90DelayMinutes),
      r.totals.changeovers,
    ],
    [],
    [t('hygiene.report.failures')],
    [
      t('hygiene.page.line'),
      t('hygiene.page.signedAt'),
      t('hygiene.page.signedBy'),
      t('hygiene.page.failedItems'),
      t('hygiene.form.correctiveAction'),
    ],
    ...r.failures.map((f) => [f.lineName, f.signedAt, f.signedBy, f.items.join('; '), f.correctiveAction ?? '']),
    [],
    [t('hygiene.report.changeovers')],
    [
      t('hygiene.page.line'),
      t('hygiene.report.heldAt'),
      t('hygiene.report.allergens'),
      t('hygiene.form.swab'),
      t('hygiene.form.kitReference'),
      t('hygiene.report.releasedAt'),
    ],
    ...r.changeovers.map((c) => [
      c.lineName,
      c.startedAt,
      allergens(c.allergens),
      c.swab ? t(`hygiene.form.result.${c.swab.result}`) : '',
      c.swab?.kitReference ?? '',
      c.releasedAt ?? '',
    ]),
    [],
    [
      t('hygiene.page.verify'),
      r.verification.ok
        ? t('hygiene.report.chainOk')
        : t('hygiene.report.chainBad', { id: r.verification.firstBad ?? '' }),
    ],
  ]
}

/** CSV text; a text cell a spreadsheet would run as a formula gets an apostrophe first. */
export function toCsv(rows: Cell[][]): string {
  const cell = (v: Cell) => {
    const s = String(v)
    const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s
    return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return '\uFEFF' + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}
