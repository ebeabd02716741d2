// Ticket report and failure analytics (reporting spec §2, §3): figures from the SQL aggregates, the last
// arithmetic (rates, rounding) here. "Reports treat closed as resolved."
import { formatTicketNumber } from '../../shared/tickets'
import {
  REPORT_TICKET_ROWS,
  averageMinutes,
  resolutionRate,
  type FailureReport,
  type TicketReport,
  type TicketReportRow,
  type TicketsPerDay,
} from '../../shared/reports'
import type { Db } from '../db/connection'
import { keepTicketDaySums, keptDaySums } from './ticket-day-sums.repository'
import { linesForReport } from './uptime.repository'
import {
  CLOSED_STATUSES,
  failuresByLineAndCategory,
  firstTickets,
  ticketDayStatusSums,
  type DayStatusSum,
  type TicketListRow,
  type TicketRange,
} from './ticket-report.repository'

const PER_DAY_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const

export function toReportRow(r: TicketListRow): TicketReportRow {
  const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim()
  return {
    id: r.id,
    ticketId: r.ticket_number === null ? null : formatTicketNumber(r.ticket_number),
    priority: r.priority,
    status: r.status,
    lineId: r.line_id,
    lineName: r.line_name,
    category: r.category,
    description: r.description,
    createdAt: r.created_at,
    resolvedAt: r.resolved_at,
    resolutionTime: r.resolution_ms === null ? null : Math.round(Number(r.resolution_ms) / 60_000),
    assignedEngineerName: name || null,
  }
}

const DAY_MS = 86_400_000

/**
 * The day × status sums of the range: its whole ended days from the kept rows (decision 271), brought up to date
 * first; the cut day at either end, today, and a report for one line from the tickets themselves.
 */
async function daySums(db: Db, range: TicketRange, now: string, kept: boolean): Promise<DayStatusSum[]> {
  const startMs = Date.parse(range.start)
  const endMs = Date.parse(range.end)
  const keptFromMs = Math.ceil(startMs / DAY_MS) * DAY_MS
  const keptToMs = Math.min(Math.floor(endMs / DAY_MS) * DAY_MS, Math.floor(Date.parse(now) / DAY_MS) * DAY_MS)
  if (!kept || range.lineId !== undefined || keptFromMs >= keptToMs) return ticketDayStatusSums(db, range)
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  await keepTicketDaySums(db, day(Date.parse(now)))
  const raw = (fromMs: number, toMs: number) =>
    fromMs < toMs
      ? ticketDayStatusSums(db, { start: new Date(fromMs).toISOString(), end: new Date(toMs).toISOString() })
      : []
  const parts = await Promise.all([
    raw(startMs, keptFromMs),
    keptDaySums(db, day(keptFromMs), day(keptToMs)),
    raw(keptToMs, endMs),
  ])
  return parts.flat()
}

/** `kept: false` groups every day from the tickets (the tests' yardstick for the kept rows). */
export async function ticketReport(
  db: Db,
  range: TicketRange,
  now: string,
  { kept }: { kept: boolean } = { kept: true },
): Promise<TicketReport> {
  const [sums, first] = await Promise.all([daySums(db, range, now, kept), firstTickets(db, range, REPORT_TICKET_ROWS)])
  const totals = sumTotals(sums)
  const byDay = new Map<string, TicketsPerDay>()
  for (const d of sums) {
    if (d.day === null) continue
    const entry = byDay.get(d.day) ?? { day: d.day, open: 0, assigned: 0, in_progress: 0, resolved: 0, closed: 0 }
    const status = PER_DAY_STATUSES.find((s) => s === d.status)
    if (status) entry[status] += Number(d.n)
    byDay.set(d.day, entry)
  }
  return {
    range: { start: range.start, end: range.end },
    generatedAt: now,
    summary: {
      totalTickets: totals.total,
      closedTickets: totals.closed,
      resolutionRate: resolutionRate(totals.closed, totals.total),
      avgResolutionTime: averageMinutes(totals.resolutionMs, totals.resolved) ?? 0,
      criticalIncidents: totals.urgent,
      meanTimeToAccept: averageMinutes(totals.acceptMs, totals.accepted),
      meanTimeToStart: averageMinutes(totals.startMs, totals.started),
    },
    tickets: first.map(toReportRow),
    perDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
  }
}

/** The summary from the per-day sums; "reports treat closed as resolved". */
function sumTotals(sums: DayStatusSum[]) {
  const t = {
    total: 0,
    closed: 0,
    resolutionMs: 0,
    resolved: 0,
    urgent: 0,
    acceptMs: 0,
    accepted: 0,
    startMs: 0,
    started: 0,
  }
  for (const d of sums) {
    t.total += Number(d.n)
    t.urgent += Number(d.urgent ?? 0)
    t.acceptMs += Number(d.accept_ms ?? 0)
    t.accepted += Number(d.accepted)
    t.startMs += Number(d.start_ms ?? 0)
    t.started += Number(d.started)
    if (!CLOSED_STATUSES.includes(d.status)) continue
    t.closed += Number(d.n)
    t.resolutionMs += Number(d.resolution_ms ?? 0)
    t.resolved += Number(d.resolved)
  }
  return t
}

export async function failureReport(db: Db, range: TicketRange, now: string): Promise<FailureReport> {
  const lines = await linesForReport(db, range.lineId)
  const rows = await failuresByLineAndCategory(
    db,
    range,
    lines.map((l) => l.id),
  )
  const names = new Map(lines.map((l) => [l.id, l.name]))
  return {
    range: { start: range.start, end: range.end },
    generatedAt: now,
    rows: rows
      .filter((r) => r.line_id !== null && names.has(r.line_id))
      .map((r) => ({
        lineId: r.line_id!,
        lineName: names.get(r.line_id!)!,
        category: r.category,
        totalTickets: Number(r.total),
        avgResolutionTime: averageMinutes(Number(r.resolution_ms ?? 0), Number(r.resolved ?? 0)),
      }))
      .sort((a, b) => b.totalTickets - a.totalTickets || a.lineId - b.lineId || a.category.localeCompare(b.category)),
  }
}
