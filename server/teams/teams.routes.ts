// /api/admin/teams: status, config, save and test of the per-department Teams webhooks (admin only).
import { Hono } from 'hono'
import { webhookConfigInput } from '../../shared/schemas/teams'
import { isAdminRole } from '../../shared/roles'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { listConfigs, saveWebhook, teamsStatus, testWebhook } from './teams.service'
import { answer } from '../http/answer'

export function teamsRoutes(deps: AppDeps) {
  // Per route, not app.use: /api/admin holds other engineers' sub-apps too.
  const auth = requireAuth(deps)
  const admin = requireRole(isAdminRole, 'Administrator access required')
  const save = async (body: unknown, user: Parameters<typeof runCommand>[1]) => {
    const input = parseOrThrow(webhookConfigInput, body)
    await runCommand(deps, user, (ctx) => saveWebhook(ctx, input, deps.config.webhookAllowPrivateHosts ?? false))
    return { success: true, webhooks: await listConfigs(deps.db) }
  }
  return new Hono<AppEnv>()
    .get('/status', auth, admin, async (c) =>
      answer(c, 'GET /api/admin/teams/status', { departments: await teamsStatus(deps.db) }),
    )
    .get('/config', auth, admin, async (c) =>
      answer(c, 'GET /api/admin/teams/config', { webhooks: await listConfigs(deps.db) }),
    )
    .post('/webhook', auth, admin, async (c) =>
      c.json(await save(await c.req.json().catch(() => null), c.get('user')), 200),
    )
    .put('/webhook', auth, admin, async (c) =>
      c.json(await save(await c.req.json().catch(() => null), c.get('user')), 200),
    )
    .post('/test/:key', auth, admin, async (c) => {
      const result = await testWebhook(deps, c.get('user'), c.req.param('key'))
      return c.json(result, result.success ? 200 : 502)
    })
}
