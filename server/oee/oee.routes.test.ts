// Stop reasons, stops, device keys and counts, the OEE report (issue 30), on the real app (SQLite or PostgreSQL).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const MIN = 60_000
const iso = (ms: number) => new Date(ms).toISOString()
const now = () => s.clock.now().getTime()

async function reasonId(name: string): Promise<number> {
  const res = await s.as('operator', 'GET', '/api/stop-reasons')
  return res.body.find((r: { name: string }) => r.name === name).id
}

async function stopFor(lineId: number, minutes: number, status = 'stopped') {
  await s.as('operator', 'PATCH', `/api/production-lines/${lineId}`, { status })
  const startedAt = now()
  s.clock.advance(minutes * MIN)
  return startedAt
}

async function stopsOf(lineId: number, from: number) {
  const res = await s.as('engineer', 'GET', `/api/lines/${lineId}/stops?start=${iso(from)}&end=${iso(now() + MIN)}`)
  expect(res.status).toBe(200)
  return res.body
}

describe('stop reasons', () => {
  it('lists the default tree: planned changeover, cleaning, planned maintenance, break; unplanned the rest', async () => {
    const res = await s.as('operator', 'GET', '/api/stop-reasons')
    expect(res.status).toBe(200)
    const planned = res.body.filter((r: { planned: boolean }) => r.planned).map((r: { name: string }) => r.name)
    expect(planned).toEqual(['Changeover', 'Cleaning / CIP', 'Planned maintenance', 'Break'])
    expect(res.body).toHaveLength(10)
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), category: 'changeover', planned: true })
    expect(res.body[4].names).toEqual({
      en: 'Mechanical breakdown',
      pl: 'Awaria mechaniczna',
      lt: 'Mechaninis gedimas',
    })
  })

  it('admins add reasons; others may not; a used reason is retired, never deleted', async () => {
    const body = {
      category: 'other',
      nameEn: 'Power cut',
      namePl: 'Brak prądu',
      nameLt: 'Elektros nutraukimas',
      planned: false,
    }
    expect((await s.as('engineer', 'POST', '/api/stop-reasons', body)).status).toBe(403)
    const bad = await s.as('admin', 'POST', '/api/stop-reasons', Object.assign({}, body, { namePl: '' }))
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('namePl')
    const created = await s.as('admin', 'POST', '/api/stop-reasons', body)
    expect(created.status).toBe(201)
    const id = created.body.id as number
    const started = await stopFor(26, 5)
    const explain = await s.as('operator', 'POST', '/api/lines/26/stops/explain', {
      id: randomUUID(),
      at: iso(started),
      reasonId: id,
    })
    expect(explain.status).toBe(200)
    expect((await s.as('admin', 'DELETE', `/api/stop-reasons/${id}`)).status).toBe(409)
    expect((await s.as('admin', 'PATCH', `/api/stop-reasons/${id}`, { planned: true })).status).toBe(409)
    const retired = await s.as('admin', 'PATCH', `/api/stop-reasons/${id}`, { retired: true })
    expect(retired.body).toMatchObject({ retired: true })
    const again = await s.as('engineer', 'POST', '/api/lines/26/stops/explain', {
      id: randomUUID(),
      at: iso(started),
      reasonId: id,
    })
    expect(again.status).toBe(409)
    const unused = await s.as('admin', 'POST', '/api/stop-reasons', Object.assign({}, body, { nameEn: 'Unused' }))
    expect((await s.as('admin', 'DELETE', `/api/stop-reasons/${unused.body.id}`)).status).toBe(204)
    await s.as('operator', 'PATCH', '/api/production-lines/26', { status: 'running' })
  })
})

