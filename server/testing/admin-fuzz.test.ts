// No 500 from input on the admin routes (issue 27 point 6, decision 178). Every admin route — /api/admin/*, the
// product import and export, the initialize actions; read from the app's route list, so one added later is
// fuzzed too — gets ids that exist (users, webhook configs, import jobs, documentation types) and bodies shaped
// like what the admin forms send, every field optional (so `{}` and one-field edits are common), mixed with the
// hostile input of fuzz-inputs.ts. No answer may be a 5xx, but the webhook test's 502 (the Teams endpoint
// failed, the server did not).
import fc from 'fast-check'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTATION_TYPES } from '../../shared/admin'
import { TEAMS_DEPARTMENTS } from '../../shared/teams'
import { insertImportJob } from '../imports/import-jobs.repository'
import { hostileBody, leaf, type KnownIds } from './fuzz-inputs'
import { createTestServer, type TestServer } from './test-server'

const SEED = Number(process.env.FUZZ_SEED ?? 20261126)
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
/** Admin-only routes outside /api/admin. */
const ADMIN_PATH = /^\/api\/(admin|data-imports|data-exports)(\/|$)|\/initialize$/
const ACTORS = ['superadmin', 'admin'] as const

let s: TestServer
let known: KnownIds
let ids: Record<string, string[]>
/** The actors' rows as seeded: a fuzzed edit of an actor is undone before the next call. */
let actorRows: Map<string, Record<string, unknown>>
const tokens = new Map<string, string>()
const statuses = new Map<string, number[]>()
const serverErrors: unknown[] = []

beforeAll(async () => {
  s = await createTestServer()
  const users = await s.db.selectFrom('users').select('id').execute()
  const configs = await s.db.selectFrom('webhook_configs').select('id').execute()
  const job = await insertImportJob(s.db, {
    fileName: 'products.csv',
    source: 'file',
    createdBy: 1,
    createdAt: s.clock.now().toISOString(),
  })
  const lines = await s.db.selectFrom('production_lines').select('id').limit(3).execute()
  const machines = await s.db.selectFrom('machines').select('id').limit(3).execute()
  known = { lineIds: lines.map((l) => l.id), uuids: [...machines.map((m) => m.id), randomUUID()] }
  // Path parameters by name: ids that exist, and one that does not.
  ids = {
    id: [...users.map((u) => String(u.id)), String(job), '99999'],
    type: [...DOCUMENTATION_TYPES, 'nonsense'],
    key: [...TEAMS_DEPARTMENTS, ...configs.map((c) => String(c.id)), '99999'],
    format: ['csv', 'xlsx', 'json', 'pdf'],
  }
  actorRows = new Map()
  for (const username of ACTORS)
    actorRows.set(
      username,
      await s.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow(),
    )
})
afterAll(() => s.close())

function adminRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const r of s.app.routes) {
    if (r.method === 'ALL' || r.path.includes('*') || !ADMIN_PATH.test(r.path)) continue
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path })
  }
  return [...seen.values()]
}

/** A fresh token for the actor, after putting back its row if a fuzzed edit renamed, demoted, locked or deleted it. */
async function tokenFor(username: (typeof ACTORS)[number]): Promise<string> {
  for (const [name, seeded] of actorRows) {
    const now = await s.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', seeded.id as number)
      .executeTakeFirstOrThrow()
    const changed = ['username', 'password_hash', 'role_id', 'is_active', 'deleted_at'].some(
      (k) => now[k as keyof typeof now] !== seeded[k],
    )
    if (!changed) continue
    const {
      username: u,
      password_hash,
      role_id,
      is_active,
      deleted_at,
    } = seeded as {
      username: string
      password_hash: string
      role_id: number
      is_active: number
      deleted_at: string | null
    }
    await s.db
      .updateTable('users')
      .set({ username: u, password_hash, role_id, is_active, deleted_at })
      .where('id', '=', seeded.id as number)
      .execute()
    tokens.delete(name)
  }
  let token = tokens.get(username)
  // A password reset, role change or deactivation ended its sessions even when the row is back.
  if (token && (await s.request('POST', '/api/auth/verify', { token })).body?.valid !== true) token = undefined
  if (!token) {
    const res = await s.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
    expect(res.status, `login ${username}`).toBe(200)
    token = res.body.token as string
    tokens.set(username, token)
  }
  return token
}

