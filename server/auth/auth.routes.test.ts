import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('login', () => {
  it('returns a token and the user with role flags', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'engineer', password: 'demo1234' } })
    expect(res.status).toBe(200)
    expect(typeof res.body.token).toBe('string')
    expect(res.body.user).toMatchObject({ username: 'engineer', firstName: 'Ethan', role: { name: 'engineer', canEditMachines: true } })
    expect(res.body.user.passwordHash).toBeUndefined()
  })

  it('refuses a wrong password with an error text the login box can show', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'engineer', password: 'nope' } })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Invalid username or password' })
  })

  it('names the missing field', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'engineer' } })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('password')
  })

  it('never stores a password in clear', async () => {
    const rows = await s.db.selectFrom('users').select('password_hash').execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) {
      expect(r.password_hash).not.toContain('demo1234')
      expect(r.password_hash).toMatch(/^scrypt\$/)
    }
  })

  it('rate-limits repeated failures', async () => {
    const t = await createTestServer({ config: { loginLimit: { max: 3, windowMs: 60_000 } } })
    try {
      for (let i = 0; i < 3; i++) expect((await t.request('POST', '/api/auth/login', { body: { username: 'it', password: 'x' } })).status).toBe(401)
      const blocked = await t.request('POST', '/api/auth/login', { body: { username: 'it', password: 'demo1234' } })
      expect(blocked.status).toBe(429)
      t.clock.advance(61_000)
      expect((await t.request('POST', '/api/auth/login', { body: { username: 'it', password: 'demo1234' } })).status).toBe(200)
    } finally {
      await t.close()
    }
  })
})

describe('verify and logout', () => {
  it('verifies a live token', async () => {
    const token = await s.login('operator')
    const res = await s.request('POST', '/api/auth/verify', { token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ valid: true, user: { username: 'operator', role: { name: 'operator' } } })
  })

  it('answers invalid for an unknown token', async () => {
    const res = await s.request('POST', '/api/auth/verify', { token: 'made-up' })
    expect(res.status).toBe(401)
    expect(res.body.valid).toBe(false)
  })

  it('logout revokes the session server-side', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'it', password: 'demo1234' } })
    const token = res.body.token as string
    expect((await s.request('GET', '/api/production-lines', { token })).status).toBe(200)
    expect((await s.request('POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await s.request('GET', '/api/production-lines', { token })).status).toBe(401)
    expect((await s.request('POST', '/api/auth/verify', { token })).body.valid).toBe(false)
  })

  it('expires sessions after 8 hours', async () => {
    const t = await createTestServer()
    try {
      const token = await t.login('engineer')
      t.clock.advance(8 * 3600_000 - 1000)
      expect((await t.request('GET', '/api/production-lines', { token })).status).toBe(200)
      t.clock.advance(2000)
      expect((await t.request('GET', '/api/production-lines', { token })).status).toBe(401)
    } finally {
      await t.close()
    }
  })

  it('writes login and logout to the audit log', async () => {
    const rows = await s.db.selectFrom('audit_log').select('action').execute()
    const actions = rows.map((r) => r.action)
    expect(actions).toContain('auth.login')
    expect(actions).toContain('auth.logout')
    expect(actions).toContain('auth.login_failed')
  })
})

describe('hardening', () => {
  it('sends a CSP without inline or eval script', async () => {
    const res = await s.request('GET', '/api/health')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses anonymous data calls', async () => {
    for (const p of ['/api/production-lines', '/api/sync/pull', '/api/tickets/active', '/api/dashboard/stats']) {
      expect((await s.request('GET', p)).status, p).toBe(401)
    }
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await s.as('admin', 'GET', '/api/nope')
    expect(res.status).toBe(404)
    expect(res.body.error).toBe('not_found')
  })

  it('limits body size', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' } })
    expect(res.status).toBe(413)
    expect(res.body.error).toBe('payload_too_large')
  })
})
