import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EQUIPMENT_SEED } from './equipment-list'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('reading equipment', () => {
  it('lists every device with its QR value and serial number', async () => {
    const res = await s.as('operator', 'GET', '/api/equipment')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(EQUIPMENT_SEED.length)
    const first = res.body[0]
    expect(first).toMatchObject({ qrCode: `EQUIPMENT:${first.id}`, isActive: true })
    expect(Array.isArray(first.locations)).toBe(true)
  })

  it('filters by department: Engineering or IT, 400 naming department otherwise', async () => {
    const eng = await s.as('it', 'GET', '/api/equipment/by-department/Engineering')
    const it_ = await s.as('it', 'GET', '/api/equipment/by-department/IT')
    expect(eng.body.every((e: { department: string }) => e.department === 'Engineering')).toBe(true)
    expect(it_.body.every((e: { department: string }) => e.department === 'IT')).toBe(true)
    expect(eng.body.length + it_.body.length).toBe(EQUIPMENT_SEED.length)
    const bad = await s.as('it', 'GET', '/api/equipment/by-department/Sales')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('department')
  })

  it('returns one device, or 404 "Equipment not found"', async () => {
    expect((await s.as('viewer', 'GET', '/api/equipment/1')).body).toMatchObject({ id: 1, qrCode: 'EQUIPMENT:1' })
    const missing = await s.as('viewer', 'GET', '/api/equipment/999')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Equipment not found')
    expect((await s.as('viewer', 'GET', '/api/equipment/abc')).status).toBe(400)
  })

  it('needs a signed-in user', async () => {
    expect((await s.request('GET', '/api/equipment')).status).toBe(401)
    expect((await s.request('GET', '/api/equipment/1')).status).toBe(401)
  })
})

describe('PATCH /api/equipment/{id}/status', () => {
  it('lets operator, engineer, it and admins set status, with audit and change rows', async () => {
    for (const [user, status] of [
      ['operator', 'fault'],
      ['engineer', 'maintenance'],
      ['it', 'offline'],
      ['admin', 'operational'],
      ['superadmin', 'fault'],
    ]) {
      const res = await s.as(user!, 'PATCH', '/api/equipment/2/status', { status })
      expect(res.status, user).toBe(200)
      expect(res.body).toMatchObject({ id: 2, status })
    }
    const audits = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'equipment.status')
      .where('resource_id', '=', '2')
      .execute()
    expect(audits).toHaveLength(5)
    expect(JSON.parse(audits[1]!.details!)).toEqual({ from: 'fault', to: 'maintenance' })
    const changes = await s.db
      .selectFrom('change_log')
      .selectAll()
      .where('entity', '=', 'equipment')
      .where('entity_id', '=', '2')
      .execute()
    expect(changes).toHaveLength(5)
  })

  it('refuses demo_viewer, names a bad status, 404 for unknown equipment', async () => {
    expect((await s.as('viewer', 'PATCH', '/api/equipment/2/status', { status: 'fault' })).status).toBe(403)
    const bad = await s.as('operator', 'PATCH', '/api/equipment/2/status', { status: 'broken' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['status'])
    expect((await s.as('operator', 'PATCH', '/api/equipment/999/status', { status: 'fault' })).status).toBe(404)
  })

  it('applies equipment.setStatus from the outbox with the same rules', async () => {
    // Each account pushes under its own client id (decision 083).
    const clients = new Map<string, string>()
    const push = async (user: string, mutationId: number, args: unknown) =>
      s.as(user, 'POST', '/api/sync/push', {
        clientId: clients.get(user) ?? clients.set(user, randomUUID()).get(user),
        mutations: [
          {
            mutationId,
            name: 'equipment.setStatus',
            args,
            createdAt: s.clock.now().toISOString(),
            authToken: await s.login(user),
          },
        ],
      })
    expect((await push('operator', 1, { equipmentId: 3, status: 'fault' })).body.results[0]).toEqual({
      mutationId: 1,
      status: 'applied',
    })
    expect((await s.as('operator', 'GET', '/api/equipment/3')).body.status).toBe('fault')
    expect((await push('viewer', 1, { equipmentId: 3, status: 'operational' })).body.results[0]).toMatchObject({
      status: 'rejected',
      code: 'forbidden',
    })
  })
})

describe('POST /api/equipment/initialize', () => {
  it('is admin only', async () => {
    for (const user of ['operator', 'engineer', 'it', 'viewer']) {
      expect((await s.as(user, 'POST', '/api/equipment/initialize')).status, user).toBe(403)
    }
  })

  it('adds nothing when equipment exists, and seeds an empty table once', async () => {
    expect((await s.as('admin', 'POST', '/api/equipment/initialize')).body).toEqual({ success: true, count: 0 })
    await s.db.deleteFrom('equipment').execute()
    const res = await s.as('superadmin', 'POST', '/api/equipment/initialize')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, count: EQUIPMENT_SEED.length })
    const list = (await s.as('admin', 'GET', '/api/equipment')).body
    expect(list.map((e: { name: string }) => e.name).sort()).toEqual(EQUIPMENT_SEED.map((e) => e.name).sort())
    expect(list[0].serialNumber).toBe(`${list[0].department}-${list[0].id}`)
    expect((await s.as('admin', 'POST', '/api/equipment/initialize')).body.count).toBe(0)
    const audits = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'equipment.initialize').execute()
    expect(audits).toHaveLength(1)
  })
})
