// Raising tickets and the read views: POST /, /quick-create, GET /, /active, /engineer-view, /it-view, /my-queue, /:id.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ticket } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { auditActions, equipmentOf, newTicketBody, raiseTicket, ticketIn } from './ticket-test-helpers'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('POST /api/tickets', () => {
  it('creates an open ticket with a display id, the reporter and the line resolved by name', async () => {
    const res = await s.as('operator', 'POST', '/api/tickets', newTicketBody())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      ticketId: expect.stringMatching(/^TKT-\d{6}$/),
      status: 'open',
      engineerStatus: null,
      ticketType: 'engineering',
      lineId: 5,
      lineName: 'Unit B - Line 5',
      priority: 'high',
      reportedBy: await s.userId('operator'),
      reportedByName: 'Olivia Nowak',
      assignedTo: null,
      createdAt: s.clock.now().toISOString(),
      notes: [],
      images: [],
    })
    expect(await auditActions(s, res.body.id)).toEqual(['ticket.create'])
  })

  it('numbers tickets one after another', async () => {
    const a = await raiseTicket(s)
    const b = await raiseTicket(s)
    expect(Number(b.ticketId!.slice(4))).toBe(Number(a.ticketId!.slice(4)) + 1)
  })

  it('is idempotent on the id for the same reporter and refuses the id to anyone else', async () => {
    const id = randomUUID()
    const first = await s.as('operator', 'POST', '/api/tickets', newTicketBody({ id }))
    const again = await s.as('operator', 'POST', '/api/tickets', newTicketBody({ id, description: 'changed' }))
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.ticketId).toBe(first.body.ticketId)
    expect(again.body.description).toBe(first.body.description)
    const count = await s.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(count.n).toBe(1)
    const other = await s.as('operator2', 'POST', '/api/tickets', newTicketBody({ id }))
    expect(other.status).toBe(409)
  })

  it('lets a non-blank Other Location replace the line name', async () => {
    const t = await raiseTicket(s, { otherLocation: 'Canteen freezer' })
    expect(t).toMatchObject({ lineName: 'Canteen freezer', otherLocation: 'Canteen freezer', lineId: null })
    const blank = await raiseTicket(s, { otherLocation: '   ' })
    expect(blank).toMatchObject({ lineName: 'Unit B - Line 5', otherLocation: null, lineId: 5 })
    const kept = await raiseTicket(s, { otherLocation: 'Behind the tumbler', lineId: 3 })
    expect(kept).toMatchObject({ lineName: 'Behind the tumbler', lineId: 3 })
  })

  it('takes the type from the input, else the description prefix, else the category', async () => {
    expect((await raiseTicket(s, { ticketType: 'it', description: 'Screen frozen' })).ticketType).toBe('it')
    expect((await raiseTicket(s, { description: '[IT] Scanner offline' })).ticketType).toBe('it')
    expect((await raiseTicket(s, { description: 'Label server down', category: 'software' })).ticketType).toBe('it')
    expect((await raiseTicket(s, { description: '', category: 'quality' })).ticketType).toBe('engineering')
  })

  it('lets every signed-in role but demo_viewer create', async () => {
    for (const who of ['operator', 'engineer', 'it', 'admin', 'superadmin']) await raiseTicket(s, {}, who)
    const res = await s.as('viewer', 'POST', '/api/tickets', newTicketBody())
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('forbidden')
  })

  it('answers 400 naming the bad fields', async () => {
    const res = await s.as('operator', 'POST', '/api/tickets', { category: '', priority: 'urgent', status: 'closed' })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.fields).sort()).toEqual(['category', 'lineName', 'priority', 'status'])
    expect((await s.as('operator', 'POST', '/api/tickets', newTicketBody({ lineId: 999 }))).body.fields).toHaveProperty(
      'lineId',
    )
    expect(
      (await s.as('operator', 'POST', '/api/tickets', newTicketBody({ equipmentId: 999 }))).body.fields,
    ).toHaveProperty('equipmentId')
    expect(
      (await s.as('operator', 'POST', '/api/tickets', newTicketBody({ id: 'not-a-uuid' }))).body.fields,
    ).toHaveProperty('id')
    expect((await s.as('operator', 'POST', '/api/tickets')).status).toBe(400)
  })

  it('refuses anonymous calls', async () => {
    expect((await s.request('POST', '/api/tickets', { body: newTicketBody() })).status).toBe(401)
    expect((await s.request('GET', '/api/tickets')).status).toBe(401)
  })
})