describe('stops', () => {
  it('a stop is unexplained until the operator picks a reason; a second operator cannot overwrite it', async () => {
    const started = await stopFor(23, 20)
    let stops = await stopsOf(23, started - MIN)
    expect(stops).toHaveLength(1)
    expect(stops[0]).toMatchObject({ startAt: iso(started), endAt: null, reasonId: null, unexplainedMinutes: 20 })
    const material = await reasonId('Material shortage')
    const id = randomUUID()
    const res = await s.as('operator', 'POST', '/api/lines/23/stops/explain', {
      id,
      at: iso(started),
      reasonId: material,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ reasonId: material, unexplainedMinutes: 0 })
    // The same explanation again (a retry) changes nothing.
    expect(
      (await s.as('operator', 'POST', '/api/lines/23/stops/explain', { id, at: iso(started), reasonId: material }))
        .status,
    ).toBe(200)
    const other = await s.as('operator2', 'POST', '/api/lines/23/stops/explain', {
      id: randomUUID(),
      at: iso(started),
      reasonId: await reasonId('No operator'),
    })
    expect(other.status).toBe(409)
    await s.as('operator', 'PATCH', '/api/production-lines/23', { status: 'running' })
    stops = await stopsOf(23, started - MIN)
    expect(stops[0]).toMatchObject({ endAt: iso(started + 20 * MIN), reasonId: material })
  })

  it('an engineer splits a long stop into parts with different reasons; operators may not', async () => {
    const started = await stopFor(24, 90)
    await s.as('operator', 'PATCH', '/api/production-lines/24', { status: 'running' })
    const mech = await reasonId('Mechanical breakdown')
    const elec = await reasonId('Electrical breakdown')
    const parts = [
      { id: randomUUID(), from: iso(started), reasonId: mech },
      { id: randomUUID(), from: iso(started + 60 * MIN), reasonId: elec },
    ]
    expect((await s.as('operator', 'POST', '/api/lines/24/stops/split', { at: iso(started), parts })).status).toBe(403)
    const res = await s.as('engineer', 'POST', '/api/lines/24/stops/split', { at: iso(started), parts })
    expect(res.status).toBe(200)
    expect(res.body.parts).toEqual([
      { startAt: iso(started), endAt: iso(started + 60 * MIN), reasonId: mech },
      { startAt: iso(started + 60 * MIN), endAt: iso(started + 90 * MIN), reasonId: elec },
    ])
    expect(res.body.reasonId).toBe(mech)
    const outside = [
      { id: randomUUID(), from: iso(started), reasonId: mech },
      { id: randomUUID(), from: iso(started + 200 * MIN), reasonId: elec },
    ]
    const bad = await s.as('engineer', 'POST', '/api/lines/24/stops/split', { at: iso(started), parts: outside })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty(['parts.1.from'])
  })

  it('explaining when the line was running is a 409; a bad range a 400', async () => {
    const res = await s.as('operator', 'POST', '/api/lines/25/stops/explain', {
      id: randomUUID(),
      at: iso(now() - 5 * MIN),
      reasonId: await reasonId('Break'),
    })
    expect(res.status).toBe(409)
    expect(
      (await s.as('operator', 'GET', `/api/lines/25/stops?start=${iso(now())}&end=${iso(now() - MIN)}`)).status,
    ).toBe(400)
    expect((await s.as('operator', 'GET', '/api/lines/25/stops?start=x&end=y')).status).toBe(400)
  })

  it('an explanation pushed twice through sync applies once', async () => {
    const started = await stopFor(25, 10)
    const token = await s.login('operator')
    const clientId = randomUUID()
    const mutation = {
      mutationId: 1,
      name: 'stop.explain',
      args: { id: randomUUID(), lineId: 25, at: iso(started), reasonId: await reasonId('Changeover') },
      createdAt: iso(now()),
    }
    for (let i = 0; i < 2; i++) {
      const res = await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations: [mutation] } })
      expect(res.status).toBe(200)
      expect(res.body.results[0].status).toBe('applied')
    }
    const audit = await s.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'stop.explain')
      .where('resource_id', '=', `25:${started}`)
      .execute()
    expect(audit).toHaveLength(1)
    await s.as('operator', 'PATCH', '/api/production-lines/25', { status: 'running' })
  })
})

