import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const newMachine = (over: Record<string, unknown> = {}) => ({
  name: 'Spare Sealer',
  type: 'Sealer',
  model: 'Trave 590',
  serialNumber: 'SN-X',
  lineId: 2,
  ...over,
})

describe('reading machines', () => {
  it('GET /all groups every machine under its line id', async () => {
    const res = await s.as('operator', 'GET', '/api/machines/all')
    expect(res.status).toBe(200)
    const total = await s.db
      .selectFrom('machines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const grouped = res.body as Record<string, { lineId: number; status: string }[]>
    expect(Object.values(grouped).flat()).toHaveLength(Number(total.n))
    for (const [lineId, machines] of Object.entries(grouped))
      for (const m of machines) expect(m.lineId).toBe(Number(lineId))
    expect(grouped['1']![0]).toMatchObject({ code: expect.stringMatching(/^L01-M/), isActive: true })
  })

  it('GET /line/{lineId} returns one line, 404 for an unknown line, 400 for a bad id', async () => {
    const res = await s.as('viewer', 'GET', '/api/machines/line/3')
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(0)
    expect(res.body.every((m: { lineId: number }) => m.lineId === 3)).toBe(true)
    expect((await s.as('viewer', 'GET', '/api/machines/line/99')).status).toBe(404)
    expect((await s.as('viewer', 'GET', '/api/machines/line/abc')).status).toBe(400)
  })

  it('needs a signed-in user', async () => {
    expect((await s.request('GET', '/api/machines/all')).status).toBe(401)
    expect((await s.request('GET', '/api/machines/line/1')).status).toBe(401)
  })
})

describe('POST /api/machines', () => {
  it('creates with default status operational and a lower-case type', async () => {
    const res = await s.as('engineer', 'POST', '/api/machines', newMachine())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Spare Sealer',
      type: 'sealer',
      model: 'Trave 590',
      serialNumber: 'SN-X',
      lineId: 2,
      status: 'operational',
    })
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a client-made id and lands a retried create once', async () => {
    const id = randomUUID()
    const first = await s.as('engineer', 'POST', '/api/machines', newMachine({ id, name: 'Retry Me' }))
    const again = await s.as('engineer', 'POST', '/api/machines', newMachine({ id, name: 'Retry Me' }))
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const rows = await s.db.selectFrom('machines').select('id').where('id', '=', id).execute()
    expect(rows).toHaveLength(1)
    const audits = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'machine.create')
      .where('resource_id', '=', id)
      .execute()
    expect(audits).toHaveLength(1)
  })

  it('names each bad field', async () => {
    const res = await s.as('engineer', 'POST', '/api/machines', { name: ' ', status: 'exploded' })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.fields).sort()).toEqual(['lineId', 'name', 'status', 'type'])
    for (const field of ['name', 'type', 'lineId', 'status']) expect(res.body.message).toContain(field)
  })

  it('answers 404 for an unknown line and 409 for a code already in use', async () => {
    expect((await s.as('engineer', 'POST', '/api/machines', newMachine({ lineId: 99 }))).status).toBe(404)
    const dup = await s.as('engineer', 'POST', '/api/machines', newMachine({ code: 'L01-M1' }))
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('A machine with code L01-M1 already exists')
  })
})

