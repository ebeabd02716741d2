// Admin panel reads: the role gate on every admin route, roles, audit paging and filters, overview checks,
// documentation from the running config, and System Info.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECURITY_FINDINGS, type SecurityCheck } from '../../shared/admin'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ config: { secretSource: 'env', secret: 'a-long-enough-test-secret-0123456789abcdef' } })
})
afterAll(() => s.close())

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users', { username: 'matrix', firstName: 'M', lastName: 'X', password: 'longenough' }],
  ['PATCH', '/api/admin/users/1', { firstName: 'M' }],
  ['DELETE', '/api/admin/users/999'],
  ['GET', '/api/admin/roles'],
  ['GET', '/api/admin/audit-logs'],
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/system-info'],
  ['POST', '/api/admin/export-documentation/security-audit'],
  ['POST', '/api/admin/export-all-documentation'],
  ['GET', '/api/admin/teams/status'],
  ['GET', '/api/admin/teams/config'],
  ['POST', '/api/admin/teams/webhook', { department: 'it', enabled: false }],
  ['PUT', '/api/admin/teams/webhook', { department: 'it', enabled: false }],
  ['POST', '/api/admin/teams/test/it'],
]

describe('admin role gate', () => {
  for (const [method, path, body] of ADMIN_ROUTES) {
    it(`${method} ${path}: 403 for operator, engineer, it and viewer; 401 without a session`, async () => {
      for (const user of ['operator', 'engineer', 'it', 'viewer'])
        expect((await s.as(user, method, path, body)).status, user).toBe(403)
      expect((await s.request(method, path, { body })).status).toBe(401)
    })
  }

  it('admin and super admin get in', async () => {
    for (const user of ['admin', 'superadmin']) {
      expect((await s.as(user, 'GET', '/api/admin/users')).status).toBe(200)
      expect((await s.as(user, 'GET', '/api/admin/teams/status')).status).toBe(200)
    }
  })
})

describe('roles and audit', () => {
  it('lists roles with their permission flags', async () => {
    const res = await s.as('admin', 'GET', '/api/admin/roles')
    const engineer = res.body.find((r: { name: string }) => r.name === 'engineer')
    expect(engineer).toMatchObject({ canEditMachines: true, canManageUsers: false })
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['operator', 'engineer', 'it', 'admin', 'super_admin', 'demo_viewer']),
    )
  })

  it('pages the audit log newest first, filtered by user, action and day', async () => {
    for (let i = 0; i < 12; i++)
      await s.as('operator', 'POST', '/api/tickets', {
        lineName: 'Unit E - Line 31',
        category: 'mechanical',
        priority: 'low',
        description: `Audit me ${i}`,
      })
    const latest = await s.as('admin', 'GET', '/api/admin/audit-logs')
    expect(latest.body.entries).toHaveLength(10)
    expect(latest.body.total).toBeGreaterThan(10)
    const ids = latest.body.entries.map((e: { id: number }) => e.id)
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids)
    const page2 = await s.as('admin', 'GET', '/api/admin/audit-logs?offset=10&limit=10')
    expect(page2.body.entries[0].id).toBeLessThan(ids[9])

    const operatorId = await s.userId('operator')
    const mine = await s.as('admin', 'GET', `/api/admin/audit-logs?userId=${operatorId}&action=ticket.create`)
    expect(mine.body.total).toBeGreaterThanOrEqual(1)
    for (const e of mine.body.entries)
      expect(e).toMatchObject({ userId: operatorId, action: 'ticket.create', username: 'operator' })
    expect(mine.body.actions).toContain('ticket.create')

    const today = s.clock.now().toISOString().slice(0, 10)
    expect(
      (await s.as('admin', 'GET', `/api/admin/audit-logs?from=${today}&to=${today}&action=ticket.create`)).body.total,
    ).toBe(mine.body.total)
    expect((await s.as('admin', 'GET', '/api/admin/audit-logs?from=2001-01-01&to=2001-01-02')).body.total).toBe(0)
    expect((await s.as('admin', 'GET', '/api/admin/audit-logs?from=yesterday')).status).toBe(400)
  })
})