describe('device keys and counts', () => {
  it('an admin makes a key shown once; a counter posts with it, once per id; sessions and revoked keys get 401', async () => {
    expect((await s.as('engineer', 'POST', '/api/device-keys', { name: 'Counter', lineIds: [23] })).status).toBe(403)
    const made = await s.as('admin', 'POST', '/api/device-keys', { name: 'Line 23 counter', lineIds: [23] })
    expect(made.status).toBe(201)
    expect(made.body).toEqual({ id: expect.any(Number), key: expect.stringMatching(/^lsk_/) })
    const stored = await s.db
      .selectFrom('device_keys')
      .select('key_hash')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow()
    expect(stored.key_hash).not.toContain(made.body.key)
    const listed = await s.as('admin', 'GET', '/api/device-keys')
    expect(JSON.stringify(listed.body)).not.toContain(made.body.key)

    const headers = { Authorization: `Bearer ${made.body.key}` }
    const count = { id: 'plc-1', at: iso(now()), good: 120, rejected: 3 }
    const post = (lineId: number, body: unknown, h: Record<string, string> = headers) =>
      s.request('POST', `/api/lines/${lineId}/counts`, { body, headers: h })
    expect((await post(23, count)).status).toBe(201)
    expect((await post(23, count)).status).toBe(200)
    const rows = await s.db.selectFrom('production_counts').select('good').where('id', '=', 'plc-1').execute()
    expect(rows).toEqual([{ good: 120 }])
    expect((await post(24, Object.assign({}, count, { id: 'plc-2' }))).status).toBe(403)
    const bad = await post(23, Object.assign({}, count, { id: 'plc-3', good: -1 }))
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('good')
    const session = await s.login('admin')
    expect((await post(23, count, { Authorization: `Bearer ${session}` })).status).toBe(401)
    expect((await post(23, count, {})).status).toBe(401)
    // The device key works nowhere else.
    expect((await s.request('GET', '/api/production-lines', { headers })).status).toBe(401)
    expect((await s.as('admin', 'DELETE', `/api/device-keys/${made.body.id}`)).status).toBe(204)
    expect((await post(23, Object.assign({}, count, { id: 'plc-4' }))).status).toBe(401)
    const audit = await s.db.selectFrom('audit_log').select('details').where('action', '=', 'count.record').execute()
    expect(audit.length).toBeGreaterThanOrEqual(1)
  })
})

describe('GET /api/reports/oee', () => {
  it('answers fractions per line and overall, and minutes per reason', async () => {
    const start = now() - 60 * MIN
    const started = await stopFor(26, 30)
    const blocked = await reasonId('Upstream / downstream blocked')
    await s.as('operator', 'POST', '/api/lines/26/stops/explain', {
      id: randomUUID(),
      at: iso(started),
      reasonId: blocked,
    })
    await s.as('operator', 'PATCH', '/api/production-lines/26', { status: 'running' })
    s.clock.advance(30 * MIN)
    const res = await s.as('engineer', 'GET', `/api/reports/oee?start=${iso(start)}&end=${iso(now())}&groupBy=line`)
    expect(res.status).toBe(200)
    expect(res.body.reasons[String(blocked)]).toBe(30)
    const line = res.body.groups.find((g: { key: string }) => g.key === '26')
    expect(line.availability).toBeGreaterThan(0)
    expect(line.availability).toBeLessThan(1)
    // Nothing counted on line 26: performance and OEE are 0, quality unknown.
    expect(line).toMatchObject({ performance: 0, oee: 0, quality: null })
    expect(res.body.overall.availability).toBeGreaterThan(0)
    expect(res.body.overall.availability).toBeLessThanOrEqual(1)
    expect(Object.keys(res.body.losses)).toHaveLength(6)
    for (const g of ['shift', 'product', 'unit'])
      expect(
        (await s.as('admin', 'GET', `/api/reports/oee?start=${iso(start)}&end=${iso(now())}&groupBy=${g}`)).status,
      ).toBe(200)
    expect((await s.as('operator', 'GET', `/api/reports/oee?start=${iso(start)}&end=${iso(now())}`)).status).toBe(403)
    expect(
      (await s.as('admin', 'GET', `/api/reports/oee?start=${iso(start)}&end=${iso(now())}&groupBy=moon`)).status,
    ).toBe(400)
  })

  it('the tablet’s current shift: counts with an ideal rate give performance and quality', async () => {
    const product = (await s.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const rate = await s.as('engineer', 'PUT', '/api/product-rates', {
      productId: product,
      lineId: 25,
      idealRatePerMin: 10,
    })
    expect(rate.status).toBe(200)
    const made = await s.as('admin', 'POST', '/api/device-keys', { name: 'Line 25', lineIds: [25] })
    const res = await s.request('POST', '/api/lines/25/counts', {
      headers: { Authorization: `Bearer ${made.body.key}` },
      body: { id: 'c-25', at: iso(now() - MIN), good: 90, rejected: 10, productId: product },
    })
    expect(res.status).toBe(201)
    const oee = await s.as('operator', 'GET', '/api/lines/25/oee')
    expect(oee.status).toBe(200)
    expect(oee.body.quality).toBeCloseTo(0.9)
    expect(oee.body.performance).toBeGreaterThan(0)
    expect(oee.body.good).toBe(90)
  })
})
