// /api/dashboard: stats for the home and IT dashboards. Signed-in users only (DESIGN.md §4: no anonymous data).
import { Hono } from 'hono'
import { requireAuth } from '../auth/auth.middleware'
import type { AppDeps, AppEnv } from '../context'
import { getDashboardStats } from './dashboard.service'
import { answer } from '../http/answer'

export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/stats', async (c) =>
      answer(c, 'GET /api/dashboard/stats', await getDashboardStats(deps.db, deps.clock.now().toISOString())),
    )
}
