// Reports (reporting spec §2, §3, §9): constants, the shapes the report calls answer with, and the pure
// arithmetic both sides share (rates, SMRP reliability figures, Pareto).

export const REPORT_DEFAULT_RANGE_DAYS = 30
export const REPORT_QUICK_RANGES = [7, 30, 90] as const
export const REPORT_TICKET_ROWS = 10
export const ARCHIVE_CUTOFF_MONTHS = 3
/** Pareto: the reasons that together make up this share of lost minutes are the "vital few". */
export const PARETO_VITAL_SHARE = 0.8
export const PARETO_MAX_ITEMS = 15

export interface ReportRange {
  start: string
  end: string
}

export interface TicketReportRow {
  id: string
  ticketId: string | null
  priority: string
  status: string
  lineId: number | null
  lineName: string
  category: string
  description: string
  createdAt: string
  resolvedAt: string | null
  /** Minutes from raised to resolved, rounded; null while open. */
  resolutionTime: number | null
  assignedEngineerName: string | null
}

export interface TicketSummary {
  totalTickets: number
  closedTickets: number
  /** Closed (or resolved) over total, rounded percent; 0 with no tickets. */
  resolutionRate: number
  /** Sum of resolution minutes over closed tickets, rounded; 0 with none. */
  avgResolutionTime: number
  /** High- and critical-priority tickets. */
  criticalIncidents: number
  /** Mean minutes from assignment to acceptance, null when no ticket was accepted. */
  meanTimeToAccept: number | null
  /** Mean minutes from assignment to work starting, null when none started. */
  meanTimeToStart: number | null
}

export interface TicketsPerDay {
  day: string
  open: number
  assigned: number
  in_progress: number
  resolved: number
  closed: number
}

export interface TicketReport {
  range: ReportRange
  generatedAt: string
  summary: TicketSummary
  tickets: TicketReportRow[]
  perDay: TicketsPerDay[]
}

export interface FailureRow {
  lineId: number
  lineName: string
  category: string
  totalTickets: number
  /** Mean resolution minutes of the closed ones, rounded; null when none is closed. */
  avgResolutionTime: number | null
}

export interface FailureReport {
  range: ReportRange
  generatedAt: string
  rows: FailureRow[]
}

export interface UptimeRow {
  lineId: number
  lineName: string
  uptimePercentage: number
  runningMinutes: number
  stoppedMinutes: number
  maintenanceMinutes: number
  /** Held for hygiene clearance after work (issue 29): neither running, stopped nor maintenance. */
  awaitingClearanceMinutes: number
  idleMinutes: number
  /** Stops (periods in status stopped) overlapping the range. */
  failures: number
  /** SMRP: downtime / repairs, minutes; null with no stop. */
  mttrMinutes: number | null
  /** SMRP: operating time / failures, minutes; null with no stop. */
  mtbfMinutes: number | null
  /** MTBF / (MTBF + MTTR) as a percent, one decimal; 100 with running time and no stop, null with no data. */
  availability: number | null
}

export interface ParetoItem {
  key: string
  minutes: number
  stops: number
  /** Share of all lost minutes, percent with one decimal. */
  share: number
  cumulativeShare: number
  vitalFew: boolean
}

export interface UptimeReport {
  range: ReportRange
  generatedAt: string
  rows: UptimeRow[]
  paretoReasons: ParetoItem[]
  paretoCategories: ParetoItem[]
  /** Planned maintenance minutes, kept out of the Pareto. */
  plannedMaintenanceMinutes: number
}

export interface ArchiveResult {
  count: number
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10

export function resolutionRate(closed: number, total: number): number {
  return total === 0 ? 0 : Math.round((closed / total) * 100)
}

export function averageMinutes(totalMs: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalMs / count / 60_000)
}

export function uptimePercentage(runningMs: number, totalMs: number): number {
  return totalMs <= 0 ? 0 : oneDecimal((runningMs / totalMs) * 100)
}

/** SMRP reliability figures from a line's running and stopped time and its number of stops. */
export function reliability(runningMs: number, stoppedMs: number, stops: number) {
  const mttrMinutes = stops === 0 ? null : oneDecimal(stoppedMs / stops / 60_000)
  const mtbfMinutes = stops === 0 ? null : oneDecimal(runningMs / stops / 60_000)
  let availability: number | null
  if (stops === 0) availability = runningMs > 0 ? 100 : null
  else availability = runningMs + stoppedMs === 0 ? null : oneDecimal((runningMs / (runningMs + stoppedMs)) * 100)
  return { mttrMinutes, mtbfMinutes, availability }
}

/**
 * Largest first, with each item's share and the running total; the items whose running total up to the one
 * before them is under 80 % are the vital few (so the item that crosses 80 % is one of them).
 */
export function pareto(items: { key: string; ms: number; stops: number }[], limit = PARETO_MAX_ITEMS): ParetoItem[] {
  const total = items.reduce((sum, i) => sum + i.ms, 0)
  if (total <= 0) return []
  const sorted = [...items].filter((i) => i.ms > 0).sort((a, b) => b.ms - a.ms || a.key.localeCompare(b.key))
  let before = 0
  return sorted.slice(0, limit).map((i) => {
    const vitalFew = before / total < PARETO_VITAL_SHARE
    before += i.ms
    return {
      key: i.key,
      minutes: Math.round(i.ms / 60_000),
      stops: i.stops,
      share: oneDecimal((i.ms / total) * 100),
      cumulativeShare: oneDecimal((before / total) * 100),
      vitalFew,
    }
  })
}

/** The file name an export is saved under: lineside-tickets-2026-10-01-to-2026-10-31.csv. */
export function exportFileName(kind: 'tickets' | 'line-performance', start: string, end: string): string {
  return `lineside-${kind}-${start.slice(0, 10)}-to-${end.slice(0, 10)}.csv`
}
