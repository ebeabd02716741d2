// /api/sync/push, /api/sync/pull and /api/events (SSE pokes carrying the change sequence).
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { pullQuery, pushInput } from '../../shared/schemas/sync'
import { requireAuth } from '../auth/auth.middleware'
import { latestSeq } from '../changes/change-log.repository'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { pull } from './pull.service'
import { push } from './push.service'

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .post('/push', async (c) => {
      const input = parseOrThrow(pushInput, await c.req.json().catch(() => null))
      return c.json(await push(deps, input), 200)
    })
    .get('/pull', async (c) => {
      const query = parseOrThrow(pullQuery, c.req.query())
      return c.json(await pull(deps, query.cursor, query.clientId), 200)
    })
}

/** SSE: `id:` is the change sequence; a poke tells the client to pull. Heartbeat comments keep proxies open. */
export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireAuth(deps)).get('/', (c) =>
    streamSSE(c, async (stream) => {
      let pending: number | null = null
      let wake: (() => void) | null = null
      const unsubscribe = deps.events.subscribe((seq) => {
        pending = seq
        wake?.()
      })
      stream.onAbort(() => {
        unsubscribe()
        wake?.()
      })
      const seq = await latestSeq(deps.db)
      await stream.writeSSE({ event: 'hello', id: String(seq), data: JSON.stringify({ seq }) })
      while (!stream.aborted) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deps.config.heartbeatMs)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
          if (pending !== null || stream.aborted) wake()
        })
        wake = null
        if (stream.aborted) break
        if (pending !== null) {
          const changed: number = pending
          pending = null
          await stream.writeSSE({ event: 'change', id: String(changed), data: JSON.stringify({ seq: changed }) })
        } else {
          await stream.write(': heartbeat\n\n')
        }
      }
      unsubscribe()
    }),
  )
}
