// Nothing silently lost, nothing wedged (issue 16.1–16.4): lost answers, verdicts, gaps, foreign ids, users.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { holdsOff } from '../../server/testing/holds-off'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { setLineStatus } from '../data/commands'
import { LinesideDb, useDatabase, db as currentDb } from '../data/db'
import { enqueue } from '../data/outbox'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
let network: { losePushAnswers: boolean; failSnapshots: boolean }
let requests: string[]
let engine: SyncEngine

const viaServer: FetchLike = async (input, init) => {
  requests.push(`${init?.method ?? 'GET'} ${input}`)
  // A pull without a cursor is a snapshot.
  if (network.failSnapshots && input.startsWith('/api/sync/pull') && !/[?&]cursor=\d/.test(input))
    throw new TypeError('Failed to fetch')
  const res = await s.app.request(input, init)
  if (network.losePushAnswers && input.startsWith('/api/sync/push')) throw new TypeError('Connection reset')
  return res
}

async function signIn(username: string): Promise<void> {
  const res = await s.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
}

const serverStatus = async (lineId: number) =>
  (await s.db.selectFrom('production_lines').select('status').where('id', '=', lineId).executeTakeFirstOrThrow()).status
const history = (lineId: number) =>
  s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', lineId).orderBy('id').execute()

