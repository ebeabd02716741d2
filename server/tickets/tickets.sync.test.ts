// Ticket actions through the outbox: /api/sync/push applies each once, losing actions are rejected with a reason.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ticket } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { ticketIn } from './ticket-test-helpers'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

interface Mutation {
  mutationId: number
  name: string
  args: unknown
  createdAt?: string
}

async function push(who: string, clientId: string, mutations: Mutation[]) {
  const token = await s.login(who)
  const body = {
    clientId,
    mutations: mutations.map((m) => ({ createdAt: s.clock.now().toISOString(), authToken: token, ...m })),
  }
  const res = await s.request('POST', '/api/sync/push', { token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as {
    lastMutationId: number
    results: { mutationId: number; status: string; reason?: string; code?: string }[]
  }
}

const count = async (table: 'tickets' | 'ticket_notes', column: 'id' | 'ticket_id', value: string) =>
  (
    await s.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .executeTakeFirstOrThrow()
  ).n

/** An engineer on the floor logs a fault offline, takes it, and notes what they found: all in one push. */
async function offlineBatch() {
  const ticketId = randomUUID()
  const noteId = randomUUID()
  const mutations: Mutation[] = [
    {
      mutationId: 1,
      name: 'ticket.create',
      args: {
        id: ticketId,
        lineName: 'Unit C - Line 22',
        category: 'mechanical',
        priority: 'high',
        description: 'Mincer jammed',
      },
    },
    { mutationId: 2, name: 'ticket.assign', args: { ticketId, engineerId: await s.userId('engineer') } },
    { mutationId: 3, name: 'ticket.accept', args: { ticketId } },
    { mutationId: 4, name: 'ticket.addNote', args: { ticketId, noteId, notes: 'Bone fragment in the plate' } },
  ]
  return { ticketId, noteId, mutations }
}

describe('push', () => {
  it('applies a create and a note referring to the new ticket in one batch', async () => {
    const clientId = randomUUID()
    const { ticketId, mutations } = await offlineBatch()
    const res = await push('engineer', clientId, mutations)
    expect(res.lastMutationId).toBe(4)
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied'])
    const t = (await s.as('engineer', 'GET', `/api/tickets/${ticketId}`)).body as Ticket
    expect(t).toMatchObject({
      status: 'assigned',
      engineerStatus: 'accepted',
      lineId: 22,
      reportedBy: await s.userId('engineer'),
      ticketId: expect.stringMatching(/^TKT-/),
    })
    expect(t.notes).toMatchObject([{ text: 'Bone fragment in the plate', kind: 'note' }])
  })

  it('applies the same batch once when it is pushed twice', async () => {
    const clientId = randomUUID()
    const { ticketId, mutations } = await offlineBatch()
    await push('engineer', clientId, mutations)
    const again = await push('engineer', clientId, mutations)
    // A re-send hears the stored verdicts again (decision 080).
    expect(again.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied'])
    expect(await count('tickets', 'id', ticketId)).toBe(1)
    expect(await count('ticket_notes', 'ticket_id', ticketId)).toBe(1)
    const audits = await s.db.selectFrom('audit_log').select('action').where('resource_id', '=', ticketId).execute()
    expect(audits.map((a) => a.action)).toEqual(['ticket.create', 'ticket.assign', 'ticket.accept', 'ticket.add_note'])
  })

  it('rejects an accept by the wrong engineer with a reason and still advances lastMutationId', async () => {
    const t = await ticketIn(s, 'assigned')
    const clientId = randomUUID()
    const res = await push('engineer2', clientId, [{ mutationId: 1, name: 'ticket.accept', args: { ticketId: t.id } }])
    expect(res.lastMutationId).toBe(1)
    expect(res.results).toEqual([
      {
        mutationId: 1,
        status: 'rejected',
        code: 'forbidden',
        reason: 'Only the assigned engineer can accept this ticket',
      },
    ])
    expect((await s.as('engineer', 'GET', `/api/tickets/${t.id}`)).body.engineerStatus).toBe('assigned')
    const pulled = await s.as('engineer2', 'GET', `/api/sync/pull?clientId=${clientId}`)
    expect(pulled.body.lastMutationId).toBe(1)
  })

  it('rejects a reject made offline while the ticket was handed to someone else', async () => {
    const t = await ticketIn(s, 'assigned')
    const madeAt = s.clock.now().toISOString()
    s.clock.advance(5 * 60_000)
    expect((await s.as('admin', 'POST', `/api/tickets/${t.id}/reject`, { reason: 'Reassigning' })).status).toBe(200)
    expect(
      (await s.as('admin', 'POST', `/api/tickets/${t.id}/assign`, { engineerId: await s.userId('engineer2') })).status,
    ).toBe(200)
    const res = await push('engineer', randomUUID(), [
      { mutationId: 1, name: 'ticket.reject', args: { ticketId: t.id, reason: 'Not mine' }, createdAt: madeAt },
    ])
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      code: 'forbidden',
      reason: expect.stringContaining('assigned engineer'),
    })
    expect((await s.as('engineer2', 'GET', `/api/tickets/${t.id}`)).body).toMatchObject({
      status: 'assigned',
      assignedTo: await s.userId('engineer2'),
    })
  })

  it('rejects bad arguments as validation and a state clash as conflict', async () => {
    const t = await ticketIn(s, 'open')
    const res = await push('engineer', randomUUID(), [
      { mutationId: 1, name: 'ticket.close', args: { ticketId: t.id, resolutionSummary: '' } },
      { mutationId: 2, name: 'ticket.start', args: { ticketId: t.id } },
      { mutationId: 3, name: 'ticket.accept', args: { ticketId: randomUUID() } },
    ])
    expect(res.results.map((r) => r.code)).toEqual(['validation', 'conflict', 'not_found'])
    expect(res.results[0]!.reason).toContain('resolutionSummary')
  })

  it('records offline actions at the device time, never before the previous step', async () => {
    const t = await ticketIn(s, 'assigned')
    const assignedAt = t.assignedAt!
    s.clock.advance(10 * 60_000)
    const acceptedAt = new Date(Date.parse(assignedAt) + 2 * 60_000).toISOString()
    const startedAt = new Date(Date.parse(assignedAt) - 60_000).toISOString()
    await push('engineer', randomUUID(), [
      { mutationId: 1, name: 'ticket.accept', args: { ticketId: t.id }, createdAt: acceptedAt },
      { mutationId: 2, name: 'ticket.start', args: { ticketId: t.id }, createdAt: startedAt },
      { mutationId: 3, name: 'ticket.complete', args: { ticketId: t.id, summary: 'Reset the drive', timeSpent: 0.5 } },
    ])
    const after = (await s.as('engineer', 'GET', `/api/tickets/${t.id}`)).body as Ticket
    expect(after).toMatchObject({
      acceptedAt,
      startedAt: acceptedAt,
      resolvedAt: s.clock.now().toISOString(),
      status: 'closed',
      timeSpent: 30,
    })
  })
})

describe('pull', () => {
  it('returns the pushed ticket with its note, in a snapshot and since a cursor', async () => {
    const clientId = randomUUID()
    const before = (await s.as('engineer', 'GET', `/api/sync/pull?clientId=${clientId}`)).body.cursor as number
    const { ticketId, noteId, mutations } = await offlineBatch()
    await push('engineer', clientId, mutations)

    const delta = await s.as('engineer', 'GET', `/api/sync/pull?cursor=${before}&clientId=${clientId}`)
    expect(delta.body).toMatchObject({ snapshot: false, lastMutationId: 4 })
    expect(delta.body.changes.tickets).toHaveLength(1)
    expect(delta.body.changes.tickets[0]).toMatchObject({
      id: ticketId,
      notes: [{ id: noteId, text: 'Bone fragment in the plate' }],
    })

    const snapshot = await s.as('operator', 'GET', '/api/sync/pull')
    expect(snapshot.body.snapshot).toBe(true)
    expect(snapshot.body.changes.tickets.find((x: Ticket) => x.id === ticketId).notes).toHaveLength(1)
  })
})

// One push can carry a ticket's whole life: every rule must see the state the earlier actions of the batch left.
describe('a ticket walked through several actions in one batch', () => {
  it('checks each action against the state the previous ones left, through to closed', async () => {
    const ticketId = randomUUID()
    const engineerId = await s.userId('engineer')
    const res = await push('engineer', randomUUID(), [
      {
        mutationId: 1,
        name: 'ticket.create',
        args: {
          id: ticketId,
          lineName: 'Unit C - Line 22',
          category: 'mechanical',
          priority: 'high',
          description: 'Guard switch',
        },
      },
      { mutationId: 2, name: 'ticket.assign', args: { ticketId, engineerId } },
      { mutationId: 3, name: 'ticket.reject', args: { ticketId, reason: 'Not mine' } },
      // Rejected back to the queue: nobody may accept it now.
      { mutationId: 4, name: 'ticket.accept', args: { ticketId } },
      { mutationId: 5, name: 'ticket.assign', args: { ticketId, engineerId } },
      { mutationId: 6, name: 'ticket.accept', args: { ticketId } },
      { mutationId: 7, name: 'ticket.start', args: { ticketId } },
      { mutationId: 8, name: 'ticket.close', args: { ticketId, resolutionSummary: 'Switch replaced', timeSpent: 20 } },
      // Closed: starting it again is refused.
      { mutationId: 9, name: 'ticket.start', args: { ticketId } },
    ])
    expect(res.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'rejected',
      'applied',
      'applied',
      'applied',
      'applied',
      'rejected',
    ])
    expect(res.results[3]!.code).toBe('conflict')
    expect(res.results[8]!.code).toBe('conflict')
    const t = (await s.as('engineer', 'GET', `/api/tickets/${ticketId}`)).body as Ticket
    expect(t).toMatchObject({
      status: 'closed',
      engineerStatus: 'completed',
      assignedTo: engineerId,
      resolutionSummary: 'Switch replaced',
    })
  })

  it('sees a change made between two pushes', async () => {
    const t = await ticketIn(s, 'assigned')
    const clientId = randomUUID()
    expect(
      (await push('engineer', clientId, [{ mutationId: 1, name: 'ticket.accept', args: { ticketId: t.id } }]))
        .results[0]!.status,
    ).toBe('applied')
    // Handed back over REST in between: the next push must not act on what the first one saw.
    expect((await s.as('engineer', 'POST', `/api/tickets/${t.id}/reject`, { reason: 'Wrong line' })).status).toBe(200)
    const next = await push('engineer', clientId, [{ mutationId: 2, name: 'ticket.start', args: { ticketId: t.id } }])
    expect(next.results[0]).toMatchObject({ status: 'rejected', code: 'conflict' })
  })
})
