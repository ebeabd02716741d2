import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('GET /api/users/engineers', () => {
  it('lists active engineers and IT staff with their department and role, nothing more', async () => {
    const res = await s.as('operator', 'GET', '/api/users/engineers')
    expect(res.status).toBe(200)
    expect(res.body.map((e: { firstName: string }) => e.firstName).sort()).toEqual(['Agnieszka', 'Ethan', 'Ian'])
    const ethan = res.body.find((e: { firstName: string }) => e.firstName === 'Ethan')
    expect(ethan).toEqual({
      id: await s.userId('engineer'),
      firstName: 'Ethan',
      lastName: 'Walsh',
      department: 'Engineering',
      role: 'engineer',
    })
    expect(res.body.find((e: { role: string }) => e.role === 'it')).toMatchObject({ department: 'IT' })
  })

  it('leaves out deactivated users', async () => {
    await s.db.updateTable('users').set({ is_active: 0 }).where('username', '=', 'engineer2').execute()
    const res = await s.as('admin', 'GET', '/api/users/engineers')
    expect(res.body.map((e: { firstName: string }) => e.firstName).sort()).toEqual(['Ethan', 'Ian'])
  })

  it('needs a signed-in user', async () => {
    expect((await s.request('GET', '/api/users/engineers')).status).toBe(401)
  })
})
