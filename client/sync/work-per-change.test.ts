// What one change costs the devices in IndexedDB work (issue 33: main-thread work per change; decision 256):
// the Dexie transactions the phone's command and sync run open, the writes that wake live queries, and how often
// the live queries a screen holds run again. Counted, not timed: the numbers do not move with the machine's load.
import { liveQuery } from 'dexie'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { latestSeq } from '../../server/changes/change-log.repository'
import { holdsOff } from '../../server/testing/holds-off'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { setLineStatus } from '../data/commands'
import { useDatabase, db as currentDb, type LinesideDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { countedDb as newCountedDb, type Counted } from '../test-utils/counted-db'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

let s: TestServer
let engine: SyncEngine
let counted: Counted
let reset: () => void

const fetchThroughServer: FetchLike = async (input, init) => s.app.request(input, init)

/** A counted database whose counts this file's `counted` and `reset` follow. */
function countedDb(): LinesideDb {
  const made = newCountedDb()
  counted = made.counted
  reset = made.reset
  return made.db
}

beforeAll(async () => {
  s = await createTestServer()
  await holdsOff(s)
})
afterAll(() => s.close())

beforeEach(async () => {
  useDatabase(countedDb())
  engine = new SyncEngine({ fetch: fetchThroughServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
  const res = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
  await engine.drain()
})
afterEach(() => {
  engine.stop()
  currentDb.close()
})

/** One press on the phone and the sync run it starts (push, verdicts, the pull of its own change). */
async function oneChange(lineId: number, status: 'maintenance' | 'running'): Promise<void> {
  await setLineStatus(lineId, status)
  await engine.drain()
}

const readWrite = (transactions: string[]) => transactions.filter((t) => t.startsWith('readwrite'))

describe('work per change on the phone', () => {
  it('a press and its sync run open four transactions, three of them writes', async () => {
    await oneChange(2, 'maintenance')
    reset()
    await oneChange(2, 'running')
    // The press (its line's version read in the same transaction as the entry), where the device stands (client
    // record and queue in one read), the verdicts with how far the server has the queue, and the pull. Before
    // decision 256: eight, four of them writes (the version read, the client record, the pushed mark, a second
    // position read after the queue was sent).
    expect(counted.transactions).toHaveLength(4)
    expect(readWrite(counted.transactions)).toHaveLength(3)
    expect(counted.writes.filter((w) => w.startsWith('outbox.'))).toEqual(['outbox.add', 'outbox.delete'])
    // The local effect, then the server's copy (its version and time).
    expect(counted.writes.filter((w) => w.startsWith('lines.'))).toEqual(['lines.put', 'lines.put'])
    expect((await currentDb.lines.get(2))?.status).toBe('running')
    expect(await currentDb.outbox.count()).toBe(0)
  })

  it('a poke for its own push, heard before the push is answered, costs no second run', async () => {
    // The server pokes at commit, before it writes the push's answer; the run's pull brings the change.
    const pokeBeforeAnswer: FetchLike = async (input, init) => {
      const res = await s.app.request(input, init)
      if (input.startsWith('/api/sync/push')) engine.poked(await latestSeq(s.db))
      return res
    }
    engine.stop()
    engine = new SyncEngine({ fetch: pokeBeforeAnswer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    engine.start() // a stopped engine ignores pokes; a started one pushes on each write, as on the phone
    await engine.drain()
    reset()
    await setLineStatus(2, 'running')
    await expect.poll(() => currentDb.outbox.count(), { timeout: 2000, interval: 10 }).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // As with no poke: the press, where the device stands, the verdicts, the pull. Before: a fifth, a second read
    // of where it stands by a run the poke had asked for.
    const engines = counted.transactions.filter((t) => t !== 'readonly outbox') // this test's own polls
    expect(engines, engines.join('\n')).toHaveLength(4)
    expect((await currentDb.lines.get(2))?.status).toBe('running')
  })

  it('a burst queued while offline goes in one batch and one pull', async () => {
    const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'))
    engine.stop()
    engine = new SyncEngine({ fetch: offline, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    await setLineStatus(2, 'maintenance')
    await setLineStatus(3, 'maintenance')
    await setLineStatus(2, 'running')
    engine.stop()
    engine = new SyncEngine({ fetch: fetchThroughServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    reset()
    await engine.drain()
    expect(counted.transactions).toHaveLength(3)
    expect(await currentDb.outbox.count()).toBe(0)
    expect((await currentDb.lines.get(2))?.status).toBe('running')
    expect((await currentDb.lines.get(3))?.status).toBe('maintenance')
  })

  it('a live query of the open line runs again for its own change only, twice: the press and the echo', async () => {
    const runs = { open: 0, other: 0 }
    const subs = [
      liveQuery(async () => (runs.open++, currentDb.lines.get(2))),
      liveQuery(async () => (runs.other++, currentDb.lines.get(5))),
    ].map((q) => q.subscribe(() => undefined))
    await new Promise((resolve) => setTimeout(resolve, 50))
    Object.assign(runs, { open: 0, other: 0 })
    await oneChange(2, 'maintenance')
    await new Promise((resolve) => setTimeout(resolve, 50))
    subs.forEach((sub) => sub.unsubscribe())
    expect(runs).toEqual({ open: 2, other: 0 })
  })
})

describe('work per change on the board', () => {
  /** A second device, the board: its own counted database (the counts follow it from here) and sync engine. */
  const boardDevice = () => {
    const board = countedDb()
    const boardEngine = new SyncEngine({
      db: board,
      fetch: fetchThroughServer,
      useLeaderLock: false,
      useEvents: false,
      pollMs: 3600_000,
    })
    return { board, boardEngine }
  }

  it("another device's change costs the board two transactions: where it stands and the pull", async () => {
    const { board, boardEngine } = boardDevice()
    try {
      await boardEngine.drain()
      await oneChange(4, 'maintenance')
      reset()
      await boardEngine.drain()
      // Before decision 256: three (the client record read apart from the position).
      expect(counted.transactions).toHaveLength(2)
      expect(readWrite(counted.transactions)).toHaveLength(1)
      expect((await board.lines.get(4))?.status).toBe('maintenance')
    } finally {
      boardEngine.stop()
      board.close()
    }
  })

  it("a poke for another device's change costs the board one transaction: the pull, from where its last run left it", async () => {
    const { board, boardEngine } = boardDevice()
    try {
      boardEngine.start()
      await boardEngine.drain()
      for (const status of ['maintenance', 'running'] as const) {
        await oneChange(5, status)
        reset()
        boardEngine.poked(await latestSeq(s.db))
        await expect.poll(async () => (await board.lines.get(5))?.status, { timeout: 2000, interval: 10 }).toBe(status)
        await new Promise((resolve) => setTimeout(resolve, 50))
        const engines = counted.transactions.filter((t) => t !== 'readonly lines') // this test's polls
        // Before decision 284: two (where it stands, read again, and the pull).
        expect(engines, engines.join('\n')).toHaveLength(1)
        expect(readWrite(engines)).toHaveLength(1)
      }
    } finally {
      boardEngine.stop()
      board.close()
    }
  })
})
