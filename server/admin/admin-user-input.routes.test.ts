// What the user form may send (issue 31 §7): Polish and Lithuanian usernames are accepted and sign in; a field
// past its limit is refused naming the field and the limit, never as "Required".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const user = (over: Record<string, unknown>) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: null,
  roleId: 1,
  isActive: true,
  password: 'Spanner-2026',
  ...over,
})

describe('admin user input', () => {
  it('accepts usernames with Polish and Lithuanian letters, who then sign in', async () => {
    for (const username of ['łukasz.żółć', 'Žygimantas_Šimkus', 'Ąžuolas-2']) {
      const res = await s.as('admin', 'POST', '/api/admin/users', user({ username }))
      expect(res.status, username).toBe(201)
      const login = await s.request('POST', '/api/auth/login', { body: { username, password: 'Spanner-2026' } })
      expect(login.status, username).toBe(200)
    }
  })

  it('treats a name typed with combining marks as the same username', async () => {
    const res = await s.as('admin', 'POST', '/api/admin/users', user({ username: 'Lu\u0301kas' }))
    expect(res.status).toBe(201)
    expect(res.body.username).toBe('Lúkas')
    expect(
      (await s.request('POST', '/api/auth/login', { body: { username: 'Lúkas', password: 'Spanner-2026' } })).status,
    ).toBe(200)
  })

  it('still refuses spaces and other signs, saying exactly what is allowed', async () => {
    const res = await s.as('admin', 'POST', '/api/admin/users', user({ username: 'jan kowalski!' }))
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ username: 'Letters (any language), digits, dot, dash and underscore only' })
  })

  it('refuses a 300-character first name as too long with the limit, not as missing', async () => {
    const res = await s.as(
      'admin',
      'POST',
      '/api/admin/users',
      user({ username: 'longname', firstName: 'A'.repeat(300) }),
    )
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ firstName: 'At most 100 characters' })
    const missing = await s.as('admin', 'POST', '/api/admin/users', user({ username: 'noname', firstName: '   ' }))
    expect(missing.body.fields).toEqual({ firstName: 'Required' })
  })
})
