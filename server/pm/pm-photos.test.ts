// Step photos of a work order (issue 28 §3): uploaded once per content hash, listed, served back; roles enforced.
import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const PNG = `data:image/png;base64,${PNG_B64}`
const hash = createHash('sha256').update(Buffer.from(PNG_B64, 'base64')).digest('hex')

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function photoOrder() {
  const plan = await s.as('engineer', 'POST', '/api/pm/plans', {
    title: `Guard photo ${randomUUID()}`,
    lineId: 14,
    leadDays: 3,
    triggers: [{ kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }],
    steps: [{ kind: 'photo', text: 'Photo of the refitted guard' }],
  })
  const list = await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')
  return (list.body as { id: string; planId: string }[]).find((w) => w.planId === plan.body.id)!
}

describe('work order photos', () => {
  it('stores a photo once per content hash, lists it and serves its bytes; the answer names the hash', async () => {
    const order = await photoOrder()
    const body = { imageData: PNG, filename: 'guard.png', mimeType: 'image/png' }
    const first = await s.as('engineer', 'POST', `/api/pm/work-orders/${order.id}/photos`, body)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ hash, mimeType: 'image/png', filename: 'guard.png' })
    // A retry after a lost answer changes nothing.
    expect((await s.as('engineer', 'POST', `/api/pm/work-orders/${order.id}/photos`, body)).status).toBe(201)
    const list = await s.as('engineer', 'GET', `/api/pm/work-orders/${order.id}/photos`)
    expect(list.body.photos).toHaveLength(1)
    const bytes = await s.as('engineer', 'GET', `/api/pm/work-orders/${order.id}/photos/${hash}`)
    expect(bytes.status).toBe(200)

    const signed = await s.as('engineer', 'POST', `/api/pm/work-orders/${order.id}/sign-off`, {
      answers: [{ id: randomUUID(), stepIndex: 0, value: `${hash} guard.png` }],
      signedAt: '2026-11-21T09:00:00.000Z',
    })
    expect(signed.status).toBe(200)
    // Photos may arrive after the answers (the upload queue runs on reconnect).
    expect((await s.as('engineer', 'POST', `/api/pm/work-orders/${order.id}/photos`, body)).status).toBe(201)
  })

  it('refuses operators (403), a file that is not an image (400 naming imageData) and an unknown hash (404)', async () => {
    const order = await photoOrder()
    const body = { imageData: PNG, filename: 'guard.png', mimeType: 'image/png' }
    expect((await s.as('operator', 'POST', `/api/pm/work-orders/${order.id}/photos`, body)).status).toBe(403)
    const notImage = await s.as('engineer', 'POST', `/api/pm/work-orders/${order.id}/photos`, {
      ...body,
      imageData: `data:image/png;base64,${Buffer.from('plain text, not a picture').toString('base64')}`,
    })
    expect(notImage.status).toBe(400)
    expect(notImage.body.fields).toHaveProperty('imageData')
    expect((await s.as('engineer', 'GET', `/api/pm/work-orders/${order.id}/photos/${'0'.repeat(64)}`)).status).toBe(404)
    const missing = await s.as('engineer', 'POST', `/api/pm/work-orders/${randomUUID()}/photos`, body)
    expect(missing.status).toBe(404)
  })
})
