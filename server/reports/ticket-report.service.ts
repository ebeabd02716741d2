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
import { bucketStart, nextBucket } from '../lines/line-status-sums.repository'
import { linesForReport } from './uptime.repository'
import {
  CLOSED_STATUSES,
  failuresByLineAndCategory,
  firstTickets,
  keptDayStatusSums,
  keptFailures,
  ticketDayStatusSums,
  type DayStatusSum,
  type FailureSum,
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

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * [start, end) cut at the first and last `grain` edge inside it: the whole buckets between (null when there is
 * none) and the cut pieces at either end, read raw.
 */
function wholeBuckets(grain: 'day' | 'month', range: TicketRange) {
  const s = Date.parse(range.start)
  const e = Date.parse(range.end)
  const first = bucketStart(grain, s) === s ? s : nextBucket(grain, bucketStart(grain, s))
  const last = bucketStart(grain, e)
  if (first >= last) return { whole: null, edges: [range] }
  return {
    whole: { from: iso(first), to: iso(last) },
    edges: [
      { ...range, end: iso(first) },
      { ...range, start: iso(last) },
    ].filter((r) => r.start < r.end),
  }
}

/**
 * Per creation day and status: the whole UTC days from the kept sums (all lines), the cut days at the edges and
 * any one line's tickets raw (decision 246).
 */
async function dayStatusSums(db: Db, range: TicketRange, kept: boolean): Promise<DayStatusSum[]> {
  const { whole, edges } =
    kept && range.lineId === undefined ? wholeBuckets('day', range) : { whole: null, edges: [range] }
  const parts = await Promise.all([
    ...edges.map((r) => ticketDayStatusSums(db, r)),
    whole ? keptDayStatusSums(db, whole.from.slice(0, 10), whole.to.slice(0, 10)) : [],
  ])
  return parts.flat()
}

/** `kept: false` sums every ticket of the range raw: the same figures, slower (the reference the tests compare with). */
export interface ReportOptions {
  kept: boolean
}

export async function ticketReport(
  db: Db,
  range: TicketRange,
  now: string,
  options: ReportOptions = { kept: true },
): Promise<TicketReport> {
  const [sums, first] = await Promise.all([
    dayStatusSums(db, range, options.kept),
    firstTickets(db, range, REPORT_TICKET_ROWS),
  ])
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

export async function failureReport(
  db: Db,
  range: TicketRange,
  now: string,
  options: ReportOptions = { kept: true },
): Promise<FailureReport> {
  const lines = await linesForReport(db, range.lineId)
  const rows = await failureSums(
    db,
    range,
    lines.map((l) => l.id),
    options.kept,
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

/** Per line and category: whole UTC months from the kept sums, the cut months at the edges raw (decision 246). */
async function failureSums(db: Db, range: TicketRange, lineIds: number[], kept: boolean): Promise<FailureSum[]> {
  const { whole, edges } = kept ? wholeBuckets('month', range) : { whole: null, edges: [range] }
  const parts = await Promise.all([
    ...edges.map((r) => failuresByLineAndCategory(db, r, lineIds)),
    whole ? keptFailures(db, whole.from.slice(0, 7), whole.to.slice(0, 7), lineIds) : [],
  ])
  if (parts.length === 1) return parts[0]!
  const groups = new Map<string, FailureSum>()
  for (const r of parts.flat()) {
    const key = `${r.line_id}|${r.category}`
    const g = groups.get(key)
    if (!g) groups.set(key, { ...r })
    else {
      g.total = Number(g.total) + Number(r.total)
      g.resolution_ms = Number(g.resolution_ms ?? 0) + Number(r.resolution_ms ?? 0)
      g.resolved = Number(g.resolved ?? 0) + Number(r.resolved ?? 0)
    }
  }
  return [...groups.values()]
}
