// Sessions and push (DESIGN.md §2): device time never authorises; a revoked session writes nothing, an expired
// one only within the grace; its live stream closes when it ends.
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { SESSION_MS } from '../../shared/constants'
import { PUSH_GRACE_MS } from '../../shared/schemas/sync'
import { createTestServer, type TestServer } from '../testing/test-server'

let t: TestServer
beforeEach(async () => {
  t = await createTestServer()
})
afterEach(() => t.close())

async function signIn(username: string): Promise<string> {
  return (await t.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })).body.token
}

const press = (mutationId: number, lineId: number, status: string, createdAt: string, authToken?: string) => ({
  mutationId,
  name: 'line.setStatus',
  args: { lineId, status, baseVersion: 0 },
  createdAt,
  authToken,
})

async function lineStatus(id: number): Promise<string> {
  const row = await t.db.selectFrom('production_lines').select('status').where('id', '=', id).executeTakeFirstOrThrow()
  return row.status
}

it('a logged-out session writes nothing, whatever device time the change carries', async () => {
  const token = await signIn('operator')
  const madeBefore = t.clock.now().toISOString()
  t.clock.advance(60_000)
  await t.request('POST', '/api/auth/logout', { token })
  const clientId = randomUUID()
  const res = await t.request('POST', '/api/sync/push', {
    token,
    body: { clientId, mutations: [press(1, 1, 'stopped', madeBefore, token)] },
  })
  expect(res.status).toBe(401)
  expect(await lineStatus(1)).toBe('running')
  expect(await t.db.selectFrom('sync_clients').selectAll().where('client_id', '=', clientId).execute()).toEqual([])

  // The same queue goes out under the user's next sign-in, the press keeping its own time.
  const next = await signIn('operator')
  const sent = await t.request('POST', '/api/sync/push', {
    token: next,
    body: { clientId, mutations: [press(1, 1, 'stopped', madeBefore, token)] },
  })
  expect(sent.body.results).toEqual([{ mutationId: 1, status: 'applied' }])
  expect(await lineStatus(1)).toBe('stopped')
})

it('an expired session sends its queue within the grace, not after it', async () => {
  const token = await signIn('operator')
  const madeAt = t.clock.now().toISOString()
  t.clock.advance(SESSION_MS + PUSH_GRACE_MS - 60_000)
  const clientId = randomUUID()
  const within = await t.request('POST', '/api/sync/push', {
    token,
    body: { clientId, mutations: [press(1, 2, 'stopped', madeAt, token)] },
  })
  expect(within.body.results).toEqual([{ mutationId: 1, status: 'applied' }])
  // Pull and the live stream need a live session.
  expect((await t.request('GET', `/api/sync/pull?clientId=${clientId}`, { token })).status).toBe(401)

  t.clock.advance(2 * 60_000)
  const after = await t.request('POST', '/api/sync/push', {
    token,
    body: { clientId, mutations: [press(2, 2, 'running', madeAt, token)] },
  })
  expect(after.status).toBe(401)
  expect(await lineStatus(2)).toBe('stopped')
})

it('closes the live stream at logout', async () => {
  const token = await signIn('engineer')
  const res = await t.app.request('/api/events', { headers: { Authorization: `Bearer ${token}` } })
  const reader = res.body!.getReader()
  let text = ''
  while (!text.includes('event: hello')) text += new TextDecoder().decode((await reader.read()).value)
  await t.request('POST', '/api/auth/logout', { token })
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    text += new TextDecoder().decode(value)
  }
  expect(text).toContain('event: session-ended')
})

it('closes the live stream when the session expires', async () => {
  const token = await signIn('engineer')
  // The stream times its end by the session's expiry, on the real clock: make it near.
  await t.db
    .updateTable('sessions')
    .set({ expires_at: new Date(t.clock.now().getTime() + 150).toISOString() })
    .execute()
  const res = await t.app.request('/api/events', { headers: { Authorization: `Bearer ${token}` } })
  const reader = res.body!.getReader()
  let text = ''
  const started = Date.now()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    text += new TextDecoder().decode(value)
  }
  expect(text).toContain('event: session-ended')
  expect(Date.now() - started).toBeLessThan(5000)
})
