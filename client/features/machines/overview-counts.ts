// The four overview figures of the engineering dashboard (spec §2).
import { TICKET_STATUSES } from '../../../shared/constants'
import { isActiveTicket } from '../../../shared/tickets'

export interface OverviewCounts {
  totalLines: number
  runningLines: number
  /** Active tickets: neither resolved nor closed. */
  issues: number
  maintenanceLines: number
}

/** The statuses isActiveTicket accepts, so the cache can count active tickets through its status index. */
export const ACTIVE_TICKET_STATUSES: string[] = TICKET_STATUSES.filter((status) => isActiveTicket({ status }))

export function overviewCounts(lines: readonly { status: string }[], activeTickets: number): OverviewCounts {
  return {
    totalLines: lines.length,
    runningLines: lines.filter((l) => l.status === 'running').length,
    issues: activeTickets,
    maintenanceLines: lines.filter((l) => l.status === 'maintenance').length,
  }
}
