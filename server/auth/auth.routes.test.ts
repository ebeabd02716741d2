import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { hasActiveAdmin } from './users.repository'
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
    expect(res.body.user).toMatchObject({
      username: 'engineer',
      firstName: 'Ethan',
      role: { name: 'engineer', canEditMachines: true },
    })
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
})

describe('login throttling', () => {
  // rate-limiter-flexible keeps time with Date.now(): move the system clock, leave timers alone.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const attempt = (t: TestServer, username: string, password: string, ip: string) =>
    t.request('POST', '/api/auth/login', { body: { username, password }, headers: { 'X-Forwarded-For': ip } })

  it('blocks one account from one address after its failures, for the window, with Retry-After', async () => {
    const t = await createTestServer({
      config: { loginLimit: { max: 3, perIpMax: 30, windowMs: 60_000 }, trustProxy: true },
    })
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(t, 'it', 'x', '10.0.0.5')).status).toBe(401)
      const blocked = await attempt(t, 'it', 'demo1234', '10.0.0.5')
      expect(blocked.status).toBe(429)
      expect(blocked.body.error).toBe('rate_limited')
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      // The same account from another address is not blocked by these failures.
      expect((await attempt(t, 'it', 'demo1234', '10.0.0.6')).status).toBe(200)
      vi.setSystemTime(new Date('2026-11-23T08:01:01Z'))
      expect((await attempt(t, 'it', 'demo1234', '10.0.0.5')).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('does not lock the other accounts behind one NAT address when one person keeps mistyping', async () => {
    const t = await createTestServer({ config: { trustProxy: true } })
    try {
      // The default limits: ten wrong passwords for "it" from the plant's one public address…
      for (let i = 0; i < 10; i++) expect((await attempt(t, 'it', 'wrong', '203.0.113.9')).status).toBe(401)
      expect((await attempt(t, 'it', 'demo1234', '203.0.113.9')).status).toBe(429)
      // …and everyone else on the same address still signs in.
      expect((await attempt(t, 'engineer', 'demo1234', '203.0.113.9')).status).toBe(200)
      expect((await attempt(t, 'operator', 'demo1234', '203.0.113.9')).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('blocks an address that sprays many usernames (loose per-address limit)', async () => {
    const t = await createTestServer({
      config: { loginLimit: { max: 3, perIpMax: 6, windowMs: 60_000 }, trustProxy: true },
    })
    try {
      for (let i = 0; i < 6; i++) expect((await attempt(t, `nobody${i}`, 'x', '198.51.100.7')).status).toBe(401)
      expect((await attempt(t, 'engineer', 'demo1234', '198.51.100.7')).status).toBe(429)
      expect((await attempt(t, 'engineer', 'demo1234', '198.51.100.8')).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('keeps the counts in the database, so a restart does not reset them', async () => {
    const t = await createTestServer({
      config: { loginLimit: { max: 2, perIpMax: 20, windowMs: 60_000 }, trustProxy: true },
    })
    try {
      for (let i = 0; i < 2; i++) await attempt(t, 'it', 'x', '10.1.1.1')
      const rows = await t.db.selectFrom('login_limits').select(['key', 'points']).execute()
      expect(rows).toEqual(
        expect.arrayContaining([
          { key: 'login_user_ip:10.1.1.1|it', points: 2 },
          { key: 'login_ip:10.1.1.1', points: 2 },
        ]),
      )
      // A second app on the same database (a restart) sees the block.
      const { app } = createApp({ db: t.db, clock: t.clock, config: t.deps.config })
      const res = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.1.1.1' },
        body: JSON.stringify({ username: 'it', password: 'demo1234' }),
      })
      expect(res.status).toBe(429)
    } finally {
      await t.close()
    }
  })

  it('slows down one account guessed from many addresses: attempts spaced 1 s, 2 s, 4 s … up to 15 min, with Retry-After', async () => {
    const t = await createTestServer({ config: { trustProxy: true } })
    try {
      // Ten failures, each from another address, cost nothing (no address or pair limit is near).
      for (let i = 0; i < 10; i++) expect((await attempt(t, 'it', 'guess', `198.18.0.${i + 1}`)).status).toBe(401)
      // From then on one attempt per slot, whatever the address; the slot doubles with each failure.
      let at = Date.parse('2026-11-23T08:00:00Z')
      const waits: number[] = []
      for (let i = 0; i < 14; i++) {
        expect((await attempt(t, 'it', 'guess', `198.18.1.${i + 1}`)).status).toBe(401)
        const held = await attempt(t, 'it', 'guess', `198.18.2.${i + 1}`)
        expect(held.status).toBe(429)
        const wait = Number(held.headers.get('retry-after'))
        waits.push(wait)
        at += wait * 1000
        vi.setSystemTime(new Date(at))
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900])
      // A correct password from an address the account has not used gets in when the slot is free…
      expect((await attempt(t, 'it', 'demo1234', '198.18.3.1')).status).toBe(200)
      // …and clears the count once it gets in.
      expect((await attempt(t, 'it', 'guess', '198.18.3.2')).status).toBe(401)
      expect((await attempt(t, 'it', 'guess', '198.18.3.3')).status).toBe(401)
    } finally {
      await t.close()
    }
  })

  it('a burst from many addresses at once still gets one guess per slot', async () => {
    const t = await createTestServer({ config: { trustProxy: true } })
    try {
      for (let i = 0; i < 10; i++) await attempt(t, 'it', 'guess', `198.18.6.${i + 1}`)
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(t, 'it', 'guess', `198.18.7.${i + 1}`)),
      )
      expect(burst.map((r) => r.status).sort()).toEqual([401, ...Array<number>(19).fill(429)])
    } finally {
      await t.close()
    }
  })

  it('never holds the account up where it signs in: guesses from elsewhere cannot lock the plant out', async () => {
    const t = await createTestServer({ config: { trustProxy: true } })
    try {
      const plant = '203.0.113.9'
      expect((await attempt(t, 'it', 'demo1234', plant)).status).toBe(200)
      for (let i = 0; i < 20; i++) await attempt(t, 'it', 'guess', `198.18.4.${i + 1}`)
      // Elsewhere the account is slowed down…
      expect((await attempt(t, 'it', 'demo1234', '198.18.5.1')).status).toBe(429)
      // …at the plant it signs in at once, and a mistype there is a plain 401.
      expect((await attempt(t, 'it', 'typo', plant)).status).toBe(401)
      expect((await attempt(t, 'it', 'demo1234', plant)).status).toBe(200)
      // Those sign-ins did not reset the guessers' count.
      expect((await attempt(t, 'it', 'demo1234', '198.18.5.2')).status).toBe(429)
    } finally {
      await t.close()
    }
  })

  it('lets a correct password through from an address throttled for other accounts', async () => {
    const t = await createTestServer({
      config: { loginLimit: { max: 3, perIpMax: 6, windowMs: 60_000 }, trustProxy: true },
    })
    try {
      const nat = '203.0.113.20'
      expect((await attempt(t, 'engineer', 'demo1234', nat)).status).toBe(200)
      expect((await attempt(t, 'operator', 'demo1234', nat)).status).toBe(200)
      // Someone behind the same NAT address sprays passwords over other accounts until the address is throttled.
      for (let i = 0; i < 6; i++) expect((await attempt(t, `nobody${i}`, 'x', nat)).status).toBe(401)
      expect((await attempt(t, 'nobody9', 'x', nat)).status).toBe(429)
      // Accounts that sign in from there still get in with their password…
      expect((await attempt(t, 'engineer', 'demo1234', nat)).status).toBe(200)
      expect((await attempt(t, 'operator', 'demo1234', nat)).status).toBe(200)
      // …while an account never used from there is held up, whatever it sends (no answer tells a guess apart).
      expect((await attempt(t, 'it', 'demo1234', nat)).status).toBe(429)
      expect((await attempt(t, 'admin', 'wrong', nat)).status).toBe(429)
    } finally {
      await t.close()
    }
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set (a client cannot pick a fresh address per try)', async () => {
    const t = await createTestServer({ config: { loginLimit: { max: 2, perIpMax: 20, windowMs: 60_000 } } })
    try {
      await attempt(t, 'it', 'x', '10.0.0.1')
      await attempt(t, 'it', 'x', '10.0.0.2')
      expect((await attempt(t, 'it', 'demo1234', '10.0.0.3')).status).toBe(429)
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
    const res = await s.request('POST', '/api/auth/login', {
      body: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    })
    expect(res.status).toBe(413)
    expect(res.body.error).toBe('payload_too_large')
  })
})

describe('an install started empty', () => {
  it('has roles but no accounts and no admin until create-admin runs; the demo seed has one', async () => {
    const empty = await createTestServer({ seed: 'none' })
    try {
      expect(await hasActiveAdmin(empty.db)).toBe(false)
      expect(await empty.db.selectFrom('users').select('id').execute()).toEqual([])
      const res = await empty.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } })
      expect(res.status).toBe(401)
      expect(await hasActiveAdmin(s.db)).toBe(true)
    } finally {
      await empty.close()
    }
  })
})
