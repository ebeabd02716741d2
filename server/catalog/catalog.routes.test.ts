import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('units', () => {
  it('lists the five factory units', async () => {
    const res = await s.as('operator', 'GET', '/api/units')
    expect(res.status).toBe(200)
    expect(res.body.map((u: { code: string }) => u.code)).toEqual(['B', 'C', 'D', 'E', 'G'])
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      code: 'B',
      name: 'Unit B - Joints, Kebabs & Diced Meats',
    })
  })

  it('initialize is admin only and adds only the missing units', async () => {
    for (const user of ['operator', 'engineer', 'it', 'viewer'])
      expect((await s.as(user, 'POST', '/api/units/initialize')).status, user).toBe(403)
    expect((await s.as('admin', 'POST', '/api/units/initialize')).body).toEqual({ success: true, count: 0 })
    await s.db.deleteFrom('units').where('code', 'in', ['E', 'G']).execute()
    const res = await s.as('superadmin', 'POST', '/api/units/initialize')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, count: 2 })
    expect((await s.as('admin', 'GET', '/api/units')).body.map((u: { code: string }) => u.code)).toEqual([
      'B',
      'C',
      'D',
      'E',
      'G',
    ])
    const audit = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'units.initialize').execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.details!)).toEqual({ added: ['E', 'G'] })
  })
})

describe('products', () => {
  it('lists all products, and only the active ones', async () => {
    await s.db.updateTable('products').set({ is_active: 0 }).where('sku', '=', 'SV-CH-020').execute()
    const all = await s.as('engineer', 'GET', '/api/products')
    const active = await s.as('engineer', 'GET', '/api/products/active')
    expect(all.status).toBe(200)
    expect(active.status).toBe(200)
    expect(all.body.length).toBe(active.body.length + 1)
    expect(active.body.every((p: { isActive: boolean }) => p.isActive)).toBe(true)
    expect(all.body.find((p: { sku: string }) => p.sku === 'SV-CH-020')).toMatchObject({
      isActive: false,
      name: 'Sous Vide Chicken Breast',
    })
    expect(all.body[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        sku: expect.any(String),
        category: expect.any(String),
        targetWeight: expect.any(Number),
      }),
    )
  })
})

describe('catalog needs a signed-in user', () => {
  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/units'],
      ['POST', '/api/units/initialize'],
      ['GET', '/api/products'],
      ['GET', '/api/products/active'],
    ]) {
      expect((await s.request(method!, path!)).status, path).toBe(401)
    }
  })

  it('does not put other /api paths behind its auth (unknown paths stay 404)', async () => {
    expect((await s.request('GET', '/api/health')).status).toBe(200)
    expect((await s.request('GET', '/api/no-such-thing')).status).toBe(404)
  })
})
