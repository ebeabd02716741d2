// /api/auth: login, verify, logout.
import { Hono } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { loginInput } from '../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { authenticate, login, logout } from './auth.service'
import { bearerToken, requireAuth } from './auth.middleware'
import { RateLimiter } from './rate-limit'

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'local'
  }
}

export function authRoutes(deps: AppDeps) {
  const limiter = new RateLimiter(deps.config.loginLimit.max, deps.config.loginLimit.windowMs)
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = parseOrThrow(loginInput, await c.req.json().catch(() => ({})))
      return c.json(await login(deps, limiter, input, clientIp(c)), 200)
    })
    .post('/verify', async (c) => {
      const token = bearerToken(c.req.header('Authorization'))
      const session = token ? await authenticate(deps, token) : null
      return session ? c.json({ valid: true, user: session.user }, 200) : c.json({ valid: false, user: null }, 401)
    })
    .post('/logout', requireAuth(deps), async (c) => {
      await logout(deps, c.get('sessionId'), c.get('user').id)
      return c.json({ success: true }, 200)
    })
}
