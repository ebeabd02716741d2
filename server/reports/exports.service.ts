// The two CSV exports (reporting spec §7): every ticket raised in the range, and line performance per line.
import { formatTicketNumber } from '../../shared/tickets'
import type { Db } from '../db/connection'
import type { CsvCell } from './csv-stream'
import { ticketExportPage, type PageCursor } from './export.repository'
import type { TicketRange } from './ticket-report.repository'
import { uptimeReport } from './uptime.service'

export const EXPORT_PAGE_ROWS = 2000

export const TICKET_CSV_HEADER = [
  'Ticket ID',
  'Type',
  'Priority',
  'Status',
  'Line ID',
  'Line',
  'Machine',
  'Category',
  'Description',
  'Created At',
  'Assigned At',
  'Accepted At',
  'Started At',
  'Resolved At',
  'Resolution Time (min)',
  'Assigned Engineer',
  'Resolution Summary',
  'Parts Used',
  'Time Spent (min)',
  'Archived',
]

export const PERFORMANCE_CSV_HEADER = [
  'Line ID',
  'Line',
  'Uptime %',
  'Running Minutes',
  'Downtime Minutes',
  'Maintenance Minutes',
  'Idle Minutes',
  'Stops',
  'MTTR (min)',
  'MTBF (min)',
  'Availability %',
]

const minutesBetween = (from: string, to: string | null) =>
  to === null ? null : Math.round((Date.parse(to) - Date.parse(from)) / 60_000)

/** Pages of ticket rows in created order; each call returns the next page (empty at the end). */
export function ticketCsvPages(db: Db, range: TicketRange, pageRows = EXPORT_PAGE_ROWS): () => Promise<CsvCell[][]> {
  let cursor: PageCursor | null = null
  let done = false
  return async () => {
    if (done) return []
    const rows = await ticketExportPage(db, range, cursor, pageRows)
    if (rows.length < pageRows) done = true
    const last = rows[rows.length - 1]
    if (last) cursor = { createdAt: last.created_at, id: last.id }
    return rows.map((t) => [
      t.ticket_number === null ? '' : formatTicketNumber(t.ticket_number),
      t.ticket_type,
      t.priority,
      t.status,
      t.line_id,
      t.line_name,
      t.machine_name,
      t.category,
      t.description,
      t.created_at,
      t.assigned_at,
      t.accepted_at,
      t.started_at,
      t.resolved_at,
      t.status === 'closed' || t.status === 'resolved' ? minutesBetween(t.created_at, t.resolved_at) : null,
      `${t.first_name ?? ''} ${t.last_name ?? ''}`.trim(),
      t.resolution_summary,
      t.parts_used,
      t.time_spent,
      t.archived_at === null ? 'no' : 'yes',
    ])
  }
}

/** Line performance is one row per line (at most a few dozen): one page. */
export function performanceCsvPages(db: Db, range: TicketRange, now: string): () => Promise<CsvCell[][]> {
  let done = false
  return async () => {
    if (done) return []
    done = true
    const report = await uptimeReport(db, range, now)
    return report.rows.map((r) => [
      r.lineId,
      r.lineName,
      r.uptimePercentage,
      r.runningMinutes,
      r.stoppedMinutes,
      r.maintenanceMinutes,
      r.idleMinutes,
      r.failures,
      r.mttrMinutes,
      r.mtbfMinutes,
      r.availability,
    ])
  }
}
