// Machine credentials (DESIGN.md §6): a counter's Bearer key, never a person's session; scoped to lines,
// rate-limited per key. A device key works here only, and a session token never does.
import { createMiddleware } from 'hono/factory'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { bearerToken } from '../auth/auth.middleware'
import type { AppDeps } from '../context'
import { AppError, forbidden, unauthorized } from '../http/errors'
import { idParam } from '../http/params'
import { hashDeviceKey } from './counts.service'
import { findDeviceKeyByHash, touchDeviceKey } from './counts.repository'

export interface DeviceEnv {
  Variables: { deviceKey: { id: number; name: string; lineIds: number[] } }
}

/** Counts a key may send per minute (a counter sends one every few seconds at most). */
export const DEVICE_REQUESTS_PER_MINUTE = 120

export function requireDeviceKey(deps: AppDeps, perMinute = DEVICE_REQUESTS_PER_MINUTE) {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 })
  return createMiddleware<DeviceEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) throw unauthorized('Device key required')
    const row = await findDeviceKeyByHash(deps.db, hashDeviceKey(token))
    if (!row || row.revoked_at) throw unauthorized('Unknown or revoked device key')
    try {
      await limiter.consume(String(row.id))
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        c.header('Retry-After', String(Math.ceil(e.msBeforeNext / 1000)))
        throw new AppError('rate_limited', 'Too many counts from this device; slow down')
      }
      throw e
    }
    const lineIds = JSON.parse(row.line_ids) as number[]
    const lineId = idParam(c)
    if (!lineIds.includes(lineId)) throw forbidden('This device key does not count for this line')
    await touchDeviceKey(deps.db, row.id, deps.clock.now().toISOString())
    c.set('deviceKey', { id: row.id, name: row.name, lineIds })
    await next()
  })
}
