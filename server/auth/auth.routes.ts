// /api/auth: login, verify, logout.
import { Hono } from 'hono'
import { loginInput } from '../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../context'
import { postgresPool, sqliteHandle } from '../db/connection'
import { AppError, parseOrThrow } from '../http/errors'
import { authenticate, login, logout } from './auth.service'
import { bearerToken, requireAuth } from './auth.middleware'
import { createLoginThrottle, memoryLimiters, postgresLimiters, sqliteLimiters } from './login-throttle'
import { answer } from '../http/answer'

const PER_IP_FACTOR = 10

export function authRoutes(deps: AppDeps) {
  const { max, windowMs, perIpMax = max * PER_IP_FACTOR } = deps.config.loginLimit
  // Counts live in the database: they survive a restart and, on PostgreSQL, are shared by every instance.
  const sqlite = sqliteHandle(deps.db)
  const pool = postgresPool(deps.db)
  const store = sqlite ? sqliteLimiters(sqlite) : pool ? postgresLimiters(pool) : memoryLimiters()
  const throttle = createLoginThrottle({ max, perIpMax, windowMs }, store)
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = parseOrThrow(loginInput, await c.req.json().catch(() => ({})))
      const attempt = await throttle.admit(c.var.site.ip, input.username)
      if (attempt.waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(attempt.waitMs / 1000)))
        throw new AppError('rate_limited', 'Too many failed login attempts. Please wait a few minutes and try again.')
      }
      return answer(c, 'POST /api/auth/login', await login(deps, attempt, input))
    })
    .post('/verify', async (c) => {
      const token = bearerToken(c.req.header('Authorization'))
      const session = token ? await authenticate(deps, token) : null
      return session
        ? answer(c, 'POST /api/auth/verify', { valid: true, user: session.user })
        : answer(c, 'POST /api/auth/verify', { valid: false, user: null }, 401)
    })
    .post('/logout', requireAuth(deps), async (c) => {
      await logout(deps, c.get('sessionId'), c.get('user').id)
      return c.json({ success: true }, 200)
    })
}
