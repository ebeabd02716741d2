// The report, export and archive calls (reporting spec §7). Exports are fetched with the bearer token and
// saved under the server's file name (a plain new window could not send the token).
import type { ArchiveResult, FailureReport, TicketReport, UptimeReport } from '../../../shared/reports'
import { callApi, NetworkError, type ApiRequestOptions } from '../../lib/api-client'
import { getAuthToken } from '../../lib/session-store'

export interface ReportBundle {
  query: string
  tickets: TicketReport
  failures: FailureReport
  uptime: UptimeReport
  /** When this browser received it. */
  fetchedAt: string
}

export async function fetchReports(
  query: string,
  signal?: AbortSignal,
  options: Pick<ApiRequestOptions, 'on401'> = {},
): Promise<ReportBundle> {
  const [tickets, failures, uptime] = await Promise.all([
    callApi('GET /api/reports/tickets', { query: new URLSearchParams(query) }, { ...options, signal }),
    callApi('GET /api/reports/line-failures', { query: new URLSearchParams(query) }, { ...options, signal }),
    callApi('GET /api/reports/uptime', { query: new URLSearchParams(query) }, { ...options, signal }),
  ])
  return { query, tickets, failures, uptime, fetchedAt: new Date().toISOString() }
}

export function archiveOldTickets(cutoffDate: string): Promise<ArchiveResult> {
  return callApi('POST /api/admin/archive-tickets', { body: { cutoffDate } })
}

/**
 * Downloads a CSV export under `fileName` (named by the local days chosen: the server only sees instants).
 * Resolves with the saved file name.
 */
export async function downloadExport(path: string, fileName: string): Promise<string> {
  const token = getAuthToken()
  let response: Response
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' })
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) throw new Error(`${response.status}: ${await response.text().catch(() => response.statusText)}`)
  const name = fileName
  // Loaded when a download is saved, not with the screen: one request fewer before its first paint (decision 274).
  const [{ saveFile }, blob] = await Promise.all([import('../../lib/save-file'), response.blob()])
  saveFile(blob, name)
  return name
}
