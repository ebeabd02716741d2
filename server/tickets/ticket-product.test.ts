// A ticket may name the product running on the line (decision 125): REST create, QR quick create and the
// offline ticket.create all keep its id, SKU and name as they were; an unknown product is a 400 naming productId.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ticket } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { equipmentOf, newTicketBody, raiseTicket } from './ticket-test-helpers'

let s: TestServer
let product: { id: number; sku: string; name: string }
beforeAll(async () => {
  s = await createTestServer()
  product = await s.db
    .selectFrom('products')
    .select(['id', 'sku', 'name'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
})
afterAll(() => s.close())

describe('the product on a ticket', () => {
  it('keeps the chosen product with its SKU and name, and none when none was chosen', async () => {
    const t = await raiseTicket(s, { productId: product.id })
    expect(t).toMatchObject({
      productId: product.id,
      productSku: product.sku,
      productName: product.name,
      lineName: 'Unit B - Line 5',
    })
    expect(await raiseTicket(s)).toMatchObject({ productId: null, productSku: null, productName: null })
  })

  it('keeps the name the product had when the ticket was reported', async () => {
    const t = await raiseTicket(s, { productId: product.id })
    await s.db.updateTable('products').set({ name: 'Renamed later' }).where('id', '=', product.id).execute()
    const again = (await s.as('operator', 'GET', `/api/tickets/${t.id}`)).body as Ticket
    expect(again.productName).toBe(product.name)
    await s.db.updateTable('products').set({ name: product.name }).where('id', '=', product.id).execute()
  })

  it('answers 400 naming productId for a product that does not exist or is not a number', async () => {
    const unknown = await s.as('operator', 'POST', '/api/tickets', newTicketBody({ productId: 99_999 }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields).toEqual({ productId: 'Product not found' })
    const bad = await s.as('operator', 'POST', '/api/tickets', newTicketBody({ productId: 'kebab' }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['productId'])
    const eq = await equipmentOf(s, 'Engineering')
    const quick = await s.as('operator', 'POST', '/api/tickets/quick-create', {
      equipmentId: eq.id,
      lineName: 'Unit C - Line 22',
      category: 'mechanical',
      description: 'Noise',
      productId: 99_999,
    })
    expect(quick.status).toBe(400)
    expect(quick.body.fields).toEqual({ productId: 'Product not found' })
  })

  it('keeps the product of a QR quick create', async () => {
    const eq = await equipmentOf(s, 'Engineering')
    const res = await s.as('operator', 'POST', '/api/tickets/quick-create', {
      equipmentId: eq.id,
      lineName: 'Unit C - Line 22',
      category: 'mechanical',
      description: 'Grinding noise',
      productId: product.id,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ productId: product.id, productSku: product.sku, productName: product.name })
  })

  it('comes through the outbox and back in the pull; an unknown product is a validation verdict', async () => {
    const clientId = randomUUID()
    const token = await s.login('operator')
    const before = (await s.as('operator', 'GET', `/api/sync/pull?clientId=${clientId}`)).body.cursor as number
    const id = randomUUID()
    const createdAt = s.clock.now().toISOString()
    const args = (productId: number) => ({
      id: randomUUID(),
      lineName: 'Unit C - Line 22',
      category: 'mechanical',
      priority: 'high',
      description: 'Jam',
      productId,
    })
    const res = await s.request('POST', '/api/sync/push', {
      token,
      body: {
        clientId,
        mutations: [
          { mutationId: 1, name: 'ticket.create', args: { ...args(product.id), id }, createdAt, authToken: token },
          { mutationId: 2, name: 'ticket.create', args: args(99_999), createdAt, authToken: token },
        ],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected'])
    expect(res.body.results[1]).toMatchObject({ code: 'validation' })
    expect(res.body.results[1].reason).toBe('Product 99999 not found')
    const delta = await s.as('operator', 'GET', `/api/sync/pull?cursor=${before}&clientId=${clientId}`)
    expect(delta.body.changes.tickets).toHaveLength(1)
    expect(delta.body.changes.tickets[0]).toMatchObject({
      id,
      productId: product.id,
      productSku: product.sku,
      productName: product.name,
    })
  })
})
