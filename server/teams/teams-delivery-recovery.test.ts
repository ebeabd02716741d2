// Teams cards through the durable outbox when things go wrong: the network blips (DNS fails, then answers), a
// receiver refuses, and several workers on one database share the outbox by leases (decision 175).
import { afterEach, describe, expect, it } from 'vitest'
import type { Resolver } from '../http/outbound-url'
import { createTestServer, RealTestClock, type TestServer } from '../testing/test-server'
import { startReceiver, type Receiver } from '../testing/webhook-receiver'
import { NotificationWorker } from './notification-worker'
import { enable, raise, settled, stopAll } from './teams-delivery-kit'

let s: TestServer | null = null
let worker: NotificationWorker | null = null
/** A second instance's worker on the same database. */
let other: NotificationWorker | null = null
let receiver: Receiver | null = null

afterEach(async () => {
  await stopAll([worker, other], receiver, s)
  s = worker = other = receiver = null
})

/* eslint-disable @typescript-eslint/no-explicit-any -- card JSON read loosely */
async function pendingCards(server: TestServer, n: number) {
  const at = server.clock.now().toISOString()
  const rows = Array.from({ length: n }, (_, i) => {
    const ticketUuid = `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`
    const ticket = {
      ticketId: `TKT-${i + 1}`,
      lineName: 'L',
      priority: 'low',
      category: 'mechanical',
      status: 'open',
      description: 'x',
      reportedBy: null,
      assignedTo: null,
      resolutionSummary: null,
    }
    const payload = { trigger: 'created', ticketUuid, actor: 'Test', at, ticket }
    return {
      department: 'engineering',
      event: 'created',
      ticket_id: ticketUuid,
      payload: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    }
  })
  await server.db.insertInto('webhook_outbox').values(rows).execute()
}

const ticketOf = (body: unknown) =>
  Object.fromEntries((body as any).attachments[0].content.body[1].facts.map((f: any) => [f.title, f.value]))
    .Ticket as string

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`never: ${what}`)
}

