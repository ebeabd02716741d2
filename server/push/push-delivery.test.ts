// Web Push end to end against a real local push service that decrypts (RFC 8291 aes128gcm) and verifies VAPID
// (RFC 8292): the contract routes, the outbound guard, ticket events written in the ticket's transaction, the
// worker's retries, and a 410 removing the device.
import { afterEach, describe, expect, it } from 'vitest'
import type { PushMessage } from '../../shared/push/push'
import { createTestServer, type TestServer } from '../testing/test-server'
import { raiseTicket } from '../tickets/ticket-test-helpers'
import { PushWorker } from './push-worker'
import { startTestPushService, type TestPushService } from './test-push-service'

let s: TestServer | null = null
let service: TestPushService | null = null

afterEach(async () => {
  await service?.close()
  await s?.close()
  s = service = null
})

async function boot(allowPrivate = true) {
  s = await createTestServer({ config: { webhookAllowPrivateHosts: allowPrivate } })
  service = await startTestPushService()
  return { s, service, worker: new PushWorker(s.deps, { retryBaseMs: 1_000 }) }
}

const outbox = (server: TestServer) => server.db.selectFrom('push_outbox').selectAll().orderBy('id').execute()
const devices = (server: TestServer) => server.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute()
const message = (text: string) => JSON.parse(text) as PushMessage

describe('push contract', () => {
  it('answers the VAPID public key (an uncompressed P-256 point, base64url) without signing in, the same after a restart', async () => {
    const { s } = await boot()
    const res = await s.request('GET', '/api/push/vapid-public-key')
    expect(res.status).toBe(200)
    const raw = Buffer.from(res.body.key as string, 'base64url')
    expect(raw).toHaveLength(65)
    expect(raw[0]).toBe(4)
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]+$/)
    // Kept in the data folder: a second server on the same folder signs with the same key.
    const again = await createTestServer({ dataDir: s.dataDir })
    expect((await again.request('GET', '/api/push/vapid-public-key')).body.key).toBe(res.body.key)
    await again.close()
  })

  it('subscribes a signed-in user (201), moves a known endpoint to its new user, and deletes by endpoint', async () => {
    const { s, service } = await boot()
    const sub = service.subscribe('phone')
    expect((await s.request('POST', '/api/push/subscriptions', { body: sub })).status).toBe(401)
    expect((await s.as('engineer', 'POST', '/api/push/subscriptions', sub)).status).toBe(201)
    expect((await s.as('engineer', 'POST', '/api/push/subscriptions', sub)).status).toBe(201)
    expect(await devices(s)).toHaveLength(1)
    expect((await s.as('engineer2', 'POST', '/api/push/subscriptions', sub)).status).toBe(201)
    const [row] = await devices(s)
    expect(row!.user_id).toBe(await s.userId('engineer2'))
    // Someone else's endpoint is not theirs to remove.
    expect((await s.as('engineer', 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint })).status).toBe(404)
    expect((await s.as('engineer2', 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint })).status).toBe(204)
    expect(await devices(s)).toHaveLength(0)
    const status = await s.as('engineer2', 'GET', '/api/push/status')
    expect(status.body.subscriptions).toEqual([])
  })

  it('refuses bad subscriptions with 400 naming the field, and private or plain-http endpoints unless allowed', async () => {
    const { s, service } = await boot(false)
    const sub = service.subscribe('phone')
    const refused = await s.as('engineer', 'POST', '/api/push/subscriptions', sub)
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toHaveProperty('endpoint')
    const http = await s.as('engineer', 'POST', '/api/push/subscriptions', {
      ...sub,
      endpoint: 'http://push.example.com/x',
    })
    expect(http.status).toBe(400)
    expect(http.body.fields).toHaveProperty('endpoint')
    const noKeys = await s.as('engineer', 'POST', '/api/push/subscriptions', { endpoint: 'https://push.example.com/x' })
    expect(noKeys.status).toBe(400)
    expect(JSON.stringify(noKeys.body.fields)).toContain('keys')
    const ok = await s.as('engineer', 'POST', '/api/push/subscriptions', {
      ...sub,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    })
    expect(ok.status).toBe(201)
  })
})

