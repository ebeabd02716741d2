// The escalation ladder with a fake clock: each step fires once at its minute after the ticket was raised, to its
// people, recorded on the ticket and in the audit; it stops at accept, survives a restart, and two instances on
// one database fire each step once.
import { afterEach, describe, expect, it } from 'vitest'
import type { PushMessage } from '../../shared/push/push'
import { testDbKind } from '../testing/test-database'
import { createTestServer, TestClock, type TestServer } from '../testing/test-server'
import { raiseTicket } from '../tickets/ticket-test-helpers'
import { runEscalations } from './escalation.service'

const servers: TestServer[] = []
afterEach(async () => {
  // The last one owns the database and folder; the others only close their connections.
  while (servers.length > 1) await servers.shift()!.close(true)
  await servers.shift()?.close()
})

async function boot(options: Parameters<typeof createTestServer>[0] = {}) {
  const s = await createTestServer(options)
  servers.push(s)
  return s
}

const MIN = 60_000
const subscribe = (s: TestServer, user: string, name: string) =>
  s.as(user, 'POST', '/api/push/subscriptions', {
    endpoint: `https://push.example.com/${name}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  })

async function pushesFor(s: TestServer, ticketId: string) {
  const rows = await s.db
    .selectFrom('push_outbox')
    .innerJoin('users', 'users.id', 'push_outbox.user_id')
    .select(['users.username', 'push_outbox.kind', 'push_outbox.payload'])
    .where('push_outbox.ticket_id', '=', ticketId)
    .where('push_outbox.kind', '=', 'escalation')
    .orderBy('push_outbox.id')
    .execute()
  return rows.map((r) => ({ user: r.username, message: JSON.parse(r.payload) as PushMessage }))
}

const steps = async (s: TestServer, ticketId: string) =>
  (
    await s.db
      .selectFrom('ticket_escalations')
      .select(['step', 'target'])
      .where('ticket_id', '=', ticketId)
      .orderBy('step')
      .execute()
  ).map((r) => `${r.step}:${r.target}`)

describe('escalation ladder', () => {
  it('fires each step once at its minute, to the department, the supervisors and the plant manager', async () => {
    const s = await boot()
    await subscribe(s, 'engineer', 'eng')
    await subscribe(s, 'engineer2', 'sup')
    await subscribe(s, 'admin', 'boss')
    expect(
      (
        await s.as('admin', 'PUT', `/api/escalation/people/${await s.userId('engineer2')}`, {
          supervisor: true,
          plantManager: false,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await s.as('admin', 'PUT', `/api/escalation/people/${await s.userId('admin')}`, {
          supervisor: false,
          plantManager: true,
        })
      ).status,
    ).toBe(200)
    expect(
      (await s.as('engineer', 'PUT', `/api/escalation/people/1`, { supervisor: true, plantManager: true })).status,
    ).toBe(403)
    await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'engineering',
      webhookUrl: 'https://teams.example.com/hook',
      enabled: true,
    })

    const ticket = await raiseTicket(s, { priority: 'critical', description: 'Sealer on fire alarm' })
    s.clock.advance(9 * MIN + 59_000)
    await runEscalations(s.deps)
    expect(await steps(s, ticket.id)).toEqual([])
    s.clock.advance(1_000)
    await runEscalations(s.deps)
    await runEscalations(s.deps)
    expect(await steps(s, ticket.id)).toEqual(['1:department'])
    const first = await pushesFor(s, ticket.id)
    expect(first.map((p) => p.user).sort()).toEqual(['engineer', 'engineer2'])
    expect(first[0]!.message).toMatchObject({ kind: 'escalation', url: `/tickets?ticket=${ticket.id}` })
    expect(first[0]!.message.title).toContain('10 min')
    // The step's Teams card, beside the card of the ticket's creation.
    const cards = await s.db.selectFrom('webhook_outbox').select('payload').where('ticket_id', '=', ticket.id).execute()
    expect(cards.map((c) => JSON.parse(c.payload).trigger)).toEqual(['created', 'escalated'])

    s.clock.advance(10 * MIN)
    await runEscalations(s.deps)
    expect(await steps(s, ticket.id)).toEqual(['1:department', '2:supervisors'])
    expect((await pushesFor(s, ticket.id)).slice(2).map((p) => p.user)).toEqual(['engineer2'])
    s.clock.advance(10 * MIN)
    await runEscalations(s.deps)
    expect(await steps(s, ticket.id)).toEqual(['1:department', '2:supervisors', '3:plant_manager'])
    expect((await pushesFor(s, ticket.id)).slice(3).map((p) => p.user)).toEqual(['admin'])

    const audit = await s.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('resource_id', '=', ticket.id)
      .where('action', '=', 'ticket.escalate')
      .execute()
    expect(audit).toHaveLength(3)
    const onTicket = await s.as('engineer', 'GET', `/api/escalation/tickets/${ticket.id}`)
    expect(onTicket.body.escalations.map((e: { step: number; recipients: number }) => [e.step, e.recipients])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
    ])
    const open = await s.as('engineer', 'GET', '/api/escalation/open')
    expect(open.body.escalations).toContainEqual(expect.objectContaining({ ticketId: ticket.id, step: 3 }))
    // The ticket's history names who each step was for, who got a push, and whether a Teams card went.
    const history = onTicket.body.escalations as {
      step: number
      teams: boolean
      notified: { name: string; push: boolean }[]
    }[]
    expect(history.map((e) => e.teams)).toEqual([true, false, false])
    expect(history[0]!.notified).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ethan Walsh', push: true }),
        expect.objectContaining({ name: 'Agnieszka Zielinska', push: true }),
      ]),
    )
    expect(history[1]!.notified).toEqual([expect.objectContaining({ name: 'Agnieszka Zielinska', push: true })])
    expect(history[2]!.notified).toEqual([expect.objectContaining({ name: 'Alice Morgan', push: true })])
  })

  it('reaches devices through sync: each fired step is a ticketEscalations row in the changes since a cursor', async () => {
    const s = await boot()
    const ticket = await raiseTicket(s, { priority: 'critical', description: 'Metal detector reject gate stuck' })
    const before = await s.as('engineer', 'GET', '/api/sync/pull')
    s.clock.advance(10 * MIN)
    await runEscalations(s.deps)
    const pulled = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${before.body.cursor}`)
    const rows = pulled.body.changes.ticketEscalations as { ticketId: string; step: number; notified: unknown[] }[]
    expect(rows).toEqual([
      expect.objectContaining({ ticketId: ticket.id, step: 1, target: 'department', teams: true, afterMinutes: 10 }),
    ])
    // No one has switched notifications on in this install: the step names its people, none with a push.
    expect(rows[0]!.notified).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Ethan Walsh', push: false })]),
    )
  })

  it('stops as soon as the ticket is accepted', async () => {
    const s = await boot()
    const ticket = await raiseTicket(s, { priority: 'critical' })
    s.clock.advance(10 * MIN)
    await runEscalations(s.deps)
    expect(await steps(s, ticket.id)).toEqual(['1:department'])
    await s.as('admin', 'POST', `/api/tickets/${ticket.id}/assign`, { engineerId: await s.userId('engineer') })
    s.clock.advance(5 * MIN)
    expect((await s.as('engineer', 'POST', `/api/tickets/${ticket.id}/accept`)).status).toBe(200)
    s.clock.advance(30 * MIN)
    await runEscalations(s.deps)
    expect(await steps(s, ticket.id)).toEqual(['1:department'])
    const open = await s.as('engineer', 'GET', '/api/escalation/open')
    expect(open.body.escalations.map((e: { ticketId: string }) => e.ticketId)).not.toContain(ticket.id)
  })

  it('follows the ladder admins save (400 naming the field for steps out of order), per priority', async () => {
    const s = await boot()
    const bad = await s.as('admin', 'PUT', '/api/escalation/ladder', {
      steps: [
        { priority: 'medium', step: 1, afterMinutes: 30, target: 'department', teams: false },
        { priority: 'medium', step: 2, afterMinutes: 20, target: 'supervisors', teams: false },
      ],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('afterMinutes')
    expect((await s.as('engineer', 'PUT', '/api/escalation/ladder', { steps: [] })).status).toBe(403)
    const saved = await s.as('admin', 'PUT', '/api/escalation/ladder', {
      steps: [{ priority: 'medium', step: 1, afterMinutes: 5, target: 'department', teams: false }],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.steps).toHaveLength(1)
    const critical = await raiseTicket(s, { priority: 'critical' })
    const medium = await raiseTicket(s, { priority: 'medium' })
    s.clock.advance(15 * MIN)
    await runEscalations(s.deps)
    expect(await steps(s, medium.id)).toEqual(['1:department'])
    expect(await steps(s, critical.id)).toEqual([])
  })

  it('counts from the time the ticket was raised on the device, and fires once across a restart', async () => {
    const clock = new TestClock()
    const s = await boot({ clock })
    // Raised offline right after signing in; the server hears of it 12 minutes later.
    const authToken = await s.login('operator')
    const raisedAt = clock.now().toISOString()
    clock.advance(12 * MIN)
    const ticketId = '7f3c2a10-0000-4000-8000-000000000034'
    const push = await s.request('POST', '/api/sync/push', {
      token: authToken,
      body: {
        clientId: 'c0ffee00-0000-4000-8000-000000000034',
        mutations: [
          {
            mutationId: 1,
            name: 'ticket.create',
            args: {
              id: ticketId,
              lineName: 'Unit C - Line 28',
              category: 'mechanical',
              priority: 'critical',
              description: 'Raised offline',
              status: 'open',
            },
            createdAt: raisedAt,
            authToken,
          },
        ],
      },
    })
    expect(push.status, JSON.stringify(push.body)).toBe(200)
    expect(push.body.results[0].status, JSON.stringify(push.body)).toBe('applied')
    const row = await s.db
      .selectFrom('tickets')
      .select('created_at')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow()
    expect(row.created_at).toBe(raisedAt)
    expect(await runEscalations(s.deps)).toBeGreaterThanOrEqual(1)
    expect(await steps(s, ticketId)).toEqual(['1:department'])

    // A restart on the same database and folder: nothing fires twice; the next step fires at its minute.
    const again = await boot({ clock, dataDir: s.dataDir, database: s.database })
    await runEscalations(again.deps)
    expect(await steps(again, ticketId)).toEqual(['1:department'])
    clock.advance(8 * MIN)
    await runEscalations(again.deps)
    expect(await steps(again, ticketId)).toEqual(['1:department', '2:supervisors'])
    const audit = await again.db
      .selectFrom('audit_log')
      .select('id')
      .where('resource_id', '=', ticketId)
      .where('action', '=', 'ticket.escalate')
      .execute()
    expect(audit).toHaveLength(2)
  })

  // Several instances share one database only on PostgreSQL; on SQLite the same instance races its own passes.
  const postgres = testDbKind() === 'postgres'
  it(`${postgres ? 'two instances on one PostgreSQL database' : 'passes of one instance'} racing each other fire each step once`, async () => {
    const clock = new TestClock()
    const a = await boot({ clock })
    let b = a
    if (postgres) {
      b = await boot({ clock, dataDir: a.dataDir, database: a.database })
      // a owns the database and folder: it closes last.
      servers.reverse()
    }
    await subscribe(a, 'engineer', 'eng')
    const tickets = []
    for (let i = 0; i < 8; i++) tickets.push(await raiseTicket(a, { priority: 'critical', description: `Race ${i}` }))
    clock.advance(30 * MIN)
    await Promise.all([runEscalations(a.deps), runEscalations(b.deps), runEscalations(a.deps), runEscalations(b.deps)])
    for (const t of tickets) {
      expect(await steps(a, t.id)).toEqual(['1:department', '2:supervisors', '3:plant_manager'])
      expect(await pushesFor(a, t.id)).toHaveLength(1) // the engineer, once, from step 1
    }
    const audits = await a.db
      .selectFrom('audit_log')
      .select('resource_id')
      .where('action', '=', 'ticket.escalate')
      .where(
        'resource_id',
        'in',
        tickets.map((t) => t.id),
      )
      .execute()
    expect(audits).toHaveLength(tickets.length * 3)
  })
})
