// A first sync comes in pages with visible progress and resumes where it stopped (issue 16.6): on a fresh device
// straight into the tables, lines first (issue 33); over a cache that holds rows, staged and applied at once.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from './sync-engine'
import { REPAIR_KEY } from './apply-pull'
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

async function signIn() {
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'engineer', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)
}

/** A fetch into the test server that fails the pull after `dropAfter` pulls (then every pull succeeds again). */
function flakyFetch(dropAfter: number) {
  const pulls: string[] = []
  const fetch: FetchLike = async (input, init) => {
    if (input.startsWith('/api/sync/pull')) {
      pulls.push(input)
      if (pulls.length === control.dropAfter + 1) throw new TypeError('Failed to fetch')
    }
    return s.app.request(input, init)
  }
  const control = { pulls, fetch, dropAfter }
  return control
}

async function serverMachines(): Promise<number> {
  const total = await s.db
    .selectFrom('machines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(total.n)
}

it('on a fresh device writes each page into the tables (lines first), shows progress and resumes after a drop', async () => {
  await signIn()
  const net = flakyFetch(2)
  const db = new LinesideDb(`first-${crypto.randomUUID()}`)
  const engine = new SyncEngine({ db, fetch: net.fetch, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  const progress: number[] = []
  engine.state.subscribe(() => {
    const first = engine.state.get().firstSync
    if (first && first.rows !== progress.at(-1)) progress.push(first.rows)
  })
  try {
    await engine.drain()
    expect(engine.state.get().phase).toBe('offline')
    // Two pages written before the drop: the board's lines are in (they come first), the machines in part.
    expect(await db.lines.count()).toBe(40)
    const partial = await db.machines.count()
    expect(partial).toBeGreaterThan(1000)
    expect(partial).toBeLessThan(await serverMachines())
    expect(await db.staged.count()).toBe(0)
    expect(progress.length).toBe(2)
    net.dropAfter = Infinity
    await engine.drain()
    // It went on from the third page instead of starting over.
    expect(net.pulls[3]).toContain('page=')
    expect(await db.machines.count()).toBe(await serverMachines())
    expect(engine.state.get().firstSync).toBeNull()
    expect(progress.at(-1)).toBeGreaterThan(progress[0]!)
  } finally {
    engine.stop()
    db.close()
  }
}, 60_000)

it('over a cache that holds rows (a repair) stages the pages and replaces the cache at once', async () => {
  await signIn()
  const net = flakyFetch(Infinity)
  const db = new LinesideDb(`repair-${crypto.randomUUID()}`)
  const engine = new SyncEngine({ db, fetch: net.fetch, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  try {
    await engine.drain()
    const before = await db.machines.count()
    expect(before).toBe(await serverMachines())
    // The server retires 100 machines; a verdict asks this device for a repair, and its snapshot drops midway.
    const gone = await s.db.selectFrom('machines').select('id').where('line_id', '=', 3).limit(100).execute()
    await s.db
      .deleteFrom('machines')
      .where(
        'id',
        'in',
        gone.map((m) => m.id),
      )
      .execute()
    await db.meta.put({ key: REPAIR_KEY, value: true })
    net.dropAfter = net.pulls.length + 2
    await engine.drain()
    expect(engine.state.get().phase).toBe('offline')
    // Nothing shown half-done: the cache is as it was, the pages wait in the staging table.
    expect(await db.machines.count()).toBe(before)
    expect(await db.staged.count()).toBeGreaterThan(1000)
    net.dropAfter = Infinity
    await engine.drain()
    expect(await db.machines.count()).toBe(before - 100)
    expect(await db.staged.count()).toBe(0)
  } finally {
    engine.stop()
    db.close()
  }
}, 60_000)