describe('push delivery', () => {
  it('a new critical ticket reaches the department engineer, decrypted, VAPID-signed with the served key', async () => {
    const { s, service, worker } = await boot()
    const phone = service.subscribe('eng')
    expect((await s.as('engineer', 'POST', '/api/push/subscriptions?lang=pl', phone)).status).toBe(201)
    const itPhone = service.subscribe('it')
    expect((await s.as('it', 'POST', '/api/push/subscriptions', itPhone)).status).toBe(201)

    const ticket = await raiseTicket(s, {
      priority: 'critical',
      lineName: 'Unit C - Line 27',
      description: 'Mincer jammed',
    })
    // Written with the ticket, before any sending.
    const rows = await outbox(s)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'urgent', ticket_id: ticket.id, status: 'pending' })
    await worker.drain()
    const [push] = await service.waitFor(1)
    expect(service.errors).toEqual([])
    expect(push!.path).toBe('/push/eng')
    const body = message(push!.text)
    expect(body).toMatchObject({
      kind: 'urgent',
      url: `/tickets?ticket=${ticket.id}`,
      ticketId: ticket.id,
      body: 'Mincer jammed',
    })
    expect(body.title).toContain(ticket.ticketId)
    expect(body.title).toContain('Krytyczne') // subscribed in Polish
    const key = (await s.request('GET', '/api/push/vapid-public-key')).body.key
    expect(push!.vapidKey).toBe(key)
    expect(push!.jwt.header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    expect(push!.jwt.claims.aud).toBe(service.url)
    expect(push!.jwt.claims.sub).toMatch(/^(mailto:|https:)/)
    expect(Number(push!.jwt.claims.exp)).toBeGreaterThan(Date.now() / 1000)
    expect(push!.headers.urgency).toBe('high')
    expect((await outbox(s))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    // Medium tickets and IT people are not paged about engineering tickets.
    await raiseTicket(s, { priority: 'medium' })
    expect(await outbox(s)).toHaveLength(1)
  })

  it('an assignment pushes to the assignee; preferences switch kinds off and narrow urgent tickets to units', async () => {
    const { s, service, worker } = await boot()
    expect((await s.as('engineer', 'POST', '/api/push/subscriptions', service.subscribe('eng'))).status).toBe(201)
    const prefs = await s.as('engineer', 'PUT', '/api/push/preferences', {
      assigned: true,
      urgent: true,
      units: ['G'],
      escalations: true,
      clearance: false,
    })
    expect(prefs.status).toBe(200)
    expect(prefs.body.preferences.units).toEqual(['G'])
    await raiseTicket(s, { priority: 'critical', lineName: 'Unit B - Line 5' }) // unit B: not for this engineer
    expect(await outbox(s)).toHaveLength(0)
    const onG = await raiseTicket(s, { priority: 'high', lineId: 46, lineName: 'Unit G - Line 46' })
    expect(await outbox(s)).toHaveLength(1)
    const assign = await s.as('admin', 'POST', `/api/tickets/${onG.id}/assign`, {
      engineerId: await s.userId('engineer'),
    })
    expect(assign.status).toBe(200)
    await worker.drain()
    const pushes = await service.waitFor(2)
    expect(pushes.map((p) => message(p.text).kind)).toEqual(['urgent', 'assigned'])
    expect(message(pushes[1]!.text).title).toContain('Assigned to you')

    await s.as('engineer', 'PUT', '/api/push/preferences', { ...prefs.body.preferences, assigned: false })
    const other = await raiseTicket(s, { priority: 'low' })
    await s.as('admin', 'POST', `/api/tickets/${other.id}/assign`, { engineerId: await s.userId('engineer') })
    expect(await outbox(s)).toHaveLength(2)
  })

  it('retries a 503 with backoff and a 429 after Retry-After; the ticket write never waited', async () => {
    const { s, service, worker } = await boot()
    await s.as('engineer', 'POST', '/api/push/subscriptions', service.subscribe('eng'))
    service.script.push({ status: 503 }, { status: 429, headers: { 'Retry-After': '30' } })
    await raiseTicket(s, { priority: 'critical' })
    await worker.drain()
    let [row] = await outbox(s)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Push service answered 503' })
    expect(Date.parse(row!.next_attempt_at)).toBe(s.clock.now().getTime() + 1_000)
    s.clock.advance(1_000)
    await worker.drain()
    ;[row] = await outbox(s)
    expect(row).toMatchObject({ status: 'pending', attempts: 2 })
    expect(Date.parse(row!.next_attempt_at)).toBe(s.clock.now().getTime() + 30_000)
    await worker.drain() // not due yet
    expect(service.delivered).toHaveLength(0)
    s.clock.advance(30_000)
    await worker.drain()
    await service.waitFor(1)
    expect((await outbox(s))[0]).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('a 410 removes the subscription and its waiting pushes; the user is not pushed again', async () => {
    const { s, service, worker } = await boot()
    const phone = service.subscribe('old')
    await s.as('engineer', 'POST', '/api/push/subscriptions', phone)
    const tablet = service.subscribe('new')
    await s.as('engineer', 'POST', '/api/push/subscriptions', tablet)
    service.gone.add('/push/old')
    await raiseTicket(s, { priority: 'critical' })
    expect(await outbox(s)).toHaveLength(2)
    await worker.drain()
    await service.waitFor(1)
    expect(service.delivered.map((d) => d.path)).toEqual(['/push/new'])
    expect((await devices(s)).map((d) => d.endpoint)).toEqual([tablet.endpoint])
    expect((await outbox(s)).map((r) => r.status)).toEqual(['sent'])
    await raiseTicket(s, { priority: 'high' })
    expect(await outbox(s)).toHaveLength(2)
  })

  it('a line held for hygiene clearance reaches the QA phone of its unit, opening the clearance', async () => {
    const { s, service, worker } = await boot()
    await s.as('quality', 'POST', '/api/push/subscriptions', service.subscribe('qa'))
    const prefs = { assigned: true, urgent: true, units: ['C'], escalations: true, clearance: true }
    expect((await s.as('quality', 'PUT', '/api/push/preferences', prefs)).status).toBe(200)
    const endMaintenance = async (lineId: number) => {
      await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'maintenance' })
      s.clock.advance(60_000)
      const res = await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'running' })
      expect(res.body.status).toBe('awaiting_clearance')
    }
    await endMaintenance(17) // unit D: not this QA's units
    expect(await outbox(s)).toHaveLength(0)
    await endMaintenance(27) // unit C
    await worker.drain()
    const [push] = await service.waitFor(1)
    const body = message(push!.text)
    expect(body).toMatchObject({ kind: 'clearance', url: '/hygiene/clear/27', lineId: 27 })
    expect(body.title).toContain('awaiting hygiene clearance')
  })
})
