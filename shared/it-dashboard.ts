// Pure rules of the IT dashboard and IT monitoring (reporting spec §2, §4, §9): alert level, efficiency
// colour, trend arrow, card order and colours, figures shown when a line lacks them, ticket counters.
import { compareByStatusThenNumber } from './lines'
import { isActiveTicket } from './tickets'

/** Spec §9: efficiency below 70 is critical, below 85 warning; colours at 90 and 75; trend above 2 points. */
export const ALERT_CRITICAL_BELOW = 70
export const ALERT_WARNING_BELOW = 85
export const EFFICIENCY_GOOD_FROM = 90
export const EFFICIENCY_FAIR_FROM = 75
export const TREND_THRESHOLD_POINTS = 2

/** Spec §3: shown when a value is absent on the IT dashboard. */
export const IT_LINE_DEFAULTS = { efficiency: 85, targetRate: 150, currentRate: 128, status: 'running' } as const

export type AlertLevel = 'critical' | 'warning' | 'none'

export function alertLevel(efficiency: number): AlertLevel {
  if (efficiency < ALERT_CRITICAL_BELOW) return 'critical'
  if (efficiency < ALERT_WARNING_BELOW) return 'warning'
  return 'none'
}

export type EfficiencyColour = 'green' | 'yellow' | 'red'

export function efficiencyColour(efficiency: number): EfficiencyColour {
  if (efficiency >= EFFICIENCY_GOOD_FROM) return 'green'
  if (efficiency >= EFFICIENCY_FAIR_FROM) return 'yellow'
  return 'red'
}

export type Trend = 'up' | 'down' | null

/** An arrow only when efficiency moved by more than 2 points since the server's previous reading. */
export function efficiencyTrend(current: number, previous: number | null | undefined): Trend {
  if (previous == null) return null
  const delta = current - previous
  if (delta > TREND_THRESHOLD_POINTS) return 'up'
  if (delta < -TREND_THRESHOLD_POINTS) return 'down'
  return null
}

export type CardBorder = 'red' | 'yellow' | 'green' | 'blue' | 'gray'

/** Critical red, warning yellow, running green, maintenance blue, else grey (alert level wins over status). */
export function cardBorderColour(line: { status: string; efficiency: number }): CardBorder {
  const level = alertLevel(line.efficiency)
  if (level === 'critical') return 'red'
  if (level === 'warning') return 'yellow'
  if (line.status === 'running') return 'green'
  if (line.status === 'maintenance') return 'blue'
  return 'gray'
}

export interface ItLineFigures {
  status: string
  efficiency: number
  targetRate: number
  currentRate: number
}

/** The figures a card shows, with the spec's defaults for absent values. */
export function itLineFigures(line: Partial<Record<keyof ItLineFigures, unknown>>): ItLineFigures {
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)
  return {
    status: typeof line.status === 'string' && line.status ? line.status : IT_LINE_DEFAULTS.status,
    efficiency: num(line.efficiency, IT_LINE_DEFAULTS.efficiency),
    targetRate: num(line.targetRate, IT_LINE_DEFAULTS.targetRate),
    currentRate: num(line.currentRate, IT_LINE_DEFAULTS.currentRate),
  }
}

/** Stopped first, then maintenance, then running, then by the number in the line name. */
export function sortLineCards<T extends { name: string; status: string }>(lines: readonly T[]): T[] {
  return [...lines].sort(compareByStatusThenNumber)
}

export interface LineCounts {
  runningLines: number
  stoppedLines: number
  maintenanceLines: number
  /** Mean efficiency of the running lines, one decimal; 0 when none runs (same rule as the server's stats). */
  averageEfficiency: number
}

export function lineCounts(lines: readonly { status: string; efficiency: number }[]): LineCounts {
  const running = lines.filter((l) => l.status === 'running')
  const mean = running.length ? running.reduce((sum, l) => sum + l.efficiency, 0) / running.length : 0
  return {
    runningLines: running.length,
    stoppedLines: lines.filter((l) => l.status === 'stopped').length,
    maintenanceLines: lines.filter((l) => l.status === 'maintenance').length,
    averageEfficiency: Math.round(mean * 10) / 10,
  }
}

export interface ItTicketCounts {
  open: number
  inProgress: number
  resolved: number
  systemIssues: number
}

/** Open, In Progress, Resolved (closed counts as resolved) and System Issues (category system). */
export function itTicketCounts(tickets: readonly { status: string; category: string }[]): ItTicketCounts {
  return {
    open: tickets.filter((t) => t.status === 'open').length,
    inProgress: tickets.filter((t) => t.status === 'in_progress').length,
    resolved: tickets.filter((t) => t.status === 'resolved' || t.status === 'closed').length,
    systemIssues: tickets.filter((t) => t.category === 'system').length,
  }
}

/** IT Monitoring's ticket cards: active tickets by priority. */
export function monitoringTicketCounts(tickets: readonly { status: string; priority: string }[]): {
  critical: number
  high: number
} {
  const active = tickets.filter(isActiveTicket)
  return {
    critical: active.filter((t) => t.priority === 'critical').length,
    high: active.filter((t) => t.priority === 'high').length,
  }
}

/** Spec §5: time spent is parsed as a number and falls back to 0. */
export function parseTimeSpent(text: string): number {
  const n = Number.parseFloat(text)
  return Number.isFinite(n) && n > 0 ? n : 0
}