describe('overview, documentation and system info', () => {
  it('checks each security control at run time and computes readiness from them', async () => {
    const res = await s.as('admin', 'GET', '/api/admin/overview')
    expect(res.status).toBe(200)
    const byControl = Object.fromEntries(
      res.body.checks.map((c: { control: string; ok: boolean }) => [c.control, c.ok]),
    )
    expect(byControl).toEqual({
      signingSecret: true,
      passwordHashing: true,
      noAnonymousData: true,
      sessionTimeout: true,
      auditLogging: true,
      contentSecurityPolicy: true,
      loginRateLimit: true,
    })
    expect(res.body.readiness).toBe(100)
  })

  it("names each finding by a text key with its values, so the screen says it in the user's language", async () => {
    const res = await s.as('admin', 'GET', '/api/admin/overview')
    const found = Object.fromEntries(res.body.checks.map((c: SecurityCheck) => [c.control, c.found]))
    expect(found.passwordHashing).toEqual({ key: 'passwordHashes', values: { hashed: 9, total: 9 } })
    expect(found.sessionTimeout).toEqual({ key: 'sessionEnds', values: { hours: 8 } })
    expect(found.noAnonymousData.key).toBe('anonymousRefused')
    expect(found.loginRateLimit.key).toBe('loginLimit')
    for (const check of res.body.checks as SecurityCheck[]) expect(SECURITY_FINDINGS).toContain(check.found.key)
  })

  it('a control that fails lowers readiness (a clear-text password appears)', async () => {
    const t = await createTestServer({ config: { secret: 'short' } })
    try {
      await t.db.updateTable('users').set({ password_hash: 'plain' }).where('username', '=', 'viewer').execute()
      const res = await t.as('admin', 'GET', '/api/admin/overview')
      const failed = res.body.checks.filter((c: { ok: boolean }) => !c.ok).map((c: { control: string }) => c.control)
      expect(failed.sort()).toEqual(['passwordHashing', 'signingSecret'])
      expect(res.body.readiness).toBe(Math.round((5 / 7) * 100))
    } finally {
      await t.close()
    }
  })

  it('exports each document as Markdown with a file name, generated from the real config', async () => {
    for (const type of [
      'security-audit',
      'jwt-implementation',
      'enterprise-security',
      'azure-deployment',
      'security-metrics',
      'compliance-report',
    ]) {
      const res = await s.as('admin', 'POST', `/api/admin/export-documentation/${type}`)
      expect(res.status, type).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/markdown')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-\d{4}-\d{2}-\d{2}\.md"$/)
      expect(res.body).toMatch(/^# Lineside /)
    }
    const jwt = await s.as('admin', 'POST', '/api/admin/export-documentation/jwt-implementation')
    expect(jwt.body).toContain('ends 8 h after sign-in')
    expect(jwt.body).toContain('blocked after 10 failed attempts')
    expect(jwt.body).toContain('read from SESSION_SECRET')
    const audit = await s.as('admin', 'POST', '/api/admin/export-documentation/security-audit')
    expect(audit.body).toContain("script-src 'self'")
    expect((await s.as('admin', 'POST', '/api/admin/export-documentation/nonsense')).status).toBe(404)
    const all = await s.as('admin', 'POST', '/api/admin/export-all-documentation')
    expect(all.headers.get('content-disposition')).toMatch(/Complete-Documentation-/)
    expect(all.body).toContain('## Lineside Deployment Guide')
  })

  it('a changed setting shows in the next export', async () => {
    const t = await createTestServer({
      config: {
        sessionMs: 4 * 3_600_000,
        loginLimit: { max: 5, windowMs: 30 * 60_000 },
        webhookAllowPrivateHosts: true,
      },
    })
    try {
      await t.as('admin', 'POST', '/api/admin/teams/webhook', {
        department: 'engineering',
        webhookUrl: 'http://127.0.0.1:9/e',
        enabled: true,
      })
      const jwt = (await t.as('admin', 'POST', '/api/admin/export-documentation/jwt-implementation')).body
      expect(jwt).toContain('ends 4 h after sign-in')
      expect(jwt).toContain('blocked after 5 failed attempts per user and address within 30 min')
      const ent = (await t.as('admin', 'POST', '/api/admin/export-documentation/enterprise-security')).body
      expect(ent).toContain('ALLOWED (WEBHOOK_ALLOW_PRIVATE_HOSTS=true)')
      expect(ent).toMatch(/\| Engineering Team \| yes \| yes \| active \|/)
    } finally {
      await t.close()
    }
  })

  it('System Info reports version, database, rows, live clients, sync clients and the webhook backlog', async () => {
    const res = await s.as('admin', 'GET', '/api/admin/system-info')
    expect(res.status).toBe(200)
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(res.body.databaseBytes).toBeGreaterThan(0)
    expect(res.body.rowCounts.users).toBeGreaterThanOrEqual(8)
    expect(res.body.liveClients).toBe(0)
    expect(res.body.webhookBacklog).toEqual({ pending: 0, failed: 0, sent: 0, oldestPending: null })
    expect(Array.isArray(res.body.syncClients)).toBe(true)
  })

  it("System Info shows each device's outbox count as the device last reported it with a push or pull", async () => {
    const token = await s.login('operator')
    const clientId = randomUUID()
    const at = s.clock.now().toISOString()
    const mutation = {
      mutationId: 1,
      name: 'line.setStatus',
      args: { lineId: 2, status: 'maintenance' },
      createdAt: at,
      authToken: token,
    }
    const push = await s.request('POST', '/api/sync/push', {
      token,
      body: { clientId, mutations: [mutation] },
      headers: { 'X-Outbox-Pending': '4' },
    })
    expect(push.status).toBe(200)
    const device = async () =>
      ((await s.as('admin', 'GET', '/api/admin/system-info')).body.syncClients as { clientId: string }[]).find(
        (c) => c.clientId === clientId,
      )
    expect(await device()).toMatchObject({
      username: 'operator',
      lastMutationId: 1,
      lastPushAt: at,
      pending: 4,
      pendingReportedAt: at,
    })
    s.clock.advance(60_000)
    await s.request('GET', `/api/sync/pull?clientId=${clientId}&cursor=0&outcomesAfter=1`, {
      token,
      headers: { 'X-Outbox-Pending': '3' },
    })
    expect(await device()).toMatchObject({ lastPushAt: at, pending: 3, pendingReportedAt: s.clock.now().toISOString() })
    // Someone else's pull under this client id, or a count that is not one, changes nothing.
    await s.request('GET', `/api/sync/pull?clientId=${clientId}&cursor=0`, {
      token: await s.login('engineer'),
      headers: { 'X-Outbox-Pending': '99' },
    })
    await s.request('GET', `/api/sync/pull?clientId=${clientId}&cursor=0`, {
      token,
      headers: { 'X-Outbox-Pending': '-1' },
    })
    expect(await device()).toMatchObject({ pending: 3 })
  })
})