describe('PATCH /api/machines/{id}', () => {
  let id: string
  beforeAll(async () => {
    id = (await s.as('engineer', 'POST', '/api/machines', newMachine({ name: 'Patch Target', code: 'PT-1' }))).body.id
  })

  it('takes {updates} or the fields themselves', async () => {
    const a = await s.as('engineer', 'PATCH', `/api/machines/${id}`, { updates: { status: 'fault' } })
    expect(a.status).toBe(200)
    expect(a.body).toMatchObject({ id, status: 'fault', name: 'Patch Target' })
    const b = await s.as('admin', 'PATCH', `/api/machines/${id}`, { name: 'Renamed', model: '', status: 'maintenance' })
    expect(b.body).toMatchObject({ name: 'Renamed', model: null, status: 'maintenance' })
  })

  it('names the bad field and refuses an empty change', async () => {
    const bad = await s.as('engineer', 'PATCH', `/api/machines/${id}`, { updates: { status: 'exploded' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['status'])
    const flat = await s.as('engineer', 'PATCH', `/api/machines/${id}`, { name: '' })
    expect(Object.keys(flat.body.fields)).toEqual(['name'])
    expect((await s.as('engineer', 'PATCH', `/api/machines/${id}`, {})).status).toBe(400)
  })

  it('answers 404 for an unknown machine or line, 409 for a taken code', async () => {
    expect((await s.as('engineer', 'PATCH', `/api/machines/${randomUUID()}`, { status: 'fault' })).status).toBe(404)
    expect((await s.as('engineer', 'PATCH', '/api/machines/not-a-uuid', { status: 'fault' })).body).toMatchObject({
      error: 'validation',
      fields: { id: expect.any(String) },
    })
    expect((await s.as('engineer', 'PATCH', `/api/machines/${id}`, { lineId: 99 })).status).toBe(404)
    expect((await s.as('engineer', 'PATCH', `/api/machines/${id}`, { code: 'L01-M2' })).status).toBe(409)
    expect((await s.as('engineer', 'PATCH', `/api/machines/${id}`, { code: 'PT-1' })).status).toBe(200)
  })
})

describe('DELETE /api/machines/{id}', () => {
  it('deletes, then answers 404', async () => {
    const id = (await s.as('engineer', 'POST', '/api/machines', newMachine({ name: 'Doomed' }))).body.id
    const res = await s.as('engineer', 'DELETE', `/api/machines/${id}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true })
    expect(await s.db.selectFrom('machines').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    expect((await s.as('engineer', 'DELETE', `/api/machines/${id}`)).status).toBe(404)
  })
})

describe('who may change machines (DESIGN.md §3: engineers and admins)', () => {
  it('refuses operator, it and demo_viewer on every write', async () => {
    const target = (await s.as('engineer', 'POST', '/api/machines', newMachine({ name: 'Guarded' }))).body.id
    for (const user of ['operator', 'it', 'viewer']) {
      expect((await s.as(user, 'POST', '/api/machines', newMachine())).status, `${user} create`).toBe(403)
      expect((await s.as(user, 'POST', '/api/machines', {})).status, `${user} create, bad body`).toBe(403)
      expect((await s.as(user, 'PATCH', `/api/machines/${target}`, { status: 'fault' })).status, `${user} update`).toBe(
        403,
      )
      expect((await s.as(user, 'DELETE', `/api/machines/${target}`)).status, `${user} delete`).toBe(403)
      const form = new FormData()
      form.append('file', new Blob(['Code,Description\nZ-1,Z\n'], { type: 'text/csv' }), 'm.csv')
      form.append('lineId', '1')
      expect(
        (await s.request('POST', '/api/machines/import', { token: await s.login(user), body: form })).status,
        `${user} import`,
      ).toBe(403)
    }
    expect(
      (await s.as('engineer', 'GET', '/api/machines/line/2')).body.find((m: { id: string }) => m.id === target).status,
    ).toBe('operational')
  })

  it('lets engineer, admin and superadmin create, update and delete', async () => {
    for (const user of ['engineer', 'admin', 'superadmin']) {
      const created = await s.as(user, 'POST', '/api/machines', newMachine({ name: `By ${user}` }))
      expect(created.status, user).toBe(201)
      expect((await s.as(user, 'PATCH', `/api/machines/${created.body.id}`, { status: 'offline' })).status, user).toBe(
        200,
      )
      expect((await s.as(user, 'DELETE', `/api/machines/${created.body.id}`)).status, user).toBe(200)
    }
  })
})

describe('every machine write is audited and logged for sync', () => {
  it('writes audit and change-log rows for create, update and delete', async () => {
    const engineerId = await s.userId('engineer')
    const id = (await s.as('engineer', 'POST', '/api/machines', newMachine({ name: 'Traced' }))).body.id
    await s.as('engineer', 'PATCH', `/api/machines/${id}`, { status: 'fault' })
    await s.as('engineer', 'DELETE', `/api/machines/${id}`)
    const audits = await s.db.selectFrom('audit_log').selectAll().where('resource_id', '=', id).orderBy('id').execute()
    expect(audits.map((a) => a.action)).toEqual(['machine.create', 'machine.update', 'machine.delete'])
    expect(audits.every((a) => a.user_id === engineerId && a.resource_type === 'machine')).toBe(true)
    const changes = await s.db.selectFrom('change_log').selectAll().where('entity_id', '=', id).orderBy('seq').execute()
    expect(changes.map((c) => [c.entity, c.op])).toEqual([
      ['machines', 'upsert'],
      ['machines', 'upsert'],
      ['machines', 'delete'],
    ])
  })
})
