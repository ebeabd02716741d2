// Issue 27.10: the LISTEN connection of the PostgreSQL event bus is checked and replaced when it dies — killed by
// the server, or gone silent on the network — without leaving connections behind (decision 183).
import net from 'node:net'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/test-database'
import { EventHub } from './event-hub'
import { EVENTS_APPLICATION_NAME, PgEventBus } from './pg-event-bus'

/** A TCP relay to PostgreSQL that can go silent: bytes on the connections it holds are dropped, none is closed. */
async function silentableRelay(target: URL) {
  const pairs = new Set<{ silent: boolean }>()
  const server = net.createServer((down) => {
    const up = net.connect(Number(target.port || 5432), target.hostname)
    const pair = { silent: false }
    pairs.add(pair)
    down.on('data', (b) => pair.silent || up.write(b))
    up.on('data', (b) => pair.silent || down.write(b))
    const close = () => {
      pairs.delete(pair)
      down.destroy()
      up.destroy()
    }
    for (const s of [down, up]) s.on('close', close).on('error', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url(db: URL) {
      const u = new URL(db)
      u.hostname = '127.0.0.1'
      u.port = String(port)
      return u.toString()
    },
    /** Every connection open now stops carrying bytes, as over a dropped network path; new ones work. */
    silence() {
      for (const p of pairs) p.silent = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const pg_ = testDbKind() === 'postgres'
let database: TestDatabase | null = null
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
  await database?.drop()
  database = null
})

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 25))
  }
}

async function admin(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  cleanups.push(() => client.end())
  const dbName = new URL(url).pathname.slice(1)
  return {
    /** Listening connections of this test's database, as the server counts them. */
    listeners: async () =>
      Number(
        (
          await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2',
            [dbName, EVENTS_APPLICATION_NAME],
          )
        ).rows[0].n,
      ),
    terminate: (pid: number) => client.query('select pg_terminate_backend($1)', [pid]),
  }
}

async function bus(url: string, timing = { livenessMs: 200, livenessTimeoutMs: 300, reconnectMs: 100 }) {
  const hub = new EventHub()
  const heard: number[] = []
  hub.subscribe((seq) => heard.push(seq))
  const b = await new PgEventBus(url, hub, { latestSeq: async () => 0, ...timing }).start()
  cleanups.push(() => b.close())
  return { hub, heard, bus: b }
}

describe.runIf(pg_)('PostgreSQL event bus liveness', () => {
  it('reconnects after its server process is terminated, again and again, holding one connection', async () => {
    database = await createTestDatabase()
    const url = database.databaseUrl!
    const db = await admin(url)
    const a = await bus(url)
    const b = await bus(url)
    expect(await db.listeners()).toBe(2)
    let seq = 0
    for (let round = 0; round < 3; round++) {
      const pid = a.bus.backendPid!
      await db.terminate(pid)
      expect(await until(() => a.bus.backendPid !== null && a.bus.backendPid !== pid, 5_000)).toBe(true)
      b.hub.poke(++seq * 10)
      expect(await until(() => a.heard.includes(seq * 10), 3_000)).toBe(true)
      expect(await db.listeners()).toBe(2)
    }
  })

  it('notices a connection that went silent, replaces it, and hears the other instance again', async () => {
    database = await createTestDatabase()
    const url = database.databaseUrl!
    const relay = await silentableRelay(new URL(url))
    cleanups.push(() => relay.close())
    const db = await admin(url)
    const a = await bus(relay.url(new URL(url)))
    const b = await bus(url)
    b.hub.poke(1)
    expect(await until(() => a.heard.includes(1), 3_000)).toBe(true)
    for (let round = 2; round <= 4; round++) {
      const pid = a.bus.backendPid
      relay.silence()
      // Silent: nothing arrives, nothing is closed; the liveness check must notice.
      expect(await until(() => a.bus.backendPid !== null && a.bus.backendPid !== pid, 5_000)).toBe(true)
      b.hub.poke(round)
      expect(await until(() => a.heard.includes(round), 3_000)).toBe(true)
      // The dead connection's server process is gone too: one listening connection per bus.
      expect(await until(async () => (await db.listeners()) === 2, 3_000)).toBe(true)
    }
  })
})
