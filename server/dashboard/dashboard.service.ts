// Dashboard stats (reporting spec §3): line counts by status, running lines' mean efficiency, operators
// signed in now, active tickets.
import type { DashboardStats } from '../../shared/types'
import { countActiveUsersWithRole } from '../auth/sessions.repository'
import type { Db } from '../db/connection'
import { countActiveTickets, lineStatusSummary } from './dashboard.repository'

export async function getDashboardStats(db: Db, now: string): Promise<DashboardStats> {
  const byStatus = new Map((await lineStatusSummary(db)).map((r) => [r.status, r]))
  const count = (status: string) => Number(byStatus.get(status)?.n ?? 0)
  const running = byStatus.get('running')
  return {
    totalLines: [...byStatus.values()].reduce((sum, r) => sum + Number(r.n), 0),
    runningLines: count('running'),
    stoppedLines: count('stopped'),
    maintenanceLines: count('maintenance'),
    // Stopped lines read 0 % and would drag the mean down; the card means "how well are the running lines doing".
    averageEfficiency: running?.avgEfficiency == null ? 0 : Math.round(Number(running.avgEfficiency) * 10) / 10,
    activeOperators: await countActiveUsersWithRole(db, 'operator', now),
    activeTickets: await countActiveTickets(db),
  }
}
