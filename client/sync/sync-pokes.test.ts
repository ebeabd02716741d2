// What a poke costs a device (issue 13.2): a pull only for changes it does not hold yet, and one change of the
// engine's state per quiet run, when the browser is idle, so the screens reading it render once and after the rows.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { latestSeq } from '../../server/changes/change-log.repository'
import { LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { CURSOR_KEY } from './apply-pull'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'
import type { SyncState } from './sync-state'

let s: TestServer
let db: LinesideDb
let engine: SyncEngine
let pulls: number

const counting: FetchLike = async (input, init) => {
  if (input.startsWith('/api/sync/pull')) pulls++
  return s.app.request(input, init)
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())
beforeEach(async () => {
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)
  db = new LinesideDb(`pokes-${crypto.randomUUID()}`)
  engine = new SyncEngine({ db, fetch: counting, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  engine.start()
  await engine.drain()
  pulls = 0
})
afterEach(() => {
  engine.stop()
  db.close()
})

it('pulls on a poke for a change it does not hold, and not on a poke for one it has', async () => {
  const held = (await db.meta.get(CURSOR_KEY))?.value as number
  expect(held).toBe(await latestSeq(s.db))
  engine.poked(held)
  await settle()
  expect(pulls).toBe(0)

  const line = (await db.lines.get(6))!
  const next = line.status === 'maintenance' ? 'running' : 'maintenance'
  expect((await s.as('operator2', 'PATCH', '/api/production-lines/6', { status: next })).status).toBe(200)
  engine.poked(await latestSeq(s.db))
  await expect.poll(async () => (await db.lines.get(6))?.status, { timeout: 2000, interval: 10 }).toBe(next)
  expect(pulls).toBe(1)
  // The same poke heard again (a reconnect, another instance's echo) costs nothing.
  engine.poked(await latestSeq(s.db))
  await settle()
  expect(pulls).toBe(1)
})

it('publishes the sync time of a pull when the browser is idle, after the rows are in the cache', async () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  try {
    const seen: SyncState[] = []
    const unsubscribe = engine.state.subscribe(() => seen.push(engine.state.get()))
    const before = engine.state.get().lastSyncAt
    expect(
      (await s.as('operator2', 'PATCH', '/api/production-lines/7', { status: 'stopped', issue: 'Jam' })).status,
    ).toBe(200)
    await engine.drain()
    expect((await db.lines.get(7))?.status).toBe('stopped')
    // The rows are in the cache; the screens reading the engine's state have not heard of the pull yet (a run
    // slower than 300 ms on a loaded machine may have shown "syncing" meanwhile, nothing else).
    expect(seen.every((state) => state.lastSyncAt === before && state.phase !== 'error')).toBe(true)
    for (const callback of idle.splice(0)) callback()
    unsubscribe()
    expect(seen.at(-1)!.phase).toBe('idle')
    expect(seen.at(-1)!.lastSyncAt! > before!).toBe(true)
  } finally {
    vi.unstubAllGlobals()
  }
})

it('a poke heard during a pull, for a change that pull did not bring, gets one more pull', async () => {
  let changed = false
  const changeDuringPull: FetchLike = async (input, init) => {
    if (input.startsWith('/api/sync/pull')) pulls++
    const res = await s.app.request(input, init)
    if (input.startsWith('/api/sync/pull') && !changed) {
      // Another device's change lands after this pull's answer was made, and its poke arrives before the run ends.
      changed = true
      expect(
        (await s.as('operator2', 'PATCH', '/api/production-lines/9', { status: 'stopped', issue: 'Jam' })).status,
      ).toBe(200)
      engine.poked(await latestSeq(s.db))
    }
    return res
  }
  engine.stop()
  engine = new SyncEngine({ db, fetch: changeDuringPull, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  engine.start()
  pulls = 0
  await engine.drain()
  await expect.poll(async () => (await db.lines.get(9))?.status, { timeout: 2000, interval: 10 }).toBe('stopped')
  await settle()
  expect(pulls).toBe(2)
})
