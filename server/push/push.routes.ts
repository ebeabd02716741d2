// /api/push: the VAPID public key (public: the opt-in screen needs it before anything else), a signed-in user's
// devices and preferences, subscribe (201) and unsubscribe by endpoint, and a test push to one's own devices.
import { Hono } from 'hono'
import { isAdminRole } from '../../shared/roles'
import { pushPreferencesInput, pushSubscriptionInput, pushUnsubscribeInput } from '../../shared/schemas/push'
import { requireAuth } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { testTitle } from './push-texts'
import { devicesOfUsers, pushStatus, queuePush, setPreferences, subscribe, unsubscribe } from './push.service'
import { vapidKeysOf } from './vapid'

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null)

export function pushRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  const allowPrivate = () => deps.config.webhookAllowPrivateHosts ?? false
  return new Hono<AppEnv>()
    .get('/vapid-public-key', (c) => c.json({ key: vapidKeysOf(deps.config).publicKey }, 200))
    .get('/status', auth, async (c) => c.json(await pushStatus(deps.db, c.get('user').id), 200))
    .post('/subscriptions', auth, async (c) => {
      const input = parseOrThrow(pushSubscriptionInput, await body(c))
      const lang = c.req.query('lang') ?? c.req.header('Accept-Language') ?? null
      await runCommand(deps, c.get('user'), (ctx) => subscribe(ctx, input, lang, allowPrivate()))
      return c.json({ endpoint: input.endpoint }, 201)
    })
    .delete('/subscriptions', auth, async (c) => {
      const fromQuery = c.req.query('endpoint')
      const input = parseOrThrow(pushUnsubscribeInput, fromQuery ? { endpoint: fromQuery } : await body(c))
      const user = c.get('user')
      await runCommand(deps, user, (ctx) => unsubscribe(ctx, input.endpoint, isAdminRole(user.role)))
      return c.body(null, 204)
    })
    .put('/preferences', auth, async (c) => {
      const input = parseOrThrow(pushPreferencesInput, await body(c))
      await runCommand(deps, c.get('user'), (ctx) => setPreferences(ctx, input))
      return c.json(await pushStatus(deps.db, c.get('user').id), 200)
    })
    .post('/test', auth, async (c) => {
      const user = c.get('user')
      const users = await runCommand(deps, user, async (ctx) => {
        const devices = await devicesOfUsers(ctx.trx, [user.id])
        await ctx.audit('push.test', 'user', user.id, { devices: devices.length })
        return queuePush(ctx.trx, ctx.now, devices, 'test', null, (lang) => ({
          kind: 'test',
          ...testTitle(lang),
          url: '/notifications',
          tag: 'test',
        }))
      })
      return c.json({ queued: users > 0 }, 202)
    })
}
