// /api/ai: the predictive-maintenance report and one item's health. Read-only, for every signed-in role
// (decision 070); the figures come from the built-in model, a language model may only reword its texts.
import { Hono } from 'hono'
import { requireAuth } from '../auth/auth.middleware'
import type { AppDeps, AppEnv } from '../context'
import { DEFAULT_MAINTENANCE_SETTINGS } from '../config/maintenance-settings'
import { equipmentHealth, predictiveReport } from './maintenance.service'
import { answer } from '../http/answer'

export function maintenanceRoutes(deps: AppDeps) {
  const settings = deps.config.maintenance ?? DEFAULT_MAINTENANCE_SETTINGS
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/predictive-maintenance', async (c) => {
      const language = (c.req.query('lang') ?? 'en').slice(0, 5)
      return answer(
        c,
        'GET /api/ai/predictive-maintenance',
        await predictiveReport(deps.db, deps.clock.now(), settings, language),
      )
    })
    .get('/equipment-health/:id', async (c) =>
      answer(
        c,
        'GET /api/ai/equipment-health/:id',
        await equipmentHealth(deps.db, deps.clock.now(), c.req.param('id')),
      ),
    )
}
