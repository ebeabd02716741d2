import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function mutation(user: string, mutationId: number, name: string, args: unknown, createdAt = s.clock.now().toISOString()) {
  return { mutationId, name, args, createdAt, authToken: await s.login(user) }
}

async function push(user: string, clientId: string, mutations: unknown[]) {
  return s.as(user, 'POST', '/api/sync/push', { clientId, mutations })
}

async function lineVersion(id: number): Promise<number> {
  return (await s.as('admin', 'GET', `/api/production-lines/${id}`)).body.version
}

describe('push', () => {
  it('applies a batch once, even when it is sent twice', async () => {
    const clientId = randomUUID()
    const v = await lineVersion(10)
    const batch = [
      await mutation('operator', 1, 'line.setStatus', { lineId: 10, status: 'stopped', issue: 'Jam', baseVersion: v }),
      await mutation('operator', 2, 'line.setStatus', { lineId: 10, status: 'running', baseVersion: v + 1 }),
    ]
    const first = await push('operator', clientId, batch)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ lastMutationId: 2, results: [{ mutationId: 1, status: 'applied' }, { mutationId: 2, status: 'applied' }] })
    const again = await push('operator', clientId, batch)
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate'])
    const history = await s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', 10).execute()
    expect(history).toHaveLength(2)
    expect(await lineVersion(10)).toBe(v + 2)
  })

  it('rejects with a reason and still advances lastMutationId', async () => {
    const clientId = randomUUID()
    const res = await push('it', clientId, [
      await mutation('it', 1, 'line.setStatus', { lineId: 11, status: 'stopped', baseVersion: await lineVersion(11) }),
      await mutation('it', 2, 'line.setStatus', { lineId: 11, status: 'nonsense', baseVersion: 1 }),
      await mutation('it', 3, 'no.such', {}),
    ])
    expect(res.body.lastMutationId).toBe(3)
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'forbidden' })
    expect(res.body.results[0].reason).toMatch(/operators, engineers and admins/)
    expect(res.body.results[1]).toMatchObject({ status: 'rejected', code: 'validation' })
    expect(res.body.results[1].reason).toContain('status')
    expect(res.body.results[2]).toMatchObject({ status: 'rejected', code: 'validation' })
    const audit = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'sync.rejected').execute()
    expect(audit.length).toBeGreaterThanOrEqual(3)
  })

  it('keeps a change made on an old line version in history as superseded', async () => {
    const v = await lineVersion(12)
    await s.as('operator2', 'PATCH', '/api/production-lines/12', { status: 'maintenance' })
    const res = await push('operator', randomUUID(), [await mutation('operator', 1, 'line.setStatus', { lineId: 12, status: 'stopped', baseVersion: v })])
    expect(res.body.results[0].status).toBe('superseded')
    expect(res.body.results[0].reason).toContain('Tomas Kazlauskas')
    expect((await s.as('admin', 'GET', '/api/production-lines/12')).body.status).toBe('maintenance')
  })

  it('uses the device time, clamped to the session start, the last history row and now', async () => {
    s.clock.advance(10 * 60_000)
    const v = await lineVersion(13)
    const pressed = new Date(s.clock.now().getTime() - 5 * 60_000).toISOString()
    await push('operator', randomUUID(), [await mutation('operator', 1, 'line.setStatus', { lineId: 13, status: 'stopped', baseVersion: v, at: pressed }, pressed)])
    const row = await s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', 13).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(row.at).toBe(pressed)
    const future = new Date(s.clock.now().getTime() + 3600_000).toISOString()
    await push('operator', randomUUID(), [await mutation('operator', 1, 'line.setStatus', { lineId: 13, status: 'running', baseVersion: v + 1 }, future)])
    const next = await s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', 13).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(next.at).toBe(s.clock.now().toISOString())
  })

  it('accepts a change made while the session was valid, even after it expired', async () => {
    const t = await createTestServer()
    try {
      const oldToken = await t.login('operator')
      const madeAt = t.clock.now().toISOString()
      t.clock.advance(9 * 3600_000)
      const fresh = (await t.request('POST', '/api/auth/login', { body: { username: 'operator2', password: 'demo1234' } })).body.token
      const mutations = [
        { mutationId: 1, name: 'line.setStatus', args: { lineId: 1, status: 'stopped', baseVersion: 1 }, createdAt: madeAt, authToken: oldToken },
        { mutationId: 2, name: 'line.setStatus', args: { lineId: 2, status: 'stopped', baseVersion: 1 }, createdAt: t.clock.now().toISOString(), authToken: oldToken },
      ]
      const res = await t.request('POST', '/api/sync/push', { token: fresh, body: { clientId: randomUUID(), mutations } })
      expect(res.body.results[0].status).toBe('applied')
      expect(res.body.results[1]).toMatchObject({ status: 'rejected', code: 'session' })
    } finally {
      await t.close()
    }
  })

  it('keeps the queue on 401: an unauthenticated push is refused before any mutation', async () => {
    const res = await s.request('POST', '/api/sync/push', { token: 'expired', body: { clientId: randomUUID(), mutations: [] } })
    expect(res.status).toBe(401)
  })

  it('names bad batch fields', async () => {
    const res = await s.as('operator', 'POST', '/api/sync/push', { clientId: 'nope', mutations: [] })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('clientId')
  })
})

