// Property-based fuzzing (DESIGN.md §2: no input makes a 500). Every route the Hono app has — read from the app
// itself, so routes added later are covered without touching this file — and every registered mutation type
// through /api/sync/push get random and hostile input: deep nesting, huge strings, wrong types, unicode,
// __proto__ / constructor keys. No answer may be a 5xx, no mutation may fail as a server error, and the
// server must still answer afterwards.
import fc from 'fast-check'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredMutationNames } from '../sync/mutation-registry'
import { hostileBody, pathValue, value, type KnownIds } from './fuzz-inputs'
import { createTestServer, type TestServer } from './test-server'

// A fixed seed keeps a failure reproducible; FUZZ_SEED / FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 24)

let s: TestServer
let known: KnownIds
const serverErrors: unknown[] = []

beforeAll(async () => {
  // High login limits: the fuzzer signs in often and sends many wrong passwords from one address.
  s = await createTestServer({ config: { loginLimit: { max: 1_000_000, perIpMax: 1_000_000, windowMs: 60_000 } } })
  const lines = await s.db.selectFrom('production_lines').select('id').limit(5).execute()
  const tickets = await s.db.selectFrom('tickets').select('id').limit(5).execute()
  const machines = await s.db.selectFrom('machines').select('id').limit(5).execute()
  known = {
    lineIds: lines.map((l) => l.id),
    uuids: [...tickets.map((t) => t.id), ...machines.map((m) => m.id), randomUUID()],
  }
  expect(known.lineIds.length).toBeGreaterThan(0)
  expect(known.uuids.length).toBeGreaterThan(2)
})
afterAll(() => s.close())

/** Every concrete route of the app (middleware and catch-alls left out), from Hono's own route list. */
function appRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const r of s.app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path })
  }
  return [...seen.values()]
}

async function send(method: string, url: string, init: { token?: string; body?: string; contentType?: string | null }) {
  const headers: Record<string, string> = {}
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  if (init.contentType) headers['Content-Type'] = init.contentType
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const res = await s.app.request(url, { method, headers, body: hasBody ? init.body : undefined })
  // The event stream never ends by itself: the status is all we need.
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) await res.body?.cancel()
  else await res.arrayBuffer()
  return res
}

function check(label: string, status: number, detail: unknown) {
  if (status >= 500) serverErrors.push({ label, status, detail })
  expect(status, label).toBeLessThan(500)
}

const contentType = fc.constantFrom<string | null>(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  null,
  'multipart/form-data',
  'application/x-www-form-urlencoded',
)
const query = (known: KnownIds) =>
  fc.dictionary(
    fc.constantFrom(
      'lineId',
      'cursor',
      'clientId',
      'status',
      'q',
      'after',
      'limit',
      'page',
      'userId',
      '__proto__',
      'constructor',
    ),
    pathValue(known),
    { maxKeys: 3 },
  )

describe('fuzzing every route', () => {
  it('finds the routes from the app itself', () => {
    const routes = appRoutes()
    expect(routes.length).toBeGreaterThan(30)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/sync/push' })
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/production-lines/:id' })
  })

  it('answers every route with < 500 for random and hostile bodies, path ids and queries, signed in or not', async () => {
    for (const route of appRoutes()) {
      // A fresh admin session per route: the logout route ends the one it is called with.
      const token = (await s.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } }))
        .body.token as string
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue(known), { minLength: 4, maxLength: 4 }),
          query(known),
          hostileBody(known),
          contentType,
          fc.boolean(),
          async (params, q, body, type, signedIn) => {
            let i = 0
            const filled = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () =>
              encodeURIComponent(params[i++ % params.length]!),
            )
            const search = new URLSearchParams(q as Record<string, string>).toString()
            const url = search ? `${filled}?${search}` : filled
            const res = await send(route.method, url, {
              token: signedIn ? token : undefined,
              body: body.text,
              contentType: type,
            })
            check(`${route.method} ${url.slice(0, 120)} body ${body.text.slice(0, 80)}`, res.status, body.text.length)
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      )
    }
    // Every route of the app (it grows with each area); PostgreSQL beside a loaded machine takes minutes.
  }, 300_000)

  it('applies no mutation type as a server error or 5xx, whatever its args', async () => {
    const names = registeredMutationNames()
    expect(names.length).toBeGreaterThanOrEqual(13)
    const token = await s.login('admin')
    for (const name of names) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              value(known),
              fc.dictionary(
                fc.constantFrom('ticketId', 'lineId', 'id', 'status', 'timeSpent', 'updates'),
                value(known),
              ),
            ),
            { minLength: 1, maxLength: 4 },
          ),
          fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.constantFrom('2026-11-21T09:00:00.000Z', '1970-01-01T00:00:00Z'),
          ),
          async (argsList, createdAt) => {
            const clientId = randomUUID()
            const mutations = argsList.map((args, i) => ({
              mutationId: i + 1,
              name,
              args,
              createdAt,
              authToken: token,
            }))
            const text = JSON.stringify({ clientId, mutations })
            const res = await s.app.request('/api/sync/push', {
              method: 'POST',
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
              body: text,
            })
            const answer = (await res.json()) as { results?: { status: string; code?: string; reason?: string }[] }
            check(`push ${name} ${text.slice(0, 200)}`, res.status, answer)
            for (const r of answer.results ?? []) expect(r.code, `${name}: ${r.reason}`).not.toBe('server_error')
          },
        ),
        { seed: SEED, numRuns: RUNS * 2, endOnFailure: true },
      )
    }
  }, 120_000)

  it('still answers afterwards, and no fuzzed call was a server error', async () => {
    expect(serverErrors).toEqual([])
    expect((await s.request('GET', '/api/health')).status).toBe(200)
    const res = await s.as('admin', 'GET', '/api/production-lines')
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(0)
  })
})
