// Sync answers out of protocol never reach the cache (issue 32.1): checked by shape, retried, nothing applied.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../server/testing/test-server'
import { LinesideDb, useDatabase, db as currentDb } from '../data/db'
import { writeSession } from '../lib/session-store'
import { AnswerShapeError, checkPullResult, checkPushResult } from './answer-shape'
import { SyncEngine } from './sync-engine'
import type { FetchLike } from './sync-api'

const pull = (over: Record<string, unknown> = {}) =>
  Object.assign(
    { cursor: 5, snapshot: false, lastMutationId: 0, changes: { lines: [{ id: 1, name: 'B1' }] }, deletes: [] },
    over,
  )

describe('checkPullResult', () => {
  it('passes a well-formed page and fills the entities it did not carry', () => {
    const r = checkPullResult(pull())
    expect(r.changes.lines).toEqual([{ id: 1, name: 'B1' }])
    expect(r.changes.tickets).toEqual([])
    expect(r.cursor).toBe(5)
  })

  it.each([
    ['not an object', null],
    ['cursor', pull({ cursor: '5' })],
    ['cursor', pull({ cursor: -1 })],
    ['snapshot', pull({ snapshot: 'yes' })],
    ['changes', pull({ changes: [] })],
    ['changes.lines', pull({ changes: { lines: {} } })],
    ['a row without a valid id', pull({ changes: { lines: [{ name: 'no id' }] } })],
    ['a row without a valid id', pull({ changes: { lines: [{ id: '1' }] } })],
    ['a row without a valid id', pull({ changes: { tickets: [{ id: 7 }] } })],
    ['deletes', pull({ deletes: [{ entity: 'lines', id: 1 }] })],
    ['outcomes', pull({ outcomes: [{ mutationId: 1, status: 'applied' }] })],
    ['next', pull({ next: 3 })],
  ])('refuses an answer with a bad %s', (what, answer) => {
    expect(() => checkPullResult(answer)).toThrow(AnswerShapeError)
    expect(() => checkPullResult(answer)).toThrow(what)
  })

  it('leaves out entities and deletes this client does not know (a newer server)', () => {
    const r = checkPullResult(
      pull({ changes: { lines: [], futureThings: [{ id: 'x' }] }, deletes: [{ entity: 'futureThings', id: 'x' }] }),
    )
    expect(Object.keys(r.changes)).not.toContain('futureThings')
    expect(r.deletes).toEqual([])
  })
})

describe('checkPushResult', () => {
  it('passes verdicts and refuses unknown statuses', () => {
    expect(checkPushResult({ lastMutationId: 2, results: [{ mutationId: 2, status: 'applied' }] }).lastMutationId).toBe(
      2,
    )
    expect(() => checkPushResult({ lastMutationId: 2, results: [{ mutationId: 2, status: 'ok' }] })).toThrow(
      AnswerShapeError,
    )
    expect(() => checkPushResult({ results: [] })).toThrow('lastMutationId')
  })
})

describe('an engine hearing an answer out of protocol', () => {
  let s: TestServer
  let mangle: boolean
  const viaServer: FetchLike = async (input, init) => {
    const res = await s.app.request(input, init)
    if (!mangle || !input.startsWith('/api/sync/pull')) return res
    // A page whose line ids come as text, as a half-deployed server might send: stored, they would sit beside
    // the numeric keys as a second copy of every line.
    const body = (await res.json()) as { changes: { lines: { id: number | string }[] } }
    for (const l of body.changes.lines) l.id = String(l.id)
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }

  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())
  beforeEach(async () => {
    mangle = false
    useDatabase(new LinesideDb(`test-${crypto.randomUUID()}`))
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
    writeSession(res.body.token, res.body.user)
  })
  afterEach(() => currentDb.close())

  it('applies nothing, keeps its cursor and syncs once the answers are right again', async () => {
    const engine = new SyncEngine({ fetch: viaServer, useLeaderLock: false, useEvents: false, pollMs: 3600_000 })
    try {
      mangle = true
      await engine.drain()
      expect(await currentDb.lines.count()).toBe(0)
      expect(await currentDb.meta.get('cursor')).toBeUndefined()
      expect(engine.state.get().lastError).toContain('not understood: changes.lines')
      mangle = false
      await engine.drain()
      expect(await currentDb.lines.count()).toBeGreaterThan(30)
      expect((await currentDb.lines.toArray()).every((l) => Number.isInteger(l.id))).toBe(true)
    } finally {
      engine.stop()
    }
  })
})
