import { expect, it } from 'vitest'
import type { OeeReport } from '../../../shared/oee/oee-types'
import { paretoOfReasons, reportTable, toCsv } from './oee-report-rows'

const factors = {
  availability: 0.9,
  performance: 0.8,
  quality: 0.95,
  oee: 0.684,
  overSpeed: false,
  plannedProductionMinutes: 400,
  runMinutes: 360,
  unexplainedMinutes: 10,
  good: 95,
  rejected: 5,
}
const report: OeeReport = {
  start: '',
  end: '',
  groupBy: 'line',
  overall: factors,
  groups: [Object.assign({ key: '5', label: '=Line 5' }, factors)],
  reasons: { '3': 30, '7': 60 },
  losses: {
    equipmentFailure: 30,
    setupAdjustments: 0,
    idlingMinorStops: 70,
    reducedSpeed: 72,
    processDefects: 2,
    reducedYield: 0,
  },
  days: [],
}

it('orders the reasons by minutes, unexplained as its own row, with shares adding up to 100 %', () => {
  const rows = paretoOfReasons(report)
  expect(rows.map((r) => [r.reasonId, r.minutes])).toEqual([
    [7, 60],
    [3, 30],
    [null, 10],
  ])
  expect(rows[0]!.share).toBeCloseTo(0.6)
  expect(rows[2]!.cumulative).toBeCloseTo(1)
})

it('exports groups, reasons and losses; a cell that would be a formula is quoted as text', () => {
  const csv = toCsv(
    reportTable(
      report,
      (id) => (id === null ? 'Unexplained' : `R${id}`),
      (k) => k,
    ),
  )
  expect(csv).toContain("'=Line 5,68.4,90,80,95,95,5,10")
  expect(csv).toContain('R7,60')
  expect(csv).toContain('Unexplained,10')
  expect(csv).toContain('oee.losses.reducedSpeed,72')
})