describe('POST /api/tickets/quick-create', () => {
  const body = (equipmentId: number, extra: Record<string, unknown> = {}) => ({
    equipmentId,
    lineName: 'C - Bowl Mincer',
    category: 'mechanical',
    priority: 'medium',
    description: 'Grinding noise',
    machineId: 7,
    machineName: 'Bowl Mincer',
    ...extra,
  })

  it('creates an engineering ticket for engineering equipment and answers ticketId and id', async () => {
    const eq = await equipmentOf(s, 'Engineering')
    const res = await s.as(
      'operator',
      'POST',
      '/api/tickets/quick-create',
      body(eq.id, { equipmentCode: 'ENG-1', location: 'Loft', lines: ['Unit C Line 22'] }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      ticketId: expect.stringMatching(/^TKT-/),
      id: expect.any(String),
      ticketType: 'engineering',
      status: 'open',
    })
    expect(res.body).toMatchObject({
      equipmentId: eq.id,
      machineId: '7',
      machineName: 'Bowl Mincer',
      location: 'Loft',
      systemAffected: null,
    })
    expect(await auditActions(s, res.body.id)).toEqual(['ticket.quick_create'])
  })

  it('makes an IT ticket for IT equipment, naming the system affected', async () => {
    const eq = await equipmentOf(s, 'IT')
    const res = await s.as(
      'operator',
      'POST',
      '/api/tickets/quick-create',
      body(eq.id, { machineId: null, machineName: null }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      ticketType: 'it',
      systemAffected: eq.name,
      machineName: eq.name,
      machineId: null,
      location: eq.location,
    })
  })

  it('answers 404 for unknown equipment, 400 for a blank description, 403 for demo viewers', async () => {
    const missing = await s.as('operator', 'POST', '/api/tickets/quick-create', body(999))
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Equipment not found')
    const blank = await s.as('operator', 'POST', '/api/tickets/quick-create', body(1, { description: '  ' }))
    expect(blank.status).toBe(400)
    expect(blank.body.fields.description).toBe('Please provide a description for the issue.')
    expect((await s.as('viewer', 'POST', '/api/tickets/quick-create', body(1))).status).toBe(403)
  })
})

describe('reading tickets', () => {
  let t: TestServer
  let onLine5: Ticket, namedLine5: Ticket, onLine15: Ticket, itTicket: Ticket, closed: Ticket, queued: Ticket
  beforeAll(async () => {
    t = await createTestServer()
    onLine5 = await raiseTicket(t)
    t.clock.advance(60_000)
    namedLine5 = await raiseTicket(t, { lineName: 'Line 5 wash-down area' })
    t.clock.advance(60_000)
    onLine15 = await raiseTicket(t, { lineName: 'Unit D - Line 15' })
    t.clock.advance(60_000)
    itTicket = await raiseTicket(t, { description: '[IT] Tablet will not boot', lineName: 'Unit E - Line 30' })
    t.clock.advance(60_000)
    closed = await ticketIn(t, 'closed', { overrides: { lineName: 'Unit B - Line 5', priority: 'low' } })
    t.clock.advance(60_000)
    queued = await ticketIn(t, 'accepted', { overrides: { priority: 'critical' } })
  })
  afterAll(() => t.close())

  it('GET / lists every ticket, newest first; GET /:id reads one', async () => {
    const res = await t.as('viewer', 'GET', '/api/tickets')
    expect(res.status).toBe(200)
    expect(res.body.map((x: Ticket) => x.id)).toEqual(
      [queued, closed, itTicket, onLine15, namedLine5, onLine5].map((x) => x.id),
    )
    const one = await t.as('operator', 'GET', `/api/tickets/${closed.id}`)
    expect(one.body).toMatchObject({ id: closed.id, status: 'closed', resolutionSummary: 'Fixed' })
    expect((await t.as('operator', 'GET', `/api/tickets/${randomUUID()}`)).status).toBe(404)
  })

  it('GET /active leaves out closed tickets and filters by line id or a line name naming it', async () => {
    const all = await t.as('operator', 'GET', '/api/tickets/active')
    expect(all.body.map((x: Ticket) => x.id)).not.toContain(closed.id)
    expect(all.body).toHaveLength(5)
    const line5 = await t.as('operator', 'GET', '/api/tickets/active?lineId=5')
    expect(line5.body.map((x: Ticket) => x.id)).toEqual([queued.id, namedLine5.id, onLine5.id])
    const bad = await t.as('operator', 'GET', '/api/tickets/active?lineId=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('lineId')
  })

  it('GET /engineer-view and /it-view split by type and add their fields', async () => {
    const eng = await t.as('engineer', 'GET', '/api/tickets/engineer-view')
    expect(eng.body.every((x: Ticket) => x.ticketType === 'engineering')).toBe(true)
    expect(eng.body.find((x: Ticket) => x.id === closed.id).engineerNotes).toBe('Fixed')
    const it = await t.as('it', 'GET', '/api/tickets/it-view')
    expect(it.body.map((x: Ticket) => x.id)).toEqual([itTicket.id])
    expect(it.body[0].systemAffected).toBe('IT System')
  })

  it('GET /my-queue shows my active assigned tickets, most urgent first', async () => {
    const extra = await ticketIn(t, 'in_progress', { overrides: { priority: 'medium' } })
    const mine = await t.as('engineer', 'GET', '/api/tickets/my-queue')
    expect(mine.body.map((x: Ticket) => x.id)).toEqual([queued.id, extra.id])
    expect((await t.as('engineer2', 'GET', '/api/tickets/my-queue')).body).toEqual([])
  })

  it('GET /my-queue/:userId is for that user and for engineers, IT and admins', async () => {
    const engineerId = await t.userId('engineer')
    for (const who of ['engineer', 'engineer2', 'it', 'admin']) {
      const res = await t.as(who, 'GET', `/api/tickets/my-queue/${engineerId}`)
      expect(res.status, who).toBe(200)
      expect(res.body.length, who).toBe(2)
    }
    expect((await t.as('operator', 'GET', `/api/tickets/my-queue/${engineerId}`)).status).toBe(403)
    expect((await t.as('viewer', 'GET', `/api/tickets/my-queue/${engineerId}`)).status).toBe(403)
    expect((await t.as('operator', 'GET', `/api/tickets/my-queue/${await t.userId('operator')}`)).body).toEqual([])
    expect((await t.as('admin', 'GET', '/api/tickets/my-queue/9999')).status).toBe(404)
    expect((await t.as('admin', 'GET', '/api/tickets/my-queue/abc')).body.fields).toHaveProperty('userId')
  })
})