beforeAll(async () => {
  s = await createTestServer()
  await holdsOff(s)
})
afterAll(() => s.close())
beforeEach(async () => {
  network = { losePushAnswers: false, failSnapshots: false }
  requests = []
  useDatabase(new LinesideDb(`test-${crypto.randomUUID()}`))
  engine = new SyncEngine({ fetch: viaServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  await signIn('operator')
  await engine.drain()
})
afterEach(() => {
  engine.stop()
  currentDb.close()
})

describe('lost answers', () => {
  it('lists a refused change under Not sent even when every push answer was lost', async () => {
    await signIn('it')
    await setLineStatus(30, 'stopped')
    network.losePushAnswers = true
    // Both the push and its re-send lose their answers; the pull that follows tells what they said.
    await engine.drain()
    await engine.drain()
    const rejected = await currentDb.rejected.toArray()
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toMatchObject({ name: 'line.setStatus', code: 'forbidden' })
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await history(30)).filter((r) => r.changed_by === rejected[0]!.userId)).toHaveLength(0)
    // The verdict came by the pull, not the push: the line shown on this device is the server's again.
    expect((await currentDb.lines.get(30))?.status).toBe(await serverStatus(30))
  })

  it('repairs the cached row after a reload when the verdict was heard but the repair had not run yet', async () => {
    await signIn('it')
    await setLineStatus(31, 'maintenance')
    network.losePushAnswers = true
    network.failSnapshots = true
    // The pull hears the refusal; the repair it needs cannot run (the network drops again).
    await engine.drain()
    expect(await currentDb.rejected.count()).toBe(1)
    expect((await currentDb.lines.get(31))?.status).toBe('maintenance')
    // The tab is reloaded: a new engine on the same database, the network back.
    engine.stop()
    network.losePushAnswers = false
    network.failSnapshots = false
    engine = new SyncEngine({ fetch: viaServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    await engine.drain()
    expect((await currentDb.lines.get(31))?.status).toBe(await serverStatus(31))
  })
})

describe('verdicts and a queue that always moves', () => {
  it('a 400 for one entry sends it to Not sent with the reason; the entries around it apply', async () => {
    await setLineStatus(21, 'stopped')
    // A name the server does not know: the typed enqueue would refuse it, so the test goes around it.
    await enqueue('x'.repeat(80) as 'ticket.accept', {} as never)
    await setLineStatus(21, 'maintenance')
    await engine.drain()
    const rejected = await currentDb.rejected.toArray()
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toMatchObject({ code: 'validation' })
    expect(rejected[0]!.reason).toContain('name')
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await history(21)).map((r) => r.status)).toEqual(['stopped', 'maintenance'])
    // The next change still goes out: nothing is wedged.
    await setLineStatus(21, 'running')
    await engine.drain()
    expect((await history(21)).map((r) => r.status)).toEqual(['stopped', 'maintenance', 'running'])
  })

  it('re-sends from the server’s last + 1 when the device’s ids have a gap', async () => {
    await setLineStatus(22, 'stopped')
    const gap = await setLineStatus(22, 'maintenance')
    await setLineStatus(22, 'running')
    await currentDb.outbox.delete(gap.mutationId)
    await engine.drain()
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await history(22)).map((r) => r.status)).toEqual(['stopped', 'running'])
  })

  it('moves to a new client id when the server says the id belongs to another account', async () => {
    await setLineStatus(23, 'stopped')
    await engine.drain()
    const operatorClient = (await currentDb.meta.get(`client:${await s.userId('operator')}`))?.value
    await signIn('operator2')
    await currentDb.meta.put({ key: `client:${await s.userId('operator2')}`, value: operatorClient })
    await setLineStatus(23, 'maintenance')
    await engine.drain()
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await history(23)).map((r) => [r.status, r.changed_by_name])).toEqual([
      ['stopped', 'Olivia Nowak'],
      ['maintenance', 'Tomas Kazlauskas'],
    ])
  })

  it('keeps one user’s queue waiting while another signs in, and sends it at their next sign-in', async () => {
    const { clearSession } = await import('../lib/session-store')
    network.losePushAnswers = false
    await setLineStatus(24, 'stopped')
    await setLineStatus(25, 'stopped')
    const left = await engine.sendBeforeLogout(50)
    expect(left.unsent).toBe(0)
    // Offline work, then the operator's session ends before it is sent.
    const offline: FetchLike = async () => {
      throw new TypeError('Failed to fetch')
    }
    const offlineEngine = new SyncEngine({ fetch: offline, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    await setLineStatus(24, 'maintenance')
    expect((await offlineEngine.sendBeforeLogout(50)).unsent).toBe(1)
    clearSession()
    await signIn('operator2')
    await setLineStatus(26, 'maintenance')
    await engine.drain()
    expect((await history(26)).map((r) => r.changed_by_name)).toEqual(['Tomas Kazlauskas'])
    expect((await history(24)).map((r) => r.status)).toEqual(['stopped'])
    expect(await currentDb.outbox.count()).toBe(1)
    await signIn('operator')
    await engine.drain()
    expect((await history(24)).map((r) => [r.status, r.changed_by_name])).toEqual([
      ['stopped', 'Olivia Nowak'],
      ['maintenance', 'Olivia Nowak'],
    ])
    expect(await currentDb.outbox.count()).toBe(0)
  })
})

describe('scheduling', () => {
  it('pushes the first write at once and coalesces the writes made while it is in flight', async () => {
    const pushes: number[] = []
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const slow: FetchLike = async (input, init) => {
      if (input.startsWith('/api/sync/push')) {
        pushes.push(JSON.parse(String(init!.body)).mutations.length)
        if (pushes.length === 1) await gate
      }
      return s.app.request(input, init)
    }
    const live = new SyncEngine({ fetch: slow, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    live.start()
    await live.drain()
    const t0 = performance.now()
    await setLineStatus(27, 'stopped')
    await expect.poll(() => pushes.length, { interval: 2, timeout: 1000 }).toBe(1)
    // Well under the old 300 ms debounce.
    expect(performance.now() - t0).toBeLessThan(150)
    for (const status of ['maintenance', 'running', 'stopped', 'running'] as const) await setLineStatus(27, status)
    release()
    await expect.poll(() => pushes.length, { interval: 5, timeout: 2000 }).toBe(2)
    await live.drain()
    expect(pushes).toEqual([1, 4])
    live.stop()
  })
})
