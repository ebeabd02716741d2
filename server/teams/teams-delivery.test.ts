// Teams cards through the durable outbox to a REAL local HTTP receiver: routing, envelope, retries, restart.
import { afterEach, describe, expect, it, vi } from 'vitest'
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

async function boot(dataDir?: string, database?: TestServer['database']) {
  const server = await createTestServer({
    clock: new RealTestClock(),
    dataDir,
    database,
    config: { webhookAllowPrivateHosts: true, publicUrl: 'https://lineside.example' },
  })
  const w = new NotificationWorker(server.deps, { pollMs: 100, retryBaseMs: 200 }).start()
  return { server, w }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const card = (post: { body: unknown }) => (post.body as any).attachments[0].content
/* eslint-disable @typescript-eslint/no-explicit-any -- card JSON read loosely */
const facts = (post: { body: unknown }) =>
  Object.fromEntries(card(post).body[1].facts.map((f: any) => [f.title, f.value]))

describe('Teams delivery to a real receiver', () => {
  it('routes each category to its departments as an Adaptive Card 1.4 message', async () => {
    ;({ server: s, w: worker } = await boot())
    receiver = await startReceiver()
    for (const d of ['it', 'quality', 'engineering', 'production', 'safety']) await enable(s, d, receiver.url(`/${d}`))

    const mech = await raise(s, 'mechanical')
    expect(mech.status).toBe(201)
    await receiver.waitFor(1)
    await raise(s, 'safety')
    await receiver.waitFor(3)
    await raise(s, 'software')
    const posts = await receiver.waitFor(4)

    expect(posts.map((p) => p.path).sort()).toEqual(['/engineering', '/it', '/quality', '/safety'])
    const first = posts.find((p) => p.path === '/engineering')!
    const body = first.body as { type: string; attachments: { contentType: string }[] }
    expect(body.type).toBe('message')
    expect(body.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive')
    expect(card(first).type).toBe('AdaptiveCard')
    expect(card(first).version).toBe('1.4')
    expect(facts(first)).toMatchObject({
      Ticket: mech.body.ticketId,
      Line: 'Unit E - Line 31',
      Priority: 'high',
      Category: 'mechanical',
    })
    expect(JSON.stringify(card(first))).toContain('A mechanical fault')
    expect(card(first).actions[0].url).toBe(`https://lineside.example/tickets?ticket=${mech.body.id}`)
    // Nothing reached a department the category does not route to.
    await new Promise((r) => setTimeout(r, 300))
    expect(receiver.posts).toHaveLength(4)
  })

  it('posts on assignment, status change and resolution, and records last used', async () => {
    ;({ server: s, w: worker } = await boot())
    receiver = await startReceiver()
    await enable(s, 'engineering', receiver.url('/engineering'))
    const ticket = (await raise(s, 'electrical')).body
    expect(
      (await s.as('admin', 'POST', `/api/tickets/${ticket.id}/assign`, { engineerId: await s.userId('engineer') }))
        .status,
    ).toBe(200)
    expect((await s.as('engineer', 'POST', `/api/tickets/${ticket.id}/start`)).status).toBe(200)
    const closed = await s.as('engineer', 'POST', `/api/tickets/${ticket.id}/close`, {
      resolutionSummary: 'Replaced the fuse',
      timeSpent: 20,
    })
    expect(closed.status).toBe(200)
    const posts = await receiver.waitFor(4)
    await settled(s)
    const headlines = posts.map((p) => card(p).body[0].text as string)
    expect(headlines).toEqual([
      `New ticket: ${ticket.ticketId}`,
      `Ticket assigned: ${ticket.ticketId}`,
      `Ticket status changed: ${ticket.ticketId}`,
      `Ticket resolved: ${ticket.ticketId}`,
    ])
    expect(facts(posts[1]!)['Assigned to']).toBeTruthy()
    expect(JSON.stringify(card(posts[3]!))).toContain('Replaced the fuse')
    const status = await s.as('admin', 'GET', '/api/admin/teams/status')
    const eng = status.body.departments.find((d: { department: string }) => d.department === 'engineering')
    expect(eng).toMatchObject({ configured: true, status: 'active', pending: 0 })
    expect(eng.lastUsed).not.toBeNull()
  })

  it('retries a 429 after its Retry-After and a 500 with backoff, and each card arrives once', async () => {
    ;({ server: s, w: worker } = await boot())
    receiver = await startReceiver()
    await enable(s, 'engineering', receiver.url('/engineering'))
    receiver.script.push({ status: 429, headers: { 'Retry-After': '1' } }, { status: 500 })
    const started = Date.now()
    await raise(s, 'mechanical')
    const posts = await receiver.waitFor(1)
    expect(posts[0]!.at - started).toBeGreaterThanOrEqual(1000)
    await settled(s)
    const row = await s.db.selectFrom('webhook_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'sent', attempts: 3 })
    await new Promise((r) => setTimeout(r, 400))
    expect(receiver.posts).toHaveLength(1)
  })

  it('delivers a card written while the receiver was down after a server restart', async () => {
    const first = await boot()
    s = first.server
    worker = first.w
    // A port that nobody listens on yet.
    const probe = await startReceiver()
    const port = probe.port
    await probe.close()
    await enable(s, 'engineering', `http://127.0.0.1:${port}/engineering`)
    const ticket = (await raise(s, 'maintenance')).body
    const waitAttempt = async () => {
      for (let i = 0; i < 50; i++) {
        const row = await s!.db.selectFrom('webhook_outbox').select(['attempts', 'status']).executeTakeFirst()
        if (row && row.attempts > 0) return row
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error('no delivery attempt')
    }
    expect(await waitAttempt()).toMatchObject({ status: 'pending' })

    // Restart: stop the worker and close the database, then a new app on the same file.
    await worker.stop()
    const { dataDir, database } = s
    await s.close(true)
    receiver = await startReceiver(port)
    const second = await boot(dataDir, database)
    s = second.server
    worker = second.w
    const posts = await receiver.waitFor(1)
    expect(facts(posts[0]!).Ticket).toBe(ticket.ticketId)
    await new Promise((r) => setTimeout(r, 400))
    expect(receiver.posts).toHaveLength(1)
  })

  it('never slows a ticket request when the receiver hangs', async () => {
    ;({ server: s, w: worker } = await boot())
    receiver = await startReceiver()
    await enable(s, 'engineering', receiver.url('/engineering'))
    receiver.script.push({ hang: true }, { hang: true }, { hang: true })
    let arrived = 0
    receiver.hooks.onArrival = () => void arrived++
    await raise(s, 'mechanical')
    // The first card is on its way and the receiver holds it (its answer would take the sender's 10 s timeout).
    await expect.poll(() => arrived, { timeout: 10_000 }).toBe(1)
    const res = await raise(s, 'mechanical')
    expect(res.status).toBe(201)
    // Answered while that card still hangs (nothing has been answered yet).
    expect(receiver.posts).toHaveLength(0)
  })

  it('keeps a message under 28 KB by cutting a long description, and posts at most 4 a second', async () => {
    ;({ server: s, w: worker } = await boot())
    receiver = await startReceiver()
    await enable(s, 'engineering', receiver.url('/engineering'))
    // A very long description, written straight into pending cards (the API bounds descriptions).
    const ticketUuid = '00000000-0000-4000-8000-000000000001'
    const row = {
      trigger: 'created',
      ticketUuid,
      actor: 'Test',
      at: new Date().toISOString(),
      ticket: {
        ticketId: 'TKT-1',
        lineName: 'L',
        priority: 'low',
        category: 'mechanical',
        status: 'open',
        description: 'ż'.repeat(40_000),
        reportedBy: null,
        assignedTo: null,
        resolutionSummary: null,
      },
    }
    const now = new Date().toISOString()
    const rows = Array.from({ length: 6 }, () => ({
      department: 'engineering',
      event: 'created',
      ticket_id: ticketUuid,
      payload: JSON.stringify(row),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    }))
    await s.db.insertInto('webhook_outbox').values(rows).execute()
    worker.kick()
    const posts = await receiver.waitFor(6)
    for (const p of posts) expect(p.bytes).toBeLessThanOrEqual(28 * 1024)
    expect(JSON.stringify(card(posts[0]!))).toContain('…')
    // Six posts at no more than four a second span at least 1.25 s.
    expect(posts[5]!.at - posts[0]!.at).toBeGreaterThanOrEqual(1200)
  })

  it('wakes on a committed change after that request has answered, one round for a burst, without waiting for the poll', async () => {
    const server = await createTestServer({ clock: new RealTestClock(), config: { webhookAllowPrivateHosts: true } })
    s = server
    worker = new NotificationWorker(server.deps, { pollMs: 60_000 }).start()
    receiver = await startReceiver()
    await enable(server, 'engineering', receiver.url('/engineering'))
    await new Promise((r) => setImmediate(r))

    // The poll is a minute away: the card goes out on the change's poke alone.
    expect((await raise(server, 'mechanical')).status).toBe(201)
    const [post] = await receiver.waitFor(1)
    expect(facts(post!).Line).toBe('Unit E - Line 31')

    const kick = vi.spyOn(worker, 'kick')
    for (let seq = 1_000_000; seq < 1_000_050; seq++) server.events.poke(seq)
    expect(kick).not.toHaveBeenCalled()
    await new Promise((r) => setImmediate(r))
    expect(kick).toHaveBeenCalledTimes(1)
  })
})

/** Pending cards for the engineering webhook written straight into the outbox, numbered TKT-1…TKT-n. */
