// One tab syncs (issue 27.1): two engines on one Dexie database, as two tabs of one browser. Refresh in the tab that
// does not lead asks the leader, so a first sync in pages ends with the whole cache, never two half ones.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine, type LockManagerLike } from './sync-engine'
import type { FetchLike } from './sync-api'

/** Web Locks as a browser grants them: one holder per name, the next waiter gets it when the holder lets go. */
class TestLocks implements LockManagerLike {
  private readonly held = new Set<string>()
  private readonly waiting = new Map<string, (() => void)[]>()

  request(name: string, callback: () => Promise<void> | void): Promise<unknown> {
    return new Promise((resolve) => {
      const grant = () => {
        this.held.add(name)
        void Promise.resolve(callback())
          .then(resolve)
          .finally(() => {
            this.held.delete(name)
            this.waiting.get(name)?.shift()?.()
          })
      }
      if (this.held.has(name)) this.waiting.set(name, [...(this.waiting.get(name) ?? []), grant])
      else grant()
    })
  }
}

let s: TestServer
let total = 0
beforeAll(async () => {
  s = await createTestServer()
  const at = s.clock.now().toISOString()
  for (let i = 0; i < 7000; i += 500) {
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
  total = Number(
    (
      await s.db
        .selectFrom('machines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'engineer', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)
}, 60_000)
afterAll(() => s.close())

/** A tab's network: every sync request it makes is counted, and answers come a little late, as over Wi-Fi. */
function tabFetch(requests: string[]): FetchLike {
  return async (input, init) => {
    requests.push(input)
    await new Promise((resolve) => setTimeout(resolve, 5))
    return s.app.request(input, init)
  }
}

it('a first sync asked for from two tabs runs in the leader only and fills the cache completely', async () => {
  const name = `tabs-${crypto.randomUUID()}`
  const locks = new TestLocks()
  const leaderRequests: string[] = []
  const followerRequests: string[] = []
  const leaderDb = new LinesideDb(name)
  const followerDb = new LinesideDb(name)
  const options = { locks, useEvents: false, pollMs: 3600_000 }
  const leader = new SyncEngine({ ...options, db: leaderDb, fetch: tabFetch(leaderRequests) })
  const follower = new SyncEngine({ ...options, db: followerDb, fetch: tabFetch(followerRequests) })
  const shown: number[] = []
  follower.state.subscribe(() => {
    const rows = follower.state.get().firstSync?.rows
    if (rows && rows !== shown.at(-1)) shown.push(rows)
  })
  try {
    leader.start()
    follower.start()
    await expect.poll(() => leader.state.get().leader).toBe(true)
    // Refresh pressed in the other tab while the leader's first sync is under way, then again.
    await expect
      .poll(() => leader.state.get().firstSync?.pages ?? 0, { interval: 1, timeout: 10_000 })
      .toBeGreaterThan(0)
    await Promise.all([follower.drain(), follower.drain().then(() => follower.drain())])
    await leader.drain()

    expect(followerRequests).toEqual([])
    expect(await followerDb.machines.count()).toBe(total)
    expect(await followerDb.staged.count()).toBe(0)
    expect(follower.state.get().leader).toBe(false)
    // The other tab showed the leader's progress, page by page, and its time of sync.
    expect(shown.length).toBeGreaterThan(1)
    expect(follower.state.get().lastSyncAt).toBe(leader.state.get().lastSyncAt)

    // The leading tab is closed: the other one takes over and syncs itself.
    leader.stop()
    await expect.poll(() => follower.state.get().leader).toBe(true)
    await follower.drain()
    expect(followerRequests.some((r) => r.startsWith('/api/sync/pull'))).toBe(true)
    expect(await followerDb.machines.count()).toBe(total)
  } finally {
    leader.stop()
    follower.stop()
    leaderDb.close()
    followerDb.close()
  }
}, 60_000)
