import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { newTicketBody } from '../tickets/ticket-test-helpers'
import { jsonDepth } from './json-guard'

describe('jsonDepth', () => {
  it('counts nesting of objects and arrays', () => {
    expect(jsonDepth('1')).toBe(0)
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{\\"[[["}')).toBe(1)
  })

  it('walks a body nested 100,000 levels without recursion and stops early', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(jsonDepth(deep)).toBe(100_000)
    expect(jsonDepth(deep, 32)).toBe(33)
  })
})

describe('bodies nested past the limit', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())

  const deepArray = (n: number) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown

  it('answers 400 naming the body, for REST and for a push, before any route walks it', async () => {
    const ticket = { id: randomUUID() }
    const close = await s.as('admin', 'POST', `/api/tickets/${ticket.id}/close`, {
      resolutionSummary: 'x',
      timeSpent: deepArray(3000),
    })
    expect(close.status).toBe(400)
    expect(close.body.fields).toHaveProperty('body')
    const token = await s.login('admin')
    const push = await s.as('admin', 'POST', '/api/sync/push', {
      clientId: randomUUID(),
      mutations: [
        {
          mutationId: 1,
          name: 'ticket.close',
          args: { ticketId: ticket.id, resolutionSummary: 'x', timeSpent: deepArray(3000) },
          createdAt: new Date().toISOString(),
          authToken: token,
        },
      ],
    })
    expect(push.status).toBe(400)
    expect(push.body.message).toMatch(/nested more than 32 levels/)
  })

  it('lets a CSV upload through untouched whatever brackets it holds', async () => {
    const form = new FormData()
    form.append(
      'file',
      new File(['name,type,line\n[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[,x,1\n'], 'm.csv', { type: 'text/csv' }),
    )
    const res = await s.request('POST', '/api/machines/import', { token: await s.login('engineer'), body: form })
    expect(res.status).not.toBe(500)
    expect(res.body.message ?? '').not.toMatch(/nested/)
  })

  it('reads an object whose toString key is a number as no time, not as a crash', async () => {
    // The schema reads the body before the ticket is looked up, so any id will do.
    const ticket = { id: randomUUID() }
    const res = await s.as('admin', 'POST', `/api/tickets/${ticket.id}/close`, {
      resolutionSummary: 'x',
      timeSpent: { toString: 1 },
    })
    expect(res.status).toBe(404)
  })

  it('hands the route the body it checked, every character intact', async () => {
    const description = 'Taśmociąg stoi — grandinė užstrigo; "quoted" [1] {2} \\ end'
    const res = await s.as('operator', 'POST', '/api/tickets', newTicketBody({ description }))
    expect(res.status).toBe(201)
    expect(res.body.description).toBe(description)
  })
})
