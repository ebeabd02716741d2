// The reports' JSON is gzipped for a client that accepts it (decision 274): the same answer, fewer bytes; a client
// that does not ask for gzip gets it plain.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

const Q = 'start=2026-11-01T00:00:00.000Z&end=2026-11-20T00:00:00.000Z'

let s: TestServer
let token: string
beforeAll(async () => {
  s = await createTestServer({ historyDays: 3 })
  token = await s.login('engineer')
})
afterAll(() => s.close())

const get = (path: string, acceptEncoding?: string) =>
  s.app.request(path, {
    headers: { Authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
  })

describe('GET /api/reports/* compression', () => {
  for (const report of ['tickets', 'line-failures', 'uptime']) {
    it(`${report}: gzipped when accepted, the same JSON as the plain answer`, async () => {
      const plain = await get(`/api/reports/${report}?${Q}`)
      expect(plain.status).toBe(200)
      expect(plain.headers.get('content-encoding')).toBeNull()
      const plainText = await plain.text()

      const zipped = await get(`/api/reports/${report}?${Q}`, 'gzip, deflate, br, zstd')
      expect(zipped.status).toBe(200)
      expect(zipped.headers.get('content-encoding')).toBe('gzip')
      expect(zipped.headers.get('content-type')).toMatch(/^application\/json/)
      const bytes = Buffer.from(await zipped.arrayBuffer())
      const text = gunzipSync(bytes).toString('utf8')
      // generatedAt is the clock's now: the test clock stands still, so the two answers are equal byte for byte.
      expect(JSON.parse(text)).toEqual(JSON.parse(plainText))
      if (plainText.length > 4000) expect(bytes.length).toBeLessThan(plainText.length / 2)
    })
  }
})
