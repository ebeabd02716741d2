import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTCOME_KEEP_DAYS, PUSH_FOREIGN_CLIENT, PUSH_OUT_OF_ORDER } from '../../shared/schemas/sync'
import { createTestServer, type TestServer } from '../testing/test-server'
import { purgeExpired } from '../retention/retention-worker'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function mutation(
  user: string,
  mutationId: number,
  name: string,
  args: unknown,
  createdAt = s.clock.now().toISOString(),
) {
  return { mutationId, name, args, createdAt, authToken: await s.login(user) }
}

async function push(user: string, clientId: string, mutations: unknown[]) {
  return s.as(user, 'POST', '/api/sync/push', { clientId, mutations })
}

async function lineVersion(id: number): Promise<number> {
  return (await s.as('admin', 'GET', `/api/production-lines/${id}`)).body.version
}

describe('push', () => {
  it('applies a batch once; a re-send hears the same verdicts, not "duplicate"', async () => {
    const clientId = randomUUID()
    const v = await lineVersion(10)
    const batch = [
      await mutation('operator', 1, 'line.setStatus', { lineId: 10, status: 'stopped', issue: 'Jam', baseVersion: v }),
      await mutation('operator', 2, 'line.setStatus', { lineId: 10, status: 'running', baseVersion: v + 1 }),
    ]
    const first = await push('operator', clientId, batch)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      lastMutationId: 2,
      results: [
        { mutationId: 1, status: 'applied' },
        { mutationId: 2, status: 'applied' },
      ],
    })
    const again = await push('operator', clientId, batch)
    expect(again.body).toEqual(first.body)
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
    const audit = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sync.rejected')
      .where('resource_id', 'like', `${clientId}:%`)
      .execute()
    expect(audit).toHaveLength(3)
  })

  it('a rejection survives a lost answer: the re-send and the pull both report it', async () => {
    const clientId = randomUUID()
    const batch = [
      await mutation('it', 1, 'line.setStatus', { lineId: 11, status: 'stopped', baseVersion: 1 }),
      await mutation('it', 2, 'no.such', {}),
    ]
    const first = await push('it', clientId, batch)
    // The answer is lost; the device sends the same batch again.
    const resent = await push('it', clientId, batch)
    expect(resent.body.results).toEqual(first.body.results)
    expect(resent.body.results[0]).toMatchObject({ status: 'rejected', code: 'forbidden' })
    const pulled = await s.as('it', 'GET', `/api/sync/pull?clientId=${clientId}&outcomesAfter=0`)
    expect(pulled.body.lastMutationId).toBe(2)
    expect(pulled.body.outcomesThrough).toBe(2)
    expect(pulled.body.outcomes).toEqual([
      { mutationId: 1, status: 'rejected', code: 'forbidden', reason: first.body.results[0].reason },
      { mutationId: 2, status: 'rejected', code: 'validation', reason: 'Unknown change type no.such' },
    ])
    const heard = await s.as('it', 'GET', `/api/sync/pull?clientId=${clientId}&outcomesAfter=2`)
    expect(heard.body.outcomes).toEqual([])
  })

  it(`forgets outcomes after ${OUTCOME_KEEP_DAYS} days (the retention purge), then a re-send is only a duplicate`, async () => {
    const t = await createTestServer()
    try {
      const clientId = randomUUID()
      const token = await t.login('it')
      const batch = [{ mutationId: 1, name: 'no.such', args: {}, createdAt: t.clock.now().toISOString() }]
      await t.request('POST', '/api/sync/push', { token, body: { clientId, mutations: batch } })
      expect(
        await t.db.selectFrom('sync_outcomes').selectAll().where('client_id', '=', clientId).execute(),
      ).toHaveLength(1)
      t.clock.advance((OUTCOME_KEEP_DAYS + 1) * 86_400_000)
      expect((await purgeExpired(t.db, t.clock.now())).outcomes).toBe(1)
      const fresh = await t.request('POST', '/api/auth/login', { body: { username: 'it', password: 'demo1234' } })
      const again = await t.request('POST', '/api/sync/push', {
        token: fresh.body.token,
        body: { clientId, mutations: [...batch, { ...batch[0], mutationId: 2 }] },
      })
      expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'rejected'])
      expect(
        await t.db.selectFrom('sync_outcomes').select('mutation_id').where('client_id', '=', clientId).execute(),
      ).toEqual([{ mutation_id: 2 }])
    } finally {
      await t.close()
    }
  })

  it('binds a client id to the account that first pushed under it: others get 403 and change nothing', async () => {
    const clientId = randomUUID()
    await push('operator', clientId, [
      await mutation('operator', 1, 'line.setStatus', { lineId: 14, status: 'stopped', baseVersion: 0 }),
    ])
    const stolen = await push('operator2', clientId, [
      await mutation('operator2', 2, 'line.setStatus', { lineId: 14, status: 'running', baseVersion: 0 }),
    ])
    expect(stolen.status).toBe(403)
    expect(stolen.body.reason).toBe(PUSH_FOREIGN_CLIENT)
    const row = await s.db
      .selectFrom('sync_clients')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ last_mutation_id: 1, owner_user_id: await s.userId('operator') })
    expect((await s.as('admin', 'GET', '/api/production-lines/14')).body.status).toBe('stopped')
    // Nor can the other account read that client's progress or verdicts.
    const peek = await s.as('operator2', 'GET', `/api/sync/pull?clientId=${clientId}&outcomesAfter=0&cursor=0`)
    expect(peek.body.lastMutationId).toBe(0)
  })

  it('refuses a batch that skips an id (409 out of order) and applies nothing of it', async () => {
    const clientId = randomUUID()
    await push('operator', clientId, [
      await mutation('operator', 1, 'line.setStatus', { lineId: 15, status: 'stopped', baseVersion: 0 }),
    ])
    const gap = await push('operator', clientId, [
      await mutation('operator', 2, 'line.setStatus', { lineId: 15, status: 'maintenance', baseVersion: 0 }),
      await mutation('operator', 4, 'line.setStatus', { lineId: 15, status: 'running', baseVersion: 0 }),
    ])
    expect(gap.status).toBe(409)
    expect(gap.body).toMatchObject({ reason: PUSH_OUT_OF_ORDER, lastMutationId: 1 })
    expect((await s.as('admin', 'GET', '/api/production-lines/15')).body.status).toBe('stopped')
    const resent = await push('operator', clientId, [
      await mutation('operator', 2, 'line.setStatus', { lineId: 15, status: 'maintenance', baseVersion: 0 }),
      await mutation('operator', 3, 'line.setStatus', { lineId: 15, status: 'running', baseVersion: 0 }),
    ])
    expect(resent.body.lastMutationId).toBe(3)
    // Both applied, in order: leaving maintenance holds the line for hygiene clearance (issue 29).
    expect((await s.as('admin', 'GET', '/api/production-lines/15')).body.status).toBe('awaiting_clearance')
  })

  it('clamps the device time to the session start and now', async () => {
    s.clock.advance(10 * 60_000)
    const pressed = new Date(s.clock.now().getTime() - 5 * 60_000).toISOString()
    await push('operator', randomUUID(), [
      await mutation(
        'operator',
        1,
        'line.setStatus',
        { lineId: 13, status: 'stopped', baseVersion: 0, at: pressed },
        pressed,
      ),
    ])
    const row = await s.db
      .selectFrom('line_status_history')
      .selectAll()
      .where('line_id', '=', 13)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row.at).toBe(pressed)
    const future = new Date(s.clock.now().getTime() + 3600_000).toISOString()
    await push('operator', randomUUID(), [
      await mutation('operator', 1, 'line.setStatus', { lineId: 13, status: 'running', baseVersion: 0 }, future),
    ])
    const next = await s.db
      .selectFrom('line_status_history')
      .selectAll()
      .where('line_id', '=', 13)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(next.at).toBe(s.clock.now().toISOString())
    // The same instant written with an offset and without milliseconds is kept in the canonical form.
    s.clock.advance(60_000)
    const earlier = new Date(s.clock.now().getTime() - 30_000)
    const withOffset = new Date(earlier.getTime() + 2 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+02:00')
    await push('operator', randomUUID(), [
      await mutation('operator', 1, 'line.setStatus', { lineId: 12, status: 'stopped', baseVersion: 0 }, withOffset),
    ])
    const offsetRow = await s.db
      .selectFrom('line_status_history')
      .selectAll()
      .where('line_id', '=', 12)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(offsetRow.at).toBe(new Date(Math.floor(earlier.getTime() / 1000) * 1000).toISOString())
    const beforeLogin = '2020-01-01T00:00:00.000Z'
    await push('operator', randomUUID(), [
      await mutation('operator', 1, 'equipment.setStatus', { equipmentId: 1, status: 'maintenance' }, beforeLogin),
    ])
    const audit = await s.db.selectFrom('audit_log').select('timestamp').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(audit.timestamp > beforeLogin).toBe(true)
  })

  it('keeps the queue on 401: an unauthenticated push is refused before any mutation', async () => {
    const clientId = randomUUID()
    const res = await s.request('POST', '/api/sync/push', {
      token: 'expired',
      body: {
        clientId,
        mutations: [
          {
            mutationId: 1,
            name: 'line.setStatus',
            args: { lineId: 16, status: 'stopped', baseVersion: 0 },
            createdAt: s.clock.now().toISOString(),
          },
        ],
      },
    })
    expect(res.status).toBe(401)
    expect(await s.db.selectFrom('sync_clients').selectAll().where('client_id', '=', clientId).execute()).toEqual([])
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
    expect(snap.body.changes.engineers.map((e: { role: string }) => e.role).sort()).toEqual([
      'engineer',
      'engineer',
      'it',
    ])
    const cursor = snap.body.cursor

    const empty = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${cursor}`)
    expect(empty.body).toMatchObject({ snapshot: false, cursor, deletes: [] })
    expect(empty.body.changes.lines).toEqual([])

    const v = await lineVersion(21)
    await push('engineer', clientId, [
      await mutation('engineer', 1, 'line.setStatus', { lineId: 21, status: 'maintenance', baseVersion: v }),
    ])
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
    const res = await s.app.request('/api/events', {
      headers: { Authorization: `Bearer ${await s.login('engineer')}` },
      signal: controller.signal,
    })
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
    const seq = (
      await s.db
        .selectFrom('change_log')
        .select((eb) => eb.fn.max('seq').as('m'))
        .executeTakeFirstOrThrow()
    ).m
    expect(text).toContain(`id: ${seq}`)
    controller.abort()
    await reader.cancel().catch(() => undefined)
  })

  it('sends heartbeat comments at the configured interval, and none before it', async () => {
    const read = async (heartbeatMs: number, forMs: number) => {
      const t = await createTestServer({ config: { heartbeatMs } })
      try {
        const controller = new AbortController()
        const res = await t.app.request('/api/events', {
          headers: { Authorization: `Bearer ${await t.login('engineer')}` },
          signal: controller.signal,
        })
        const reader = res.body!.getReader()
        let text = ''
        const deadline = Date.now() + forMs
        while (Date.now() < deadline) {
          const next = await Promise.race([
            reader.read(),
            new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
          ])
          if (!next || next.done) break
          text += new TextDecoder().decode(next.value)
        }
        controller.abort()
        await reader.cancel().catch(() => undefined)
        return text.split(': heartbeat').length - 1
      } finally {
        await t.close()
      }
    }
    expect(await read(100, 650)).toBeGreaterThanOrEqual(3)
    expect(await read(15_000, 650)).toBe(0)
  })
})
