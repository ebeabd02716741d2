// Bearer-token authentication and role gates. The server enforces; the client only hides.
import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from '../context'
import { forbidden, unauthorized } from '../http/errors'
import { authenticate } from './auth.service'

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}

export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw unauthorized()
    const session = await authenticate(deps, token)
    if (!session) throw unauthorized('Session expired or invalid')
    c.set('user', session.authUser)
    c.set('sessionId', session.sessionId)
    await next()
  })
}

export function requireRole(allowed: (role: string) => boolean, message?: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!allowed(c.get('user').role)) throw forbidden(message)
    await next()
  })
}
