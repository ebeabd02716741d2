// A board that runs for weeks (issue 33 §3): 24 hours of the 15 s fallback poll on a fake clock, against the real
// sync engine and an in-process server whose lines keep changing. Every tick pulls once, the changes reach the
// cache, and nothing the engine holds grows: no timers, no event listeners, no array/map/set in the engine, no
// rows in the cache's bookkeeping tables. (The browser soak is scripts/bench/board-soak.ts and e2e/board-soak.spec.ts.)
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { INTERVALS } from '../../shared/constants'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from '../sync/sync-engine'
import type { FetchLike } from '../sync/sync-api'

const POLL_MS = 15_000
const TICKS = (24 * 3600_000) / POLL_MS
/** Every this many ticks (10 minutes) an engineer changes a line on the server. */
const CHANGE_EVERY = 40

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())
afterEach(() => vi.useRealTimers())

/** Arrays, maps and sets reachable from `root` (own fields, a few levels deep): their total size. */
function heldItems(root: object, skip: Set<string>, depth = 4, seen = new Set<object>()): number {
  if (seen.has(root) || depth < 0) return 0
  seen.add(root)
  let total = 0
  if (Array.isArray(root)) total += root.length
  if (root instanceof Map || root instanceof Set) total += root.size
  const children = root instanceof Map || root instanceof Set ? [...root.values()] : Object.entries(root)
  for (const child of children) {
    const [key, value] = Array.isArray(child) && !(root instanceof Map || root instanceof Set) ? child : ['', child]
    if (skip.has(String(key))) continue
    if (value && typeof value === 'object') total += heldItems(value as object, skip, depth - 1, seen)
  }
  return total
}

it(
  'polls once every 15 s for 24 hours, brings the changes, and holds no more at the end than after the first hour',
  { timeout: 600_000 }, // about 30 s on a quiet machine; minutes when it is shared
  async () => {
    expect(INTERVALS.lines).toBe(POLL_MS)
    const login = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
    writeSession(login.body.token, login.body.user)

    // Event listeners added and not removed, on any target (window, document, abort signals…).
    let listeners = 0
    const add = EventTarget.prototype.addEventListener
    const remove = EventTarget.prototype.removeEventListener
    EventTarget.prototype.addEventListener = function (...args: Parameters<typeof add>) {
      listeners++
      return add.apply(this, args)
    }
    EventTarget.prototype.removeEventListener = function (...args: Parameters<typeof remove>) {
      listeners--
      return remove.apply(this, args)
    }
    let pulls = 0
    const counting: FetchLike = async (input, init) => {
      if (input.startsWith('/api/sync/pull')) pulls++
      return s.app.request(input, init)
    }
    const db = new LinesideDb(`poll-day-${crypto.randomUUID()}`)
    // Only the interval is faked: IndexedDB (fake-indexeddb) and the in-process server keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const engine = new SyncEngine({ db, fetch: counting, useLeaderLock: false, useEvents: false, pollMs: POLL_MS })
    const idle = () => (engine as unknown as { running: Promise<void> | null }).running ?? Promise.resolve()
    const skip = new Set(['db', 'pushDeps', 'pullDeps', 'options', 'fetchFn'])
    const measure = async () => ({
      timers: vi.getTimerCount(),
      listeners,
      engineItems: heldItems(engine, skip),
      meta: await db.meta.count(),
      staged: await db.staged.count(),
      outbox: await db.outbox.count(),
      lines: await db.lines.count(),
    })
    try {
      engine.start()
      await idle()
      expect(await db.lines.count()).toBe(40)
      const pullsBefore = pulls
      const samples: Awaited<ReturnType<typeof measure>>[] = []
      let last = { lineId: 0, status: '' }
      for (let tick = 1; tick <= TICKS; tick++) {
        if (tick % CHANGE_EVERY === 0) {
          last = { lineId: 1 + ((tick / CHANGE_EVERY) % 12), status: tick % (2 * CHANGE_EVERY) ? 'stopped' : 'running' }
          const res = await s.as('engineer', 'PATCH', `/api/production-lines/${last.lineId}`, {
            status: last.status,
            issue: last.status === 'stopped' ? 'Sealer jaw not reaching temperature' : undefined,
          })
          expect(res.status).toBe(200)
        }
        vi.advanceTimersByTime(POLL_MS)
        await idle()
        if (tick === 240 || tick === TICKS / 2 || tick === TICKS) samples.push(await measure())
      }
      // One pull per tick for the whole day, and the last change is in the cache.
      expect(pulls - pullsBefore).toBe(TICKS)
      expect((await db.lines.get(last.lineId))?.status).toBe(last.status)
      // After 1 hour, 12 hours and 24 hours the engine holds the same: nothing grows with time.
      expect(samples[1]).toEqual(samples[0])
      expect(samples[2]).toEqual(samples[0])
      expect(samples[0]!.timers).toBe(1) // the poll itself
    } finally {
      engine.stop()
      db.close()
      EventTarget.prototype.addEventListener = add
      EventTarget.prototype.removeEventListener = remove
    }
  },
)
