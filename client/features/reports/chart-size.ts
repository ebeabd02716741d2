// Each report chart's height, known before its code loads: the figure keeps that room while the chart is not
// drawn yet, so nothing under it moves when it is (no layout shift).
import type { ParetoItem, TicketsPerDay, UptimeRow } from '../../../shared/reports'

/** What a report chart draws (its kind and rows). */
export type ChartData =
  | { kind: 'ticketsPerDay'; data: TicketsPerDay[] }
  | { kind: 'pareto'; data: ParetoItem[] }
  | { kind: 'uptime'; data: UptimeRow[] }

export function chartHeight(chart: ChartData): number {
  if (chart.kind === 'ticketsPerDay') return 260
  if (chart.kind === 'pareto') return Math.max(160, chart.data.length * 30)
  return Math.max(160, chart.data.length * 24)
}