function maybe<T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> {
  return fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: leaf(known) })
}

/** What the admin forms send (users, webhooks, archive), every field optional, sometimes a wrong type. */
function formBody(): fc.Arbitrary<string> {
  const userId = fc.constantFrom(...ids.id!.map(Number))
  const form = fc.record(
    {
      username: maybe(fc.constantFrom('jkowalski', 'engineer', 'admin', 'a', 'x'.repeat(51), 'bad name')),
      email: maybe(fc.constantFrom(null, '', 'jan@plant.example', 'not-an-email')),
      firstName: maybe(fc.constantFrom('Jan', '', ' ', 'Ż'.repeat(101))),
      lastName: maybe(fc.constantFrom('Kowalski', '')),
      roleId: maybe(fc.integer({ min: 0, max: 9 })),
      isActive: maybe(fc.boolean()),
      password: maybe(fc.constantFrom(null, '', 'short', 'Spanner-2026')),
      passwordHash: maybe(fc.constantFrom('', 'scrypt$x')),
      id: maybe(userId),
      department: maybe(fc.constantFrom(...TEAMS_DEPARTMENTS, 'canteen')),
      name: maybe(fc.constantFrom('Engineering', '', 'x'.repeat(101))),
      // IP literals only: nothing here may reach the internet (loopback is refused or refuses the connection).
      webhookUrl: maybe(
        fc.constantFrom(
          null,
          '',
          'not a url',
          'http://127.0.0.1:9/hook',
          'https://127.0.0.1:9/hook',
          'https://[::ffff:127.0.0.1]:9/hook',
        ),
      ),
      categories: maybe(fc.array(fc.constantFrom('mechanical', '', 'electrical'), { maxLength: 3 })),
      enabled: maybe(fc.boolean()),
      cutoffDate: maybe(fc.constantFrom('2026-11-01', '2026-11-21T10:00:00Z', 'yesterday', '1970-01-01')),
    },
    { requiredKeys: [] },
  )
  // Now and then a complete new user, so creation runs past validation too.
  const newUser = fc.record({
    username: fc.integer({ min: 1, max: 1_000_000 }).map((n) => `fuzz${n}`),
    firstName: fc.constant('Fuzz'),
    lastName: fc.constant('Tester'),
    password: fc.constant('Spanner-2026'),
    roleId: fc.integer({ min: 1, max: 6 }),
    isActive: fc.boolean(),
  })
  // … and a whole webhook config (saving one, then testing it, reaches the sender).
  const webhook = fc.record(
    {
      department: fc.constantFrom(...TEAMS_DEPARTMENTS),
      enabled: fc.boolean(),
      webhookUrl: fc.constantFrom(null, 'https://[::ffff:127.0.0.1]:9/hook'),
      categories: fc.array(fc.constantFrom('mechanical', 'electrical'), { maxLength: 2 }),
    },
    { requiredKeys: ['department', 'enabled'] },
  )
  return fc.oneof(
    { weight: 5, arbitrary: form.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: newUser.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: webhook.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: hostileBody(known).map((b) => b.text) },
  )
}

function auditQuery(): fc.Arbitrary<Record<string, string>> {
  const v = fc.oneof(
    fc.constantFrom('1', '0', '-1', '200', '201', 'abc', '2026-11-21', '2026-13-40', 'user.update', ''),
    fc.string({ maxLength: 20 }),
  )
  return fc.dictionary(fc.constantFrom('limit', 'offset', 'userId', 'action', 'from', 'to'), v, { maxKeys: 4 })
}

