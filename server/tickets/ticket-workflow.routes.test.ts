// The ticket state machine over REST (DESIGN.md §3): legal and illegal transitions, who, when, close payloads, audit.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { auditActions, raiseTicket, ticketIn, type TicketState } from './ticket-test-helpers'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

type Call = { method: string; path: string; body?: (s: TestServer) => Promise<unknown> }
const ACTIONS: Record<string, Call> = {
  assign: { method: 'POST', path: '/assign', body: async (t) => ({ engineerId: await t.userId('engineer2') }) },
  accept: { method: 'POST', path: '/accept' },
  reject: { method: 'POST', path: '/reject', body: async () => ({ reason: 'Not my area' }) },
  start: { method: 'POST', path: '/start' },
  addNote: { method: 'POST', path: '/add-notes', body: async () => ({ notes: 'Checked the belt' }) },
  close: { method: 'POST', path: '/close', body: async () => ({ resolutionSummary: 'Done', timeSpent: 5 }) },
}
const LEGAL_FROM: Record<string, TicketState[]> = {
  assign: ['open'],
  reject: ['assigned', 'accepted'],
  accept: ['assigned'],
  start: ['assigned', 'accepted'],
  addNote: ['accepted', 'in_progress'],
  close: ['accepted', 'in_progress'],
}
const STATES: TicketState[] = ['open', 'assigned', 'accepted', 'in_progress', 'closed']

async function act(who: string, action: string, ticketId: string) {
  const call = ACTIONS[action]!
  return s.as(who, call.method, `/api/tickets/${ticketId}${call.path}`, call.body ? await call.body(s) : undefined)
}

describe('the DESIGN.md §3 table', () => {
  const cases = Object.keys(ACTIONS).flatMap((action) =>
    STATES.map((from) => ({ action, from, legal: LEGAL_FROM[action]!.includes(from) })),
  )

  it.each(cases)('$action from $from (as the assignee, or admin when unassigned)', async ({ action, from, legal }) => {
    const t = await ticketIn(s, from)
    const who = t.assignedTo === null ? 'admin' : 'engineer'
    const res = await act(who, action, t.id)
    if (legal) {
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    } else {
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ error: 'conflict', message: expect.stringMatching(/^Ticket is \w+/) })
    }
  })

  it.each(['reject', 'accept', 'start'])('%s by another engineer is 403', async (action) => {
    const t = await ticketIn(s, 'assigned')
    const res = await act('engineer2', action, t.id)
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/assigned engineer/)
  })

  it.each(['addNote', 'close'])('%s by another engineer is 403', async (action) => {
    const t = await ticketIn(s, 'in_progress')
    expect((await act('engineer2', action, t.id)).status).toBe(403)
  })

  it('lets an operator create but not assign or accept', async () => {
    const t = await raiseTicket(s)
    expect((await act('operator', 'assign', t.id)).status).toBe(403)
    const assigned = await ticketIn(s, 'assigned')
    expect((await act('operator', 'accept', assigned.id)).status).toBe(403)
  })

  it('lets IT close IT tickets it is not assigned to, but not engineering ones', async () => {
    const itTicket = await ticketIn(s, 'in_progress', { overrides: { description: '[IT] Scanner pool offline' } })
    const closed = await act('it', 'close', itTicket.id)
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ status: 'closed', engineerStatus: 'completed' })
    const engTicket = await ticketIn(s, 'in_progress')
    expect((await act('it', 'close', engTicket.id)).status).toBe(403)
  })

  it('answers 404 for an unknown ticket', async () => {
    for (const action of Object.keys(ACTIONS))
      expect((await act('admin', action, randomUUID())).status, action).toBe(404)
  })
})

