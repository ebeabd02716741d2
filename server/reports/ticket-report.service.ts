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
import { failuresByLineAndCategory, firstTickets, ticketTotals, ticketsPerDay, type TicketListRow, type TicketRange } from './ticket-report.repository'

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
    resolutionTime: r.resolution_s === null ? null : Math.round(Number(r.resolution_s) / 60),
    assignedEngineerName: name || null,
  }
}

export async function ticketReport(db: Db, range: TicketRange, now: string): Promise<TicketReport> {
  const [totals, first, days] = await Promise.all([ticketTotals(db, range), firstTickets(db, range, REPORT_TICKET_ROWS), ticketsPerDay(db, range)])
  const byDay = new Map<string, TicketsPerDay>()
  for (const d of days) {
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
      avgResolutionTime: averageMinutes(totals.resolutionSeconds * 1000, totals.resolved) ?? 0,
      criticalIncidents: totals.urgent,
      meanTimeToAccept: averageMinutes(totals.acceptSeconds * 1000, totals.accepted),
      meanTimeToStart: averageMinutes(totals.startSeconds * 1000, totals.started),
    },
    tickets: first.map(toReportRow),
    perDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
  }
}

export async function failureReport(db: Db, range: TicketRange, now: string): Promise<FailureReport> {
  const rows = await failuresByLineAndCategory(db, range)
  return {
    range: { start: range.start, end: range.end },
    generatedAt: now,
    rows: rows
      .map((r) => ({
        lineId: r.line_id,
        lineName: r.line_name,
        category: r.category,
        totalTickets: Number(r.total),
        avgResolutionTime: averageMinutes(Number(r.resolution_s ?? 0) * 1000, Number(r.resolved)),
      }))
      .sort((a, b) => b.totalTickets - a.totalTickets || a.lineId - b.lineId || a.category.localeCompare(b.category)),
  }
}