describe('Teams alerts survive a network blip', () => {
  it('holds the cards while DNS fails (EAI_AGAIN, then ENOTFOUND) and sends every one, in order, once it answers', async () => {
    s = await createTestServer({ clock: new RealTestClock(), config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    let failure: string | null = 'EAI_AGAIN'
    const lookups: string[] = []
    const resolve: Resolver = async (host) => {
      lookups.push(failure ?? 'ok')
      if (failure) throw Object.assign(new Error(`getaddrinfo ${failure} ${host}`), { code: failure })
      return [{ address: '127.0.0.1', family: 4 }]
    }
    worker = new NotificationWorker(s.deps, { pollMs: 50, retryBaseMs: 100, maxRetryMs: 200 }, resolve).start()
    await enable(s, 'engineering', `http://relay.local:${receiver.port}/engineering`)
    const tickets = []
    for (let i = 0; i < 3; i++) tickets.push((await raise(s, 'mechanical', `Fault ${i}`)).body.ticketId as string)

    await until(async () => lookups.length >= 2, 'two failed lookups')
    failure = 'ENOTFOUND'
    await until(async () => lookups.filter((l) => l === 'ENOTFOUND').length >= 2, 'two more failed lookups')
    // Nothing was given up on: the department waits on its first card.
    const held = await s.db.selectFrom('webhook_outbox').select(['status', 'last_error']).orderBy('id').execute()
    expect(held.map((r) => r.status)).toEqual(['pending', 'pending', 'pending'])
    expect(held[0]!.last_error).toBe('Webhook unreachable')

    failure = null
    const posts = await receiver.waitFor(3)
    await settled(s)
    expect(posts.map((p) => ticketOf(p.body))).toEqual(tickets)
    const rows = await s.db.selectFrom('webhook_outbox').select('status').execute()
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])
    const config = await s.db
      .selectFrom('webhook_configs')
      .selectAll()
      .where('department', '=', 'engineering')
      .executeTakeFirstOrThrow()
    expect(config).toMatchObject({ status: 'active', last_failure_reason: null })
  })

  it('a refusal is still permanent: a 404 fails the card at once and marks the webhook error with its reason', async () => {
    s = await createTestServer({ clock: new RealTestClock(), config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    worker = new NotificationWorker(s.deps, { pollMs: 50, retryBaseMs: 100 }).start()
    await enable(s, 'engineering', receiver.url('/engineering'))
    receiver.script.push({ status: 404 })
    await raise(s, 'mechanical')
    await settled(s)
    expect(await s.db.selectFrom('webhook_outbox').select(['status', 'attempts']).execute()).toEqual([
      { status: 'failed', attempts: 1 },
    ])
    const config = await s.db
      .selectFrom('webhook_configs')
      .selectAll()
      .where('department', '=', 'engineering')
      .executeTakeFirstOrThrow()
    expect(config).toMatchObject({ status: 'error', last_failure_reason: 'http_error', last_failure_status: 404 })
  })
})

describe('Teams cards on several workers (one database)', () => {
  it('a round longer than the lease keeps its claim: each card is posted once and in order', async () => {
    // The test clock moves 45 s with every post: six posts outlast the 2-minute lease unless it is renewed.
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    await enable(s, 'engineering', receiver.url('/engineering'))
    const arrivals: string[] = []
    receiver.hooks.fallback = { status: 202, delayMs: 60 }
    receiver.hooks.onArrival = (body) => {
      arrivals.push(ticketOf(body))
      s!.clock.advance(45_000)
    }
    await pendingCards(s, 6)
    worker = new NotificationWorker(s.deps, { pollMs: 20 }).start()
    other = new NotificationWorker(s.deps, { pollMs: 20 }).start()
    await until(
      async () =>
        (await s!.db.selectFrom('webhook_outbox').select('id').where('status', '=', 'sent').execute()).length === 6,
      'six cards sent',
    )
    await new Promise((r) => setTimeout(r, 300))
    expect(arrivals).toEqual(['TKT-1', 'TKT-2', 'TKT-3', 'TKT-4', 'TKT-5', 'TKT-6'])
    const rows = await s.db.selectFrom('webhook_outbox').select(['status', 'attempts', 'lease_id']).execute()
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.lease_id === null)).toBe(true)
  })

  it('a worker that lost its claim during a post stops: only the card in flight can arrive twice, the rest once and in order', async () => {
    s = await createTestServer({ config: { webhookAllowPrivateHosts: true } })
    receiver = await startReceiver()
    await enable(s, 'engineering', receiver.url('/engineering'))
    const arrivals: string[] = []
    receiver.hooks.onArrival = (body, answer) => {
      const ticket = ticketOf(body)
      // The first post of card 2 stalls three minutes (test clock) and its answer comes late: the lease is gone.
      if (ticket === 'TKT-2' && !arrivals.includes('TKT-2')) {
        s!.clock.advance(3 * 60_000)
        answer.delayMs = 400
      }
      arrivals.push(ticket)
    }
    receiver.hooks.fallback = { status: 202 }
    await pendingCards(s, 5)
    worker = new NotificationWorker(s.deps, { pollMs: 20 }).start()
    other = new NotificationWorker(s.deps, { pollMs: 20 }).start()
    await until(
      async () =>
        (await s!.db.selectFrom('webhook_outbox').select('id').where('status', '=', 'sent').execute()).length === 5,
      'five cards sent',
    )
    await new Promise((r) => setTimeout(r, 600))
    const count = (t: string) => arrivals.filter((a) => a === t).length
    expect(count('TKT-1')).toBe(1)
    expect(count('TKT-2')).toBe(2)
    for (const t of ['TKT-3', 'TKT-4', 'TKT-5']) expect(count(t), t).toBe(1)
    expect([...new Set(arrivals)]).toEqual(['TKT-1', 'TKT-2', 'TKT-3', 'TKT-4', 'TKT-5'])
    const rows = await s.db.selectFrom('webhook_outbox').select(['status', 'attempts']).orderBy('id').execute()
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent'])
  })
})
