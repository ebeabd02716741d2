// A first sync comes in pages with visible progress, applies at once, and resumes where it stopped (issue 16.6).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
  const at = s.clock.now().toISOString()
  for (let i = 0; i < 5000; i += 500) {
    const rows = Array.from({ length: 500 }, (_, j) => ({
      id: randomUUID(),
      line_id: 3,
      name: `Filler ${i + j}`,
      type: 'filler',
      is_active: 1,
      status: 'operational',
      created_at: at,
      updated_at: at,
    }))
    await s.db.insertInto('machines').values(rows).execute()
  }
}, 60_000)
afterAll(() => s.close())

it('stages snapshot pages, shows progress, resumes after a drop and applies everything at once', async () => {
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'engineer', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)
  const pulls: string[] = []
  let dropAfter = 2
  const flaky: FetchLike = async (input, init) => {
    if (input.startsWith('/api/sync/pull')) {
      pulls.push(input)
      if (pulls.length === dropAfter + 1) throw new TypeError('Failed to fetch')
    }
    return s.app.request(input, init)
  }
  const db = new LinesideDb(`first-${crypto.randomUUID()}`)
  const engine = new SyncEngine({ db, fetch: flaky, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  const progress: number[] = []
  engine.state.subscribe(() => {
    const first = engine.state.get().firstSync
    if (first && first.rows !== progress.at(-1)) progress.push(first.rows)
  })
  try {
    await engine.drain()
    expect(engine.state.get().phase).toBe('offline')
    // Two pages staged, nothing shown half-done.
    expect(await db.machines.count()).toBe(0)
    expect(await db.staged.count()).toBeGreaterThan(3000)
    expect(progress.length).toBe(2)
    dropAfter = Infinity
    await engine.drain()
    // It went on from the third page instead of starting over.
    expect(pulls[3]).toContain('page=')
    const total = await s.db
      .selectFrom('machines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(await db.machines.count()).toBe(Number(total.n))
    expect(await db.lines.count()).toBe(40)
    expect(await db.staged.count()).toBe(0)
    expect(engine.state.get().firstSync).toBeNull()
    expect(progress.at(-1)).toBeGreaterThan(progress[0]!)
  } finally {
    engine.stop()
    db.close()
  }
}, 60_000)