describe('who and when', () => {
  it('stores who assigned and when each step happened, and audits every step', async () => {
    const t = await raiseTicket(s)
    const step = async (who: string, path: string, body?: unknown) => {
      s.clock.advance(60_000)
      const res = await s.as(who, 'POST', `/api/tickets/${t.id}${path}`, body)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return { at: s.clock.now().toISOString(), ticket: res.body }
    }
    const assigned = await step('engineer2', '/assign', { engineerId: await s.userId('engineer'), assignedBy: 999 })
    expect(assigned.ticket).toMatchObject({
      status: 'assigned',
      engineerStatus: 'assigned',
      assignedTo: await s.userId('engineer'),
      assignedBy: await s.userId('engineer2'),
      assignedEngineerName: 'Ethan Walsh',
      assignedAt: assigned.at,
    })
    const accepted = await step('engineer', '/accept')
    expect(accepted.ticket).toMatchObject({ status: 'assigned', engineerStatus: 'accepted', acceptedAt: accepted.at })
    const started = await step('engineer', '/start', { engineerId: 3 })
    expect(started.ticket).toMatchObject({
      status: 'in_progress',
      engineerStatus: 'in_progress',
      startedAt: started.at,
      acceptedAt: accepted.at,
    })
    const noted = await step('engineer', '/add-notes', { notes: '  Belt tension adjusted ' })
    expect(noted.ticket.notes).toMatchObject([
      { kind: 'note', text: 'Belt tension adjusted', authorName: 'Ethan Walsh', createdAt: noted.at },
    ])
    const closed = await step('engineer', '/close', {
      summary: 'Replaced belt',
      partsUsed: 'Belt B-200',
      timeSpent: 1.5,
      followUpRequired: true,
    })
    expect(closed.ticket).toMatchObject({
      status: 'closed',
      engineerStatus: 'completed',
      resolvedAt: closed.at,
      resolutionSummary: 'Replaced belt',
      partsUsed: 'Belt B-200',
      timeSpent: 90,
      followUpRequired: true,
    })
    expect(await auditActions(s, t.id)).toEqual([
      'ticket.create',
      'ticket.assign',
      'ticket.accept',
      'ticket.start',
      'ticket.add_note',
      'ticket.close',
    ])
    const who = await s.db
      .selectFrom('audit_log')
      .select(['user_id', 'timestamp'])
      .where('resource_id', '=', t.id)
      .where('action', '=', 'ticket.close')
      .executeTakeFirstOrThrow()
    expect(who).toEqual({ user_id: await s.userId('engineer'), timestamp: closed.at })
  })

  it('reject keeps the reason as a note and returns the ticket to the unassigned queue', async () => {
    const t = await ticketIn(s, 'accepted')
    const res = await s.as('engineer', 'POST', `/api/tickets/${t.id}/reject`, { reason: ' Needs an electrician ' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: 'open',
      engineerStatus: null,
      assignedTo: null,
      assignedBy: null,
      assignedAt: null,
      acceptedAt: null,
      assignedEngineerName: null,
    })
    expect(res.body.notes).toMatchObject([
      { kind: 'rejection', text: 'Needs an electrician', authorId: await s.userId('engineer') },
    ])
    expect((await auditActions(s, t.id)).at(-1)).toBe('ticket.reject')
    expect(
      (await s.as('admin', 'POST', `/api/tickets/${t.id}/assign`, { engineerId: await s.userId('engineer2') })).status,
    ).toBe(200)
  })

  it('PATCH /:id starts work, as Start Work on the queue sends it', async () => {
    const t = await ticketIn(s, 'accepted')
    const res = await s.as('engineer', 'PATCH', `/api/tickets/${t.id}`, {
      engineerStatus: 'in_progress',
      startedAt: '2001-01-01T00:00:00Z',
      status: 'in_progress',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'in_progress', startedAt: s.clock.now().toISOString() })
    expect((await auditActions(s, t.id)).at(-1)).toBe('ticket.start')
  })

  it('adds a note once per note id', async () => {
    const t = await ticketIn(s, 'in_progress')
    const noteId = randomUUID()
    for (let i = 0; i < 2; i++)
      expect(
        (await s.as('engineer', 'POST', `/api/tickets/${t.id}/add-notes`, { notes: 'Same note', noteId })).status,
      ).toBe(200)
    const res = await s.as('engineer', 'GET', `/api/tickets/${t.id}`)
    expect(res.body.notes).toHaveLength(1)
    expect((await auditActions(s, t.id)).filter((a) => a === 'ticket.add_note')).toHaveLength(1)
  })
})

