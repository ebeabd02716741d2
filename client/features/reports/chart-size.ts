// Each report chart's height, known before its code loads: the figure keeps that room while the chart is not
// drawn yet, so nothing under it moves when it is (no layout shift).
import type { ChartData } from './report-charts'

export function chartHeight(chart: ChartData): number {
  if (chart.kind === 'ticketsPerDay') return 260
  if (chart.kind === 'pareto') return Math.max(160, chart.data.length * 30)
  return Math.max(160, chart.data.length * 24)
}
