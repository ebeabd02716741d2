// Device time within bounds (DESIGN.md §6, decision 179): a pushed change's time is never in the future, never
// more than 7 days old, never before the session it was made in or — when it names no session of this user —
// before the client's first push.
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let t: TestServer
beforeEach(async () => {
  t = await createTestServer()
})
afterEach(() => t.close())

const DAY = 86_400_000

async function signIn(username: string): Promise<string> {
  return (await t.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })).body.token
}

const create = (mutationId: number, ticketId: string, createdAt: string, authToken?: string) => ({
  mutationId,
  name: 'ticket.create',
  args: {
    id: ticketId,
    lineId: 3,
    lineName: 'Unit B - Line 3',
    category: 'mechanical',
    priority: 'medium',
    description: `Device time ${mutationId}`,
  },
  createdAt,
  authToken,
})

async function pushAs(token: string, clientId: string, mutations: unknown[]) {
  const res = await t.request('POST', '/api/sync/push', { token, body: { clientId, mutations } })
  expect(res.status).toBe(200)
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'))
  return res
}

async function createdAt(ticketId: string): Promise<string> {
  return (await t.db.selectFrom('tickets').select('created_at').where('id', '=', ticketId).executeTakeFirstOrThrow())
    .created_at
}

it('stores no year-1 creation time: a change without a session, on a client first seen now, takes the push time', async () => {
  const token = await signIn('operator')
  t.clock.advance(3 * 3_600_000)
  const ticketId = randomUUID()
  await pushAs(token, randomUUID(), [create(1, ticketId, '0001-01-01T00:00:00.000Z')])
  expect(await createdAt(ticketId)).toBe(t.clock.now().toISOString())
})

it('a change without a session is never dated before its client first pushed', async () => {
  const token = await signIn('operator')
  const clientId = randomUUID()
  const firstPush = t.clock.now().toISOString()
  await pushAs(token, clientId, [create(1, randomUUID(), firstPush, token)])
  t.clock.advance(2 * DAY)
  const next = await signIn('operator')
  const before = randomUUID()
  const after = randomUUID()
  const afterFirst = new Date(Date.parse(firstPush) + 3_600_000).toISOString()
  await pushAs(next, clientId, [
    create(2, before, new Date(Date.parse(firstPush) - DAY).toISOString()),
    create(3, after, afterFirst),
  ])
  expect(await createdAt(before)).toBe(firstPush)
  // A time inside the window is kept as the device said.
  expect(await createdAt(after)).toBe(afterFirst)
})

it('a change is never more than 7 days old, even under a session that started earlier', async () => {
  const old = await signIn('operator')
  const sessionStart = t.clock.now().toISOString()
  t.clock.advance(10 * DAY)
  const fresh = await signIn('operator')
  const ticketId = randomUUID()
  // Made an hour into the old session, sent ten days later under the user's new sign-in.
  await pushAs(fresh, randomUUID(), [
    create(1, ticketId, new Date(Date.parse(sessionStart) + 3_600_000).toISOString(), old),
  ])
  expect(await createdAt(ticketId)).toBe(new Date(t.clock.now().getTime() - 7 * DAY).toISOString())
})

it('keeps the session floor and the future bound', async () => {
  const token = await signIn('operator')
  const sessionStart = t.clock.now().toISOString()
  t.clock.advance(3_600_000)
  const early = randomUUID()
  const future = randomUUID()
  await pushAs(token, randomUUID(), [
    create(1, early, '2020-01-01T00:00:00.000Z', token),
    create(2, future, '2999-01-01T00:00:00.000Z', token),
  ])
  expect(await createdAt(early)).toBe(sessionStart)
  expect(await createdAt(future)).toBe(t.clock.now().toISOString())
})

it('a client row from before first-push times were kept gets one at its next applied push', async () => {
  const token = await signIn('operator')
  const clientId = randomUUID()
  await pushAs(token, clientId, [create(1, randomUUID(), t.clock.now().toISOString(), token)])
  await t.db.updateTable('sync_clients').set({ first_push_at: null }).where('client_id', '=', clientId).execute()
  t.clock.advance(DAY)
  // Not known: only the 7-day bound applies to this push…
  const unknown = randomUUID()
  await pushAs(await signIn('operator'), clientId, [
    create(2, unknown, new Date(t.clock.now().getTime() - 3 * DAY).toISOString()),
  ])
  expect(await createdAt(unknown)).toBe(new Date(t.clock.now().getTime() - 3 * DAY).toISOString())
  const row = await t.db
    .selectFrom('sync_clients')
    .select('first_push_at')
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow()
  // …and the ones after it are floored at it.
  expect(row.first_push_at).toBe(t.clock.now().toISOString())
})
