// An idle device is quiet (issue 16.7): with the live stream up, no sync requests beyond the fallback interval.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

it('makes one pull per fallback interval and nothing else while idle', async () => {
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)
  const requests: { at: number; what: string }[] = []
  const counting: FetchLike = async (input, init) => {
    requests.push({ at: performance.now(), what: `${init?.method ?? 'GET'} ${input.split('?')[0]}` })
    return s.app.request(input, init)
  }
  const db = new LinesideDb(`idle-${crypto.randomUUID()}`)
  const POLL_MS = 1000
  const engine = new SyncEngine({ db, fetch: counting, useLeaderLock: false, pollMs: POLL_MS })
  try {
    engine.start()
    // Idle once live and the first sync is over (the board's lines land with its first page, before the rest).
    const synced = () => {
      const state = engine.state.get()
      return state.live && state.lastSyncAt !== null && state.firstSync === null
    }
    await expect.poll(async () => synced() && (await db.lines.count()), { timeout: 5000 }).toBe(40)
    await new Promise((r) => setTimeout(r, 200))
    const from = performance.now()
    await new Promise((r) => setTimeout(r, 3 * POLL_MS + 300))
    const idle = requests.filter((r) => r.at >= from && r.what !== 'GET /api/events')
    // Three fallback ticks in 3.3 s, each a single pull.
    expect(idle.map((r) => r.what)).toEqual(['GET /api/sync/pull', 'GET /api/sync/pull', 'GET /api/sync/pull'])
  } finally {
    engine.stop()
    db.close()
  }
})
