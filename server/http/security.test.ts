// Over a real socket (@hono/node-server, as in production): body limits for a declared length and a chunked
// body, and the headers middleware adds to an answer already made.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_MAX_BYTES } from '../../shared/constants'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
let server: ServerType
let port: number

beforeAll(async () => {
  s = await createTestServer()
  server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await s.close()
})

/** POSTs `body` to the login route, with its length declared or sent chunked. */
function post(
  body: string,
  mode: 'declared' | 'chunked',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: { error?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' }
    if (mode === 'declared') headers['Content-Length'] = Buffer.byteLength(body)
    const req = http.request({ host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) as { error?: string } }),
      )
    })
    req.on('error', reject)
    if (mode === 'chunked') {
      // Several writes without a length: Node sends Transfer-Encoding: chunked.
      for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.slice(i, i + 256 * 1024))
      req.end()
    } else req.end(body)
  })
}

const oversized = JSON.stringify({ username: 'x'.repeat(JSON_MAX_BYTES + 10), password: 'y' })
const small = JSON.stringify({ username: 'nobody', password: 'wrong-password' })

describe('request body limits over HTTP', () => {
  it('refuses a body whose declared length is over the limit with 413, naming the limit', async () => {
    const res = await post(oversized, 'declared')
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ error: 'payload_too_large', message: 'Request body is larger than 1024 KB' })
  })

  it('refuses a chunked body once it passes the limit, with the same answer', async () => {
    const res = await post(oversized, 'chunked')
    expect(res.status).toBe(413)
    expect(res.body.error).toBe('payload_too_large')
  })

  it('lets a small body through to its route either way', async () => {
    for (const mode of ['declared', 'chunked'] as const) {
      const res = await post(small, mode)
      expect(res.status, mode).toBe(401)
      // Headers added after the route answered (no-store) go out with its body over the socket.
      expect(res.headers['cache-control'], mode).toBe('no-store')
      expect(res.body.error, mode).toBe('unauthorized')
    }
  })
})