function record(label: string, status: number, detail: unknown) {
  const key = label.split(' ').slice(0, 2).join(' ')
  statuses.set(key, [...(statuses.get(key) ?? []), status])
  const gatewayVerdict =
    status === 502 &&
    /^POST \/api\/admin\/teams\/test\//.test(label) &&
    (detail as { success?: boolean })?.success === false
  if (status >= 500 && !gatewayVerdict) serverErrors.push({ label, status, detail })
  expect(status >= 500 && !gatewayVerdict, `${label} → ${status} ${JSON.stringify(detail)}`).toBe(false)
}

async function call(actor: (typeof ACTORS)[number], method: string, url: string, body?: string) {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await tokenFor(actor)}`,
    'Content-Type': 'application/json',
  }
  const res = await s.app.request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'DELETE' ? undefined : body,
  })
  const text = await res.text()
  let detail: unknown = text.slice(0, 200)
  try {
    detail = JSON.parse(text)
  } catch {
    // a file download or markdown: its text is the detail
  }
  record(`${method} ${url} ${body?.slice(0, 120) ?? ''}`, res.status, detail)
  return res.status
}

const fill = (path: string, pick: (name: string) => string) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(pick(name)))

describe('fuzzing the admin routes with ids that exist', () => {
  it('finds the admin routes from the app itself', () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.path}`)
    expect(routes).toContain('PATCH /api/admin/users/:id')
    expect(routes).toContain('PUT /api/admin/teams/webhook')
    expect(routes).toContain('POST /api/admin/archive-tickets')
    expect(routes).toContain('GET /api/data-imports/:id')
    expect(routes.length).toBeGreaterThan(20)
  })

  it('answers an empty, null or list body on every admin route with every existing id with < 500', async () => {
    // The reported case (a 500: an UPDATE with nothing to set), now an edit that changes nothing.
    expect(await call('admin', 'PATCH', '/api/admin/users/1', '{}')).toBe(200)
    // Deleting is fuzzed below; here it would leave no user to edit.
    for (const route of adminRoutes().filter((r) => r.method !== 'DELETE')) {
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
      for (const name of names) expect(ids[name], `${route.path}: no ids for :${name}`).toBeDefined()
      const combos = names.length === 0 ? [route.path] : ids[names[0]!]!.map((v) => fill(route.path, () => v))
      for (const url of combos)
        for (const body of ['{}', 'null', '[]']) await call('superadmin', route.method, url, body)
    }
  }, 120_000)

  it('answers random forms and hostile input on every admin route with < 500', async () => {
    for (const route of adminRoutes()) {
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
      const params = fc.tuple(...names.map((n) => fc.constantFrom(...ids[n]!)))
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ACTORS),
          params,
          formBody(),
          auditQuery(),
          async (actor, values, body, query) => {
            let i = 0
            const path = fill(route.path, () => (values as string[])[i++]!)
            const search = route.method === 'GET' ? new URLSearchParams(query).toString() : ''
            await call(actor, route.method, search ? `${path}?${search}` : path, body)
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      )
    }
  }, 180_000)

  it('reached past validation: users edited and created, webhooks saved, the audit read', () => {
    expect(serverErrors).toEqual([])
    for (const route of [
      'PATCH /api/admin/users/:id',
      'POST /api/admin/users',
      'PUT /api/admin/teams/webhook',
      'GET /api/admin/audit-logs',
      'POST /api/admin/archive-tickets',
    ]) {
      const seen = [...statuses]
        .filter(([key]) => key.replace(/\/\d+$/, '/:id').replace(/\?.*$/, '') === route)
        .flatMap(([, list]) => list)
      expect(
        seen.some((st) => st < 300),
        `${route}: ${[...new Set(seen)].join(', ')}`,
      ).toBe(true)
    }
  })
})