describe('pull', () => {
  it('gives a snapshot without a cursor, then only what changed', async () => {
    const clientId = randomUUID()
    const snap = await s.as('engineer', 'GET', `/api/sync/pull?clientId=${clientId}`)
    expect(snap.status).toBe(200)
    expect(snap.body.snapshot).toBe(true)
    expect(snap.body.changes.lines).toHaveLength(40)
    expect(snap.body.changes.machines.length).toBeGreaterThan(100)
    expect(snap.body.changes.equipment.length).toBeGreaterThan(10)
    expect(snap.body.changes.products.length).toBeGreaterThan(10)
    expect(snap.body.changes.engineers.map((e: { role: string }) => e.role).sort()).toEqual(['engineer', 'engineer', 'it'])
    const cursor = snap.body.cursor

    const empty = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${cursor}`)
    expect(empty.body).toMatchObject({ snapshot: false, cursor, deletes: [] })
    expect(empty.body.changes.lines).toEqual([])

    const v = await lineVersion(21)
    await push('engineer', clientId, [await mutation('engineer', 1, 'line.setStatus', { lineId: 21, status: 'maintenance', baseVersion: v })])
    const delta = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${clientId}`)
    expect(delta.body.cursor).toBeGreaterThan(cursor)
    expect(delta.body.lastMutationId).toBe(1)
    expect(delta.body.changes.lines).toHaveLength(1)
    expect(delta.body.changes.lines[0]).toMatchObject({ id: 21, status: 'maintenance' })
  })
})

describe('events', () => {
  it('pokes an SSE listener with the change sequence after a write', async () => {
    const controller = new AbortController()
    const res = await s.app.request('/api/events', { headers: { Authorization: `Bearer ${await s.login('engineer')}` }, signal: controller.signal })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value)
      }
    }
    await readUntil('event: hello')
    await s.as('operator', 'PATCH', '/api/production-lines/22', { status: 'stopped' })
    await readUntil('event: change')
    const seq = (await s.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('m')).executeTakeFirstOrThrow()).m
    expect(text).toContain(`id: ${seq}`)
    controller.abort()
    await reader.cancel().catch(() => undefined)
  })

  it('sends heartbeat comments', async () => {
    const t = await createTestServer({ config: { heartbeatMs: 50 } })
    try {
      const res = await t.app.request('/api/events', { headers: { Authorization: `Bearer ${await t.login('engineer')}` } })
      const reader = res.body!.getReader()
      let text = ''
      while (!text.includes(': heartbeat')) text += new TextDecoder().decode((await reader.read()).value)
      expect(text).toContain(': heartbeat')
      await reader.cancel()
    } finally {
      await t.close()
    }
  })
})
