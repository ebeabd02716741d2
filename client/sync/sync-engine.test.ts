// The outbox and sync engine against the real server, in-process: offline, replay, duplicates, rejections, 401.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { holdsOff } from '../../server/testing/holds-off'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb, useDatabase, db as currentDb } from '../data/db'
import { setLineStatus } from '../data/commands'
import { readSession, writeSession } from '../lib/session-store'
import { pullAll } from './pull-all'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
let network: { up: boolean; loseNextPushAnswer: boolean }
let engine: SyncEngine

const fetchThroughServer: FetchLike = async (input, init) => {
  if (!network.up) throw new TypeError('Failed to fetch')
  const res = await s.app.request(input, init)
  if (network.loseNextPushAnswer && input.startsWith('/api/sync/push')) {
    network.loseNextPushAnswer = false
    throw new TypeError('Connection reset')
  }
  return res
}

async function signIn(username: string): Promise<void> {
  const res = await s.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
}

async function historyRows(lineId: number) {
  return s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', lineId).orderBy('id').execute()
}

beforeAll(async () => {
  s = await createTestServer()
  await holdsOff(s)
})
afterAll(() => s.close())

beforeEach(async () => {
  network = { up: true, loseNextPushAnswer: false }
  useDatabase(new LinesideDb(`test-${crypto.randomUUID()}`))
  engine = new SyncEngine({ fetch: fetchThroughServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  await signIn('operator')
})
afterEach(() => {
  engine.stop()
  currentDb.close()
})

describe('offline queue', () => {
  it('queues a change offline and applies it exactly once after reconnect', async () => {
    await engine.drain()
    expect(await currentDb.lines.count()).toBe(40)
    network.up = false
    await setLineStatus(3, 'stopped', 'Infeed jam')
    expect((await currentDb.lines.get(3))?.status).toBe('stopped')
    await engine.drain()
    expect(engine.state.get().phase).toBe('offline')
    expect(await currentDb.outbox.count()).toBe(1)
    expect(await historyRows(3)).toHaveLength(0)

    network.up = true
    await engine.drain()
    await engine.drain()
    expect(await currentDb.outbox.count()).toBe(0)
    const rows = await historyRows(3)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'stopped', issue: 'Infeed jam' })
    expect((await currentDb.lines.get(3))?.status).toBe('stopped')
    expect(engine.state.get().phase).toBe('idle')
  })

  it('applies once when the push answer is lost and the batch is sent again', async () => {
    await engine.drain()
    await setLineStatus(4, 'maintenance')
    await setLineStatus(4, 'running')
    network.loseNextPushAnswer = true
    await engine.drain()
    // The pull after the lost answer already shows the server has both: nothing is sent twice.
    expect(await currentDb.outbox.count()).toBe(0)
    await engine.drain()
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await historyRows(4)).map((r) => r.status)).toEqual(['maintenance', 'running'])
    expect((await currentDb.lines.get(4))?.status).toBe('running')
  })

  it('keeps the pending change on screen while a pull brings older server rows', async () => {
    await engine.drain()
    network.up = false
    await setLineStatus(5, 'stopped')
    network.up = true
    // A pull before the push: the server still says running, the pending entry is re-applied on top.
    await pullAll({ db: currentDb, fetchFn: fetchThroughServer, state: engine.state }, readSession()!)
    expect((await currentDb.lines.get(5))?.status).toBe('stopped')
  })
})

describe('rejections and auth', () => {
  it('moves a refused change to Not sent with the reason and restores the server state', async () => {
    await signIn('it')
    await engine.drain()
    const before = (await currentDb.lines.get(6))?.status
    await setLineStatus(6, before === 'stopped' ? 'running' : 'stopped')
    await engine.drain()
    expect(await currentDb.outbox.count()).toBe(0)
    const rejected = await currentDb.rejected.toArray()
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toMatchObject({ name: 'line.setStatus', code: 'forbidden' })
    expect(rejected[0]!.reason).toContain('operators, engineers and admins')
    expect((await currentDb.lines.get(6))?.status).toBe(before)
  })

  it('keeps the queue on 401 and sends it after signing in again', async () => {
    await engine.drain()
    const { writeSession: write, readSession } = await import('../lib/session-store')
    const session = readSession()!
    await setLineStatus(7, 'maintenance')
    write('revoked-token', session.user)
    await engine.drain()
    expect(engine.state.get().phase).toBe('signed-out')
    expect(await currentDb.outbox.count()).toBe(1)
    write(session.token, session.user)
    await engine.drain()
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await historyRows(7)).at(-1)?.status).toBe('maintenance')
  })
})
