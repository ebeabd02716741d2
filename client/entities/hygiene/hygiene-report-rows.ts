// The hygiene report as rows for CSV and XLSX (issue 29 §8): per line, then failed items, then changeovers.
import type { TFunction } from 'i18next'
import type { HygieneReport } from '../../../shared/hygiene/report'

export type Cell = string | number
const opt = (v: number | null): Cell => (v === null ? '' : v)

export function hygieneReportRows(r: HygieneReport, t: TFunction): Cell[][] {
  const allergens = (list: readonly string[]) => list.map((a) => t(`allergens.names.${a}`)).join(', ')
  return [
    [t('hygieneAdmin.report.byLine')],
    [
      t('hygieneAdmin.line'),
      t('hygieneAdmin.report.clearances'),
      t('hygieneAdmin.passed'),
      t('hygieneAdmin.failed'),
      t('hygieneAdmin.report.released'),
      t('hygieneAdmin.report.medianDelay'),
      t('hygieneAdmin.report.p90Delay'),
      t('hygieneAdmin.report.changeovers'),
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
      t('hygieneAdmin.report.total'),
      r.totals.clearances,
      r.totals.passed,
      r.totals.failed,
      r.totals.released,
      opt(r.totals.medianDelayMinutes),
      opt(r.totals.p90DelayMinutes),
      r.totals.changeovers,
    ],
    [],
    [t('hygieneAdmin.report.failures')],
    [
      t('hygieneAdmin.line'),
      t('hygieneAdmin.signedAt'),
      t('hygieneAdmin.signedBy'),
      t('hygieneAdmin.failedItems'),
      t('hygieneAdmin.correctiveAction'),
    ],
    ...r.failures.map((f) => [f.lineName, f.signedAt, f.signedBy, f.items.join('; '), f.correctiveAction ?? '']),
    [],
    [t('hygieneAdmin.report.changeovers')],
    [
      t('hygieneAdmin.line'),
      t('hygieneAdmin.report.heldAt'),
      t('hygieneAdmin.report.allergens'),
      t('hygieneAdmin.swab'),
      t('hygieneAdmin.kitReference'),
      t('hygieneAdmin.report.releasedAt'),
    ],
    ...r.changeovers.map((c) => [
      c.lineName,
      c.startedAt,
      allergens(c.allergens),
      c.swab ? t(`hygieneAdmin.result.${c.swab.result}`) : '',
      c.swab?.kitReference ?? '',
      c.releasedAt ?? '',
    ]),
    [],
    [
      t('hygieneAdmin.verify'),
      r.verification.ok
        ? t('hygieneAdmin.report.chainOk')
        : t('hygieneAdmin.report.chainBad', { id: r.verification.firstBad ?? '' }),
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
