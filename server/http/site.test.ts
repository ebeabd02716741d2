// Behind a TLS reverse proxy (TRUST_PROXY=1), PUBLIC_URL host check, HSTS only over HTTPS, no-store on the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

const login = { username: 'engineer', password: 'demo1234' }
const proxied = {
  Host: '127.0.0.1:3000',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'lineside.plant.example',
  'X-Forwarded-For': '10.20.30.40',
}

describe('behind a TLS reverse proxy', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer({ config: { trustProxy: true } })
  })
  afterAll(() => s.close())

  it('accepts a browser login whose Origin is the proxy’s https address', async () => {
    const res = await s.request('POST', '/api/auth/login', {
      body: login,
      headers: { ...proxied, Origin: 'https://lineside.plant.example', 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(res.status).toBe(200)
  })

  it('still refuses another site’s Origin', async () => {
    const res = await s.request('POST', '/api/auth/login', {
      body: login,
      headers: { ...proxied, Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
  })

  it('sends HSTS over HTTPS only', async () => {
    expect(
      (await s.request('GET', '/api/health', { headers: proxied })).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/)
    const plain = await s.request('GET', '/api/health', { headers: { ...proxied, 'X-Forwarded-Proto': 'http' } })
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('without TRUST_PROXY', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())

  it('ignores forwarded headers: the origin check uses the request’s own address and no HSTS is sent', async () => {
    const res = await s.request('POST', '/api/auth/login', {
      body: login,
      headers: { ...proxied, Origin: 'https://lineside.plant.example' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('strict-transport-security')).toBeNull()
    const direct = await s.request('POST', '/api/auth/login', { body: login, headers: { Origin: 'http://localhost' } })
    expect(direct.status).toBe(200)
  })

  it('marks every API answer no-store: data, errors, unknown paths and photos', async () => {
    const token = await s.login('admin')
    const answers = [
      await s.request('GET', '/api/health'),
      await s.request('GET', '/api/production-lines', { token }),
      await s.request('GET', '/api/production-lines'),
      await s.request('GET', '/api/nope', { token }),
      await s.request('POST', '/api/tickets', { token, body: { lineName: '' } }),
    ]
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('PUBLIC_URL set', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer({ config: { publicUrl: 'https://lineside.plant.example', trustProxy: true } })
  })
  afterAll(() => s.close())

  it('refuses an unknown Host header', async () => {
    const res = await s.request('GET', '/api/health', { headers: { Host: 'attacker.example' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/Unknown host/)
    const page = await s.request('GET', '/', { headers: { Host: 'attacker.example' } })
    expect(page.status).toBe(400)
  })

  it('answers for its own host, named directly or by the proxy', async () => {
    expect((await s.request('GET', '/api/health', { headers: { Host: 'lineside.plant.example' } })).status).toBe(200)
    expect((await s.request('GET', '/api/health', { headers: proxied })).status).toBe(200)
  })
})
