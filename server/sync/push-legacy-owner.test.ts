// A sync client row made before client ids were bound to accounts (owner null) is bound to the account of its
// first push, once: a second account is refused after it, and two accounts racing cannot both own it (decision 181).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PUSH_FOREIGN_CLIENT } from '../../shared/schemas/sync'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function legacyClient(lastMutationId: number): Promise<string> {
  const clientId = randomUUID()
  await s.db
    .insertInto('sync_clients')
    .values({
      client_id: clientId,
      last_mutation_id: lastMutationId,
      user_id: null,
      owner_user_id: null,
      updated_at: '2026-11-01T00:00:00.000Z',
    })
    .execute()
  return clientId
}

async function push(user: string, clientId: string, mutationId: number) {
  const token = await s.login(user)
  const mutation = {
    mutationId,
    name: 'ticket.create',
    args: {
      id: randomUUID(),
      lineId: 3,
      lineName: 'Unit B - Line 3',
      category: 'mechanical',
      priority: 'medium',
      description: `Legacy ${user}`,
    },
    createdAt: s.clock.now().toISOString(),
    authToken: token,
  }
  return s.request('POST', '/api/sync/push', { token, body: { clientId, mutations: [mutation] } })
}

async function owner(clientId: string) {
  return (
    await s.db
      .selectFrom('sync_clients')
      .select('owner_user_id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
  ).owner_user_id
}

it('binds an ownerless client row to the account of its first push; another account is then refused', async () => {
  const clientId = await legacyClient(4)
  const first = await push('operator', clientId, 5)
  expect(first.status).toBe(200)
  expect(first.body.lastMutationId).toBe(5)
  expect(await owner(clientId)).toBe(await s.userId('operator'))

  const other = await push('operator2', clientId, 6)
  expect(other.status).toBe(403)
  expect(other.body.reason).toBe(PUSH_FOREIGN_CLIENT)
  const row = await s.db
    .selectFrom('sync_clients')
    .select(['last_mutation_id', 'owner_user_id'])
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({ last_mutation_id: 5, owner_user_id: await s.userId('operator') })
})

it('binds it even when the first push applies nothing new (a re-sent batch)', async () => {
  const clientId = await legacyClient(4)
  const resent = await push('engineer', clientId, 4)
  expect(resent.status).toBe(200)
  expect(await owner(clientId)).toBe(await s.userId('engineer'))
  expect((await push('engineer2', clientId, 5)).status).toBe(403)
})

it('a refused first push binds nothing', async () => {
  const clientId = await legacyClient(4)
  expect((await push('operator', clientId, 9)).status).toBe(409)
  expect(await owner(clientId)).toBeNull()
})

it('two accounts racing for one ownerless row: exactly one owns it, the other is refused', async () => {
  for (let round = 0; round < 5; round++) {
    const clientId = await legacyClient(0)
    const [a, b] = await Promise.all([push('operator', clientId, 1), push('operator2', clientId, 1)])
    expect([a.status, b.status].sort()).toEqual([200, 403])
    const winner = a.status === 200 ? 'operator' : 'operator2'
    expect(await owner(clientId)).toBe(await s.userId(winner))
    const row = await s.db
      .selectFrom('sync_clients')
      .select('last_mutation_id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
    expect(row.last_mutation_id).toBe(1)
  }
})
