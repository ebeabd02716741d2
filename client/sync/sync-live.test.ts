// Two devices against the real server: a change queued on one reaches the other through an SSE poke.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { setLineStatus } from '../data/commands'
import { LinesideDb, useDatabase } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const viaServer: FetchLike = async (input, init) => s.app.request(input, init)
let watcherPulls = 0
const watcherFetch: FetchLike = async (input, init) => {
  if (input.startsWith('/api/sync/pull')) watcherPulls++
  return s.app.request(input, init)
}

it('a line status change on one tablet shows on another within a second, without polling', async () => {
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)

  const watcherDb = new LinesideDb(`watcher-${crypto.randomUUID()}`)
  const watcher = new SyncEngine({ db: watcherDb, fetch: watcherFetch, useLeaderLock: false, pollMs: 3600_000 })
  const actorDb = new LinesideDb(`actor-${crypto.randomUUID()}`)
  const actor = new SyncEngine({
    db: actorDb,
    fetch: viaServer,
    useLeaderLock: false,
    useEvents: false,
    pollMs: 3600_000,
  })
  try {
    watcher.start()
    await expect.poll(() => watcherDb.lines.count(), { timeout: 5000 }).toBe(40)
    await expect.poll(() => watcher.state.get().live, { timeout: 5000 }).toBe(true)

    useDatabase(actorDb)
    await actor.drain()
    const before = (await watcherDb.lines.get(8))?.status
    const next = before === 'maintenance' ? 'running' : 'maintenance'
    const pullsBefore = watcherPulls
    await setLineStatus(8, next)
    await actor.drain()
    // The watcher polls once an hour: only the SSE poke can bring the change within the second.
    await expect.poll(async () => (await watcherDb.lines.get(8))?.status, { timeout: 1000, interval: 20 }).toBe(next)
    expect(watcherPulls - pullsBefore).toBe(1)
  } finally {
    watcher.stop()
    actor.stop()
    watcherDb.close()
    actorDb.close()
  }
})

it('a stream that goes silent (a socket the network dropped) is not shown as live, and is opened again', async () => {
  const login = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
  writeSession(login.body.token, login.body.user)
  let opened = 0
  // The first connection says hello and then nothing more: no heartbeat, no end, as when Wi-Fi drops mid-stream.
  const silentOnce: FetchLike = async (input, init) => {
    if (!input.startsWith('/api/events')) return s.app.request(input, init)
    opened++
    if (opened > 1) return s.app.request(input, init)
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode('event: hello\nid: 1\ndata: {}\n\n')),
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  }
  const db = new LinesideDb(`silent-${crypto.randomUUID()}`)
  const engine = new SyncEngine({ db, fetch: silentOnce, useLeaderLock: false, pollMs: 3600_000, eventsSilentMs: 300 })
  const live: boolean[] = [false]
  engine.state.subscribe(() => {
    const now = engine.state.get().live
    if (now !== live.at(-1)) live.push(now)
  })
  try {
    engine.start()
    await expect.poll(() => live[1], { timeout: 5000 }).toBe(true)
    // Past the silence allowed, the indicator stops saying "Live", and a new stream is opened.
    await expect.poll(() => live.slice(0, 3), { timeout: 5000 }).toEqual([false, true, false])
    await expect.poll(() => opened, { timeout: 15_000 }).toBe(2)
  } finally {
    engine.stop()
    db.close()
  }
}, 30_000)
