// The engine tells the server how many entries its outbox still holds, with every push and pull, so the
// admin's System Info shows each device's unsent work as the server sees it (issue 9 point 5).
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { OUTBOX_PENDING_HEADER } from '../../shared/schemas/sync'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { setLineStatus } from '../data/commands'
import { LinesideDb, useDatabase, db as currentDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
let engine: SyncEngine
let up = true
const reported: { path: string; pending: string | null }[] = []

const fetchThroughServer: FetchLike = async (input, init) => {
  if (!up) throw new TypeError('Failed to fetch')
  if (input.startsWith('/api/sync/'))
    reported.push({ path: input.split('?')[0]!, pending: new Headers(init?.headers).get(OUTBOX_PENDING_HEADER) })
  return s.app.request(input, init)
}

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())
beforeEach(async () => {
  useDatabase(new LinesideDb(`test-${crypto.randomUUID()}`))
  engine = new SyncEngine({ fetch: fetchThroughServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  const res = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
})
afterEach(() => {
  engine.stop()
  currentDb.close()
})

it('reports the queued count with the push and the emptied outbox with the pull after it', async () => {
  await engine.drain()
  up = false
  await setLineStatus(3, 'stopped', 'Infeed jam')
  await setLineStatus(4, 'maintenance', null)
  await engine.drain()
  up = true
  reported.length = 0
  await engine.drain()
  expect(reported.map((r) => `${r.path} ${r.pending}`)).toEqual(['/api/sync/push 2', '/api/sync/pull 0'])
  const row = await s.db
    .selectFrom('sync_clients')
    .select(['pending_count', 'last_mutation_id'])
    .where('owner_user_id', '=', await s.userId('operator'))
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ pending_count: 0, last_mutation_id: 2 })
})
