// The hygiene report's export rows (CSV and XLSX carry the same): per line with the totals, failures with their
// corrective action, changeovers with the swab, the chain's verdict; CSV formula-guarded, with a BOM.
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { HygieneReport } from '../../../shared/hygiene/report'
import { hygieneReportRows, toCsv } from './hygiene-report-rows'

const t = ((key: string, vars?: Record<string, unknown>) =>
  vars ? `${key}(${JSON.stringify(vars)})` : key) as TFunction

const line = {
  clearances: 3,
  passed: 2,
  failed: 1,
  released: 2,
  medianDelayMinutes: 25,
  p90DelayMinutes: 40,
  changeovers: 1,
}
const report: HygieneReport = {
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-11-28T00:00:00.000Z',
  totals: line,
  lines: [{ lineId: 5, lineName: 'Unit B - Line 5', ...line }],
  failures: [
    {
      clearanceId: 'c1',
      lineId: 5,
      lineName: 'Unit B - Line 5',
      signedAt: '2026-11-20T10:00:00.000Z',
      signedBy: 'Helena Kowalczyk',
      items: ['tools'],
      correctiveAction: '=HYPERLINK("x")',
    },
  ],
  changeovers: [
    {
      holdId: 'h1',
      lineId: 5,
      lineName: 'Unit B - Line 5',
      startedAt: '2026-11-21T06:00:00.000Z',
      allergens: ['milk'],
      releasedAt: '2026-11-21T06:40:00.000Z',
      swab: { result: 'pass', kitReference: 'ALX-1' },
    },
  ],
  verification: { ok: false, checked: 3, firstBad: 'c1', problem: 'hash' },
}

describe('hygiene report rows', () => {
  it('carries every figure of the report, in sections', () => {
    const rows = hygieneReportRows(report, t)
    expect(rows).toContainEqual(['Unit B - Line 5', 3, 2, 1, 2, 25, 40, 1])
    expect(rows).toContainEqual(['hygieneAdmin.report.total', 3, 2, 1, 2, 25, 40, 1])
    expect(rows).toContainEqual([
      'Unit B - Line 5',
      '2026-11-20T10:00:00.000Z',
      'Helena Kowalczyk',
      'tools',
      '=HYPERLINK("x")',
    ])
    expect(rows).toContainEqual([
      'Unit B - Line 5',
      '2026-11-21T06:00:00.000Z',
      'allergens.names.milk',
      'hygieneAdmin.result.pass',
      'ALX-1',
      '2026-11-21T06:40:00.000Z',
    ])
    expect(rows.at(-1)).toEqual(['hygieneAdmin.verify', 'hygieneAdmin.report.chainBad({"id":"c1"})'])
  })

  it('writes CSV with a BOM, quotes and an apostrophe before a formula', () => {
    const csv = toCsv(hygieneReportRows(report, t))
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain('Unit B - Line 5,3,2,1,2,25,40,1\r\n')
  })
})
