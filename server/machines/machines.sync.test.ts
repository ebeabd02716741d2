import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function push(user: string, clientId: string, mutations: { mutationId: number; name: string; args: unknown }[]) {
  const token = await s.login(user)
  const createdAt = s.clock.now().toISOString()
  return s.as(user, 'POST', '/api/sync/push', {
    clientId,
    mutations: mutations.map((m) => ({ ...m, createdAt, authToken: token })),
  })
}

describe('machine mutations through /api/sync/push', () => {
  it('applies create, update and delete once, and pull shows the tombstone', async () => {
    const clientId = randomUUID()
    const id = randomUUID()
    const { cursor } = (await s.as('engineer', 'GET', `/api/sync/pull?clientId=${clientId}`)).body
    const batch = [
      {
        mutationId: 1,
        name: 'machine.create',
        args: { id, lineId: 4, name: 'Offline Slicer', type: 'slicer', code: 'OFF-1' },
      },
      { mutationId: 2, name: 'machine.update', args: { id, updates: { status: 'fault', model: 'TVI GMS 520' } } },
      { mutationId: 3, name: 'machine.delete', args: { id } },
    ]
    const res = await push('engineer', clientId, batch)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      lastMutationId: 3,
      results: [
        { mutationId: 1, status: 'applied' },
        { mutationId: 2, status: 'applied' },
        { mutationId: 3, status: 'applied' },
      ],
    })

    const replay = await push('engineer', clientId, batch)
    // A re-send hears the stored verdicts again (decision 080).
    expect(replay.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied'])
    const audits = await s.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', id)
      .orderBy('id')
      .execute()
    expect(audits.map((a) => a.action)).toEqual(['machine.create', 'machine.update', 'machine.delete'])
    expect(await s.db.selectFrom('machines').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()

    const pulled = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${clientId}`)
    expect(pulled.body.lastMutationId).toBe(3)
    expect(pulled.body.deletes).toContainEqual({ entity: 'machines', id })
    expect(pulled.body.changes.machines.find((m: { id: string }) => m.id === id)).toBeUndefined()
  })

  it('pulls a created machine as a change', async () => {
    const clientId = randomUUID()
    const id = randomUUID()
    const { cursor } = (await s.as('engineer', 'GET', '/api/sync/pull')).body
    await push('engineer', clientId, [
      { mutationId: 1, name: 'machine.create', args: { id, lineId: 4, name: 'Kept', type: 'other' } },
    ])
    const pulled = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${cursor}`)
    expect(pulled.body.changes.machines).toEqual([
      expect.objectContaining({ id, name: 'Kept', status: 'operational', lineId: 4 }),
    ])
  })

  it('rejects with a reason what a role may not do or what is invalid, and moves on', async () => {
    const clientId = randomUUID()
    const res = await push('operator', clientId, [
      { mutationId: 1, name: 'machine.create', args: { id: randomUUID(), lineId: 4, name: 'Nope', type: 'other' } },
    ])
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'forbidden' })
    const engineerClient = randomUUID()
    const bad = await push('engineer', engineerClient, [
      { mutationId: 1, name: 'machine.create', args: { lineId: 4, name: 'No id', type: 'other' } },
      { mutationId: 2, name: 'machine.update', args: { id: randomUUID(), updates: { status: 'fault' } } },
    ])
    expect(bad.body.results).toEqual([
      expect.objectContaining({ status: 'rejected', code: 'validation' }),
      expect.objectContaining({ status: 'rejected', code: 'not_found', reason: 'Machine not found' }),
    ])
    expect(bad.body.lastMutationId).toBe(2)
  })

  it('treats a delete of a machine someone already removed as done', async () => {
    const res = await push('engineer', randomUUID(), [
      { mutationId: 1, name: 'machine.delete', args: { id: randomUUID() } },
    ])
    expect(res.body.results[0]).toEqual({ mutationId: 1, status: 'applied' })
  })
})