describe('close payloads', () => {
  const close = async (body: unknown) => {
    const t = await ticketIn(s, 'in_progress')
    return s.as('engineer', 'POST', `/api/tickets/${t.id}/close`, body)
  }

  it('desktop: hours (step 0.5) become minutes', async () => {
    expect(
      (await close({ summary: 'Fixed', partsUsed: '', timeSpent: '2.5', followUpRequired: false })).body,
    ).toMatchObject({ timeSpent: 150, partsUsed: null })
  })

  it('queue: minutes stay minutes; invalid times become 0', async () => {
    expect((await close({ resolutionSummary: 'Fixed', timeSpent: 45, partsUsed: 'Fuse' })).body).toMatchObject({
      timeSpent: 45,
      partsUsed: 'Fuse',
    })
    expect((await close({ resolutionSummary: 'Fixed', timeSpent: 'abc' })).body.timeSpent).toBe(0)
  })

  it('mobile: no time spent is 0', async () => {
    const res = await close({ resolutionSummary: 'Fixed', partsUsed: 'Seal', engineerId: 3 })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ timeSpent: 0, partsUsed: 'Seal', followUpRequired: false })
  })

  it('an empty summary is a 400 naming the field', async () => {
    const desktop = await close({ summary: '  ', timeSpent: 1 })
    expect(desktop.status).toBe(400)
    expect(desktop.body.fields).toEqual({ summary: 'Please provide a resolution summary' })
    const queue = await close({ resolutionSummary: '', timeSpent: 1 })
    expect(queue.body.fields).toEqual({ resolutionSummary: 'Please provide a resolution summary' })
    expect((await close({})).body.fields).toHaveProperty('resolutionSummary')
  })
})

describe('400s naming the field', () => {
  it('assign needs an active engineer or IT user', async () => {
    const t = await raiseTicket(s)
    const url = `/api/tickets/${t.id}/assign`
    expect((await s.as('admin', 'POST', url, {})).body.fields).toHaveProperty('engineerId')
    for (const engineerId of [await s.userId('operator'), await s.userId('admin'), 9999]) {
      const res = await s.as('admin', 'POST', url, { engineerId })
      expect(res.status).toBe(400)
      expect(res.body.fields).toHaveProperty('engineerId')
    }
    await s.db.updateTable('users').set({ is_active: 0 }).where('username', '=', 'engineer2').execute()
    try {
      expect(
        (await s.as('admin', 'POST', url, { engineerId: await s.userId('engineer2') })).body.fields,
      ).toHaveProperty('engineerId')
    } finally {
      await s.db.updateTable('users').set({ is_active: 1 }).where('username', '=', 'engineer2').execute()
    }
    expect((await s.as('admin', 'POST', url, { engineerId: await s.userId('it') })).status).toBe(200)
  })

  it('reject needs a reason, notes need text, PATCH only starts work', async () => {
    const t = await ticketIn(s, 'accepted')
    expect(
      (await s.as('engineer', 'POST', `/api/tickets/${t.id}/reject`, { reason: '   ' })).body.fields,
    ).toHaveProperty('reason')
    expect(
      (await s.as('engineer', 'POST', `/api/tickets/${t.id}/add-notes`, { notes: '' })).body.fields,
    ).toHaveProperty('notes')
    const patch = await s.as('engineer', 'PATCH', `/api/tickets/${t.id}`, { status: 'closed' })
    expect(patch.status).toBe(400)
    expect(patch.body.fields).toHaveProperty('status')
  })
})
