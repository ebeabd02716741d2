// /api/sync/push, /api/sync/pull and /api/events (SSE pokes carrying the change sequence).
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { OUTBOX_PENDING_HEADER, pullQuery, pushInput } from '../../shared/schemas/sync'
import { authenticate } from '../auth/auth.service'
import { bearerToken, requireAuth } from '../auth/auth.middleware'
import { findSession } from '../auth/sessions.repository'
import { latestSeq } from '../changes/change-log.repository'
import { POKE_WINDOW_MS, PokePacer } from '../changes/poke-pacer'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { pull } from './pull.service'
import { push } from './push.service'
import { requirePushSession } from './push-auth'
import { reportPending } from './sync.repository'

/** The device's outbox count from its header; anything that is not a plausible count is ignored. */
function pendingHeader(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,7}$/.test(value)) return null
  return Number(value)
}

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/push', requirePushSession(deps), async (c) => {
      const input = parseOrThrow(pushInput, await c.req.json().catch(() => null))
      const answer = await push(deps, input, c.get('user'), c.get('sessionId'))
      const pending = pendingHeader(c.req.header(OUTBOX_PENDING_HEADER))
      if (answer.ok && pending !== null)
        await reportPending(deps.db, input.clientId, c.get('user').id, pending, deps.clock.now().toISOString())
      return answer.ok ? c.json(answer.result, 200) : c.json(answer.body, answer.status)
    })
    .get('/pull', requireAuth(deps), async (c) => {
      const query = parseOrThrow(pullQuery, c.req.query())
      const result = await pull(deps, query, c.get('user').id)
      const pending = pendingHeader(c.req.header(OUTBOX_PENDING_HEADER))
      if (query.clientId && pending !== null)
        await reportPending(deps.db, query.clientId, c.get('user').id, pending, deps.clock.now().toISOString())
      return c.json(result, 200)
    })
}

/**
 * SSE: `id:` is the change sequence; a poke tells the client to pull. Heartbeat comments keep proxies open.
 * The stream ends when its session does: at logout or revocation at once, at expiry on time.
 */
export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireAuth(deps)).get('/', async (c) => {
    const sessionId = c.get('sessionId')
    const session = await findSession(deps.db, sessionId)
    const token = bearerToken(c.req.header('Authorization'))!
    return streamSSE(c, async (stream) => {
      // Pokes are paced per stream: at most one change event per window, carrying the newest sequence (decision 182).
      const pacer = new PokePacer(deps.config.pokeWindowMs ?? POKE_WINDOW_MS)
      let ended = false
      let wake: (() => void) | null = null
      const unsubscribe = deps.events.subscribe((seq) => {
        pacer.offer(seq)
        wake?.()
      })
      const unsubscribeEnd = deps.events.onSessionEnd((id) => {
        if (id !== sessionId) return
        ended = true
        wake?.()
      })
      const untilExpiry = session ? Date.parse(session.expires_at) - deps.clock.now().getTime() : 0
      const expiry = setTimeout(
        () => {
          ended = true
          wake?.()
        },
        Math.max(0, Math.min(untilExpiry, 2 ** 31 - 1)),
      )
      stream.onAbort(() => wake?.())
      /** Sleeps up to `ms`; a poke, the session's end or the client leaving wakes it early. */
      const sleep = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
          if (stream.aborted || ended) wake()
        }).finally(() => {
          wake = null
        })
      try {
        const seq = await latestSeq(deps.db)
        await stream.writeSSE({ event: 'hello', id: String(seq), data: JSON.stringify({ seq }) })
        let lastWrite = performance.now()
        while (!stream.aborted) {
          if (ended) {
            await stream.writeSSE({ event: 'session-ended', data: '{}' })
            break
          }
          const changeIn = pacer.dueIn()
          const wait = changeIn ?? lastWrite + deps.config.heartbeatMs - performance.now()
          if (wait > 0) {
            await sleep(wait)
            continue
          }
          const changed = pacer.take()
          if (changed !== null) {
            await stream.writeSSE({ event: 'change', id: String(changed), data: JSON.stringify({ seq: changed }) })
          } else {
            // A heartbeat also notices a session ended in a way this process was not told of.
            if (!(await authenticate(deps, token))) {
              await stream.writeSSE({ event: 'session-ended', data: '{}' })
              break
            }
            await stream.write(': heartbeat\n\n')
          }
          lastWrite = performance.now()
        }
      } finally {
        clearTimeout(expiry)
        unsubscribe()
        unsubscribeEnd()
      }
    })
  })
}
