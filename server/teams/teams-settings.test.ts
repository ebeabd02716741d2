// Webhook settings: the five defaults, URL rules, test posts, and giving up after a day.
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { startReceiver, type Receiver } from '../testing/webhook-receiver'
import { NotificationWorker } from './notification-worker'

let s: TestServer | null = null
let receiver: Receiver | null = null
afterEach(async () => {
  await receiver?.close()
  await s?.close()
  s = receiver = null
})

describe('Teams webhook settings', () => {
  it('starts with the five departments of the spec, all disabled and inactive', async () => {
    s = await createTestServer()
    const res = await s.as('admin', 'GET', '/api/admin/teams/config')
    expect(res.status).toBe(200)
    expect(res.body.webhooks.map((w: { department: string }) => w.department)).toEqual([
      'it',
      'quality',
      'engineering',
      'production',
      'safety',
    ])
    expect(res.body.webhooks.find((w: { department: string }) => w.department === 'safety')).toMatchObject({
      name: 'Health & Safety',
      categories: ['safety', 'accident', 'injury', 'emergency', 'hazard', 'ppe'],
      enabled: false,
      webhookUrl: '',
      status: 'inactive',
      lastUsed: null,
    })
  })

  it('refuses private, loopback and plain-http URLs without WEBHOOK_ALLOW_PRIVATE_HOSTS', async () => {
    s = await createTestServer()
    for (const url of [
      'http://127.0.0.1:9/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.5/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://localhost/x',
      'http://prod.westeurope.logic.azure.com/workflows/x',
    ]) {
      const res = await s.as('admin', 'POST', '/api/admin/teams/webhook', {
        department: 'it',
        webhookUrl: url,
        enabled: true,
      })
      expect(res.status, url).toBe(400)
      expect(res.body.fields.webhookUrl, url).toBeTruthy()
    }
    const ok = await s.as('admin', 'PUT', '/api/admin/teams/webhook', {
      id: 1,
      department: 'it',
      webhookUrl: 'https://prod-1.westeurope.logic.azure.com/workflows/abc',
      enabled: true,
    })
    expect(ok.status).toBe(200)
    expect(ok.body.webhooks[0]).toMatchObject({
      enabled: true,
      status: 'active',
      webhookUrl: 'https://prod-1.westeurope.logic.azure.com/workflows/abc',
    })
    const audit = await s.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'teams.webhook_save')
      .executeTakeFirstOrThrow()
    expect(audit.details).not.toContain('logic.azure.com')
  })

  it('refuses loopback spelt as IPv4-mapped, IPv4-compatible, NAT64 or 6to4 IPv6, and the special ranges', async () => {
    s = await createTestServer()
    for (const url of [
      'https://[::ffff:127.0.0.1]:8443/hook',
      'https://[::ffff:7f00:1]:8443/hook',
      'https://[::127.0.0.1]/hook',
      'https://[64:ff9b::127.0.0.1]/hook',
      'https://[2002:7f00:1::1]/hook',
      'https://[fe80::1]/hook',
      'https://[fec0::1]/hook',
      'https://100.64.0.1/hook',
      'https://192.0.0.8/hook',
      'https://198.18.0.1/hook',
      'https://240.0.0.1/hook',
      'https://0x7f.1/hook',
    ]) {
      const res = await s.as('admin', 'POST', '/api/admin/teams/webhook', {
        department: 'it',
        webhookUrl: url,
        enabled: true,
      })
      expect(res.status, url).toBe(400)
      expect(res.body.fields.webhookUrl, url).toBeTruthy()
    }
    const config = await s.db
      .selectFrom('webhook_configs')
      .select('webhook_url')
      .where('department', '=', 'it')
      .executeTakeFirstOrThrow()
    expect(config.webhook_url).toBeNull()
  })

  it('allows a private host, over http too, only with the setting; public hosts still need https', async () => {
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    const local = await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'it',
      webhookUrl: 'http://127.0.0.1:9/hook',
      enabled: true,
    })
    expect(local.status).toBe(200)
    const plain = await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'it',
      webhookUrl: 'http://example.com/hook',
      enabled: true,
    })
    expect(plain.status).toBe(400)
  })

  it('tests a webhook against a real receiver: success records last used, a failure answers 502', async () => {
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'quality',
      webhookUrl: receiver.url('/quality'),
      enabled: true,
    })
    const ok = await s.as('admin', 'POST', '/api/admin/teams/test/quality')
    expect(ok.status).toBe(200)
    expect(ok.body.success).toBe(true)
    const posts = await receiver.waitFor(1)
    expect(
      (posts[0]!.body as { attachments: { content: { version: string } }[] }).attachments[0]!.content.version,
    ).toBe('1.4')
    receiver.script.push({ status: 500 })
    const failed = await s.as('admin', 'POST', '/api/admin/teams/test/2')
    expect(failed.status).toBe(502)
    const config = await s.as('admin', 'GET', '/api/admin/teams/config')
    expect(config.body.webhooks[1]).toMatchObject({ status: 'error' })
    expect(config.body.webhooks[1].lastUsed).toBe(s.clock.now().toISOString())
    expect((await s.as('admin', 'POST', '/api/admin/teams/test/engineering')).status).toBe(400)
  })

  it('a failed test says why with a stable reason, never socket details, and the error stays, switched on or off, until a test succeeds', async () => {
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    // A port nobody listens on.
    const probe = await startReceiver()
    const closedPort = probe.port
    await probe.close()
    const save = (webhookUrl: string, enabled: boolean) =>
      s!.as('admin', 'PUT', '/api/admin/teams/webhook', { id: 2, department: 'quality', webhookUrl, enabled })
    const quality = async () => (await s!.as('admin', 'GET', '/api/admin/teams/config')).body.webhooks[1]

    expect((await save(`http://127.0.0.1:${closedPort}/quality`, false)).status).toBe(200)
    const unreachable = await s.as('admin', 'POST', '/api/admin/teams/test/quality')
    expect(unreachable.status).toBe(502)
    expect(unreachable.body).toEqual({
      success: false,
      message: 'Webhook unreachable',
      failure: { reason: 'unreachable', httpStatus: null },
    })
    expect(JSON.stringify(unreachable.body)).not.toContain(String(closedPort))
    expect(await quality()).toMatchObject({
      status: 'error',
      lastUsed: null,
      lastFailure: { reason: 'unreachable', httpStatus: null },
    })
    // Switching the department on does not make a failed webhook look healthy.
    expect((await save(`http://127.0.0.1:${closedPort}/quality`, true)).status).toBe(200)
    expect(await quality()).toMatchObject({ enabled: true, status: 'error', lastFailure: { reason: 'unreachable' } })

    // A new URL starts clean; the webhook's HTTP error is reported with its status.
    expect((await save(receiver.url('/quality'), true)).status).toBe(200)
    expect(await quality()).toMatchObject({ status: 'active', lastFailure: null })
    receiver.script.push({ status: 404 })
    const notFound = await s.as('admin', 'POST', '/api/admin/teams/test/quality')
    expect(notFound.body).toEqual({
      success: false,
      message: 'Webhook answered 404',
      failure: { reason: 'http_error', httpStatus: 404 },
    })
    expect(await quality()).toMatchObject({ status: 'error', lastFailure: { reason: 'http_error', httpStatus: 404 } })
    expect((await save(receiver.url('/quality'), false)).status).toBe(200)
    expect(await quality()).toMatchObject({ enabled: false, status: 'error' })

    // A test that succeeds clears it (inactive while switched off).
    const ok = await s.as('admin', 'POST', '/api/admin/teams/test/quality')
    expect(ok.body).toEqual({ success: true, message: 'Webhook answered 202', failure: null })
    expect(await quality()).toMatchObject({ status: 'inactive', lastFailure: null })
    expect((await quality()).lastUsed).not.toBeNull()
  })

  it('a stored URL the host policy now refuses, or that is not a URL, is reported as such by the test', async () => {
    s = await createTestServer()
    receiver = await startReceiver()
    const test = async (webhookUrl: string) => {
      await s!.db
        .updateTable('webhook_configs')
        .set({ webhook_url: webhookUrl, enabled: 1 })
        .where('department', '=', 'it')
        .execute()
      return s!.as('admin', 'POST', '/api/admin/teams/test/it')
    }
    // Saved while WEBHOOK_ALLOW_PRIVATE_HOSTS was on, tested after it was switched off.
    const refused = await test(`https://[::ffff:127.0.0.1]:${receiver.port}/it`)
    expect(refused.status).toBe(502)
    expect(refused.body.failure).toEqual({ reason: 'refused', httpStatus: null })
    expect((await test('not a url')).body.failure).toEqual({ reason: 'bad_url', httpStatus: null })
    expect(receiver.posts).toHaveLength(0)
  })

  it('gives up on a card after a day of failures and marks the department error', async () => {
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'engineering',
      webhookUrl: receiver.url('/eng'),
      enabled: true,
    })
    const worker = new NotificationWorker(s.deps, { retryBaseMs: 60_000 })
    receiver.script.push({ status: 503 }, { status: 503 })
    await s.as('operator', 'POST', '/api/tickets', {
      lineName: 'Unit E - Line 31',
      category: 'mechanical',
      priority: 'low',
      description: 'Belt slipping',
    })
    await worker.drain()
    let row = await s.db.selectFrom('webhook_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    s.clock.advance(23 * 3_600_000 + 59 * 60_000)
    await worker.drain()
    row = await s.db.selectFrom('webhook_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'failed', attempts: 2 })
    // (The admin's 8-hour session has ended by now: read the department straight from the table.)
    const department = await s.db
      .selectFrom('webhook_configs')
      .selectAll()
      .where('department', '=', 'engineering')
      .executeTakeFirstOrThrow()
    expect(department).toMatchObject({
      status: 'error',
      last_error: 'Webhook answered 503',
      last_failure_reason: 'http_error',
      last_failure_status: 503,
    })
    expect(receiver.posts).toHaveLength(0)
  })

  it('writes no card while no webhook is enabled, and none for a category no department takes', async () => {
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    await s.as('operator', 'POST', '/api/tickets', {
      lineName: 'Unit E - Line 31',
      category: 'mechanical',
      priority: 'low',
      description: 'x',
    })
    await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'engineering',
      webhookUrl: 'http://127.0.0.1:9/eng',
      enabled: true,
    })
    await s.as('operator', 'POST', '/api/tickets', {
      lineName: 'Unit E - Line 31',
      category: 'other',
      priority: 'low',
      description: 'x',
    })
    expect(await s.db.selectFrom('webhook_outbox').selectAll().execute()).toHaveLength(0)
  })
})
