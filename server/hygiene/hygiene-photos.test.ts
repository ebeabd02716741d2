// Photos on clearance items (issue 29 §4): uploaded to the hold they were taken for (QA and admins), named by
// their hash in the clearance item — inside the chained record — and readable once a record names them.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CHECKLIST_KEYS } from '../../shared/hygiene/checklist'
import { createTestServer, type TestServer } from '../testing/test-server'

// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function heldLine(lineId: number) {
  await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'maintenance' })
  s.clock.advance(60_000)
  await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'running' })
  return (await s.as('quality', 'GET', `/api/hygiene/holds?lineId=${lineId}&open=1`)).body[0] as { id: string }
}

describe('clearance photos', () => {
  it('QA uploads a photo to the hold, names it in an item, and the record carries it; anyone signed in reads it', async () => {
    const hold = await heldLine(12)
    const body = { imageData: PNG, filename: 'guard.png', mimeType: 'image/png' }
    const up = await s.as('quality', 'POST', `/api/hygiene/holds/${hold.id}/photos`, body)
    expect(up.status).toBe(201)
    expect(up.body).toMatchObject({ mimeType: 'image/png', hash: expect.stringMatching(/^[a-f0-9]{64}$/) })
    // Not readable before a record names it.
    expect((await s.as('operator', 'GET', `/api/hygiene/photos/${up.body.hash}`)).status).toBe(404)
    const items = DEFAULT_CHECKLIST_KEYS.map((key) => ({
      key,
      result: 'pass',
      photo: key === 'reassembled' ? up.body.hash : null,
    }))
    const signed = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: 12,
      items,
    })
    expect(signed.status).toBe(201)
    expect(signed.body.clearance.items[0]).toMatchObject({ key: 'reassembled', photo: up.body.hash })
    const res = await s.app.request(`/api/hygiene/photos/${up.body.hash}`, {
      headers: { Authorization: `Bearer ${await s.login('operator')}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(Buffer.from(PNG.split(',')[1]!, 'base64'))).toBe(true)
  })

  it('refuses operators (403), a file that is no image (400 naming imageData) and an unknown hold (404)', async () => {
    const hold = await heldLine(10)
    const body = { imageData: PNG, filename: 'guard.png', mimeType: 'image/png' }
    expect((await s.as('operator', 'POST', `/api/hygiene/holds/${hold.id}/photos`, body)).status).toBe(403)
    const notImage = await s.as('quality', 'POST', `/api/hygiene/holds/${hold.id}/photos`, {
      ...body,
      imageData: 'data:text/plain;base64,aGVsbG8=',
    })
    expect(notImage.status).toBe(400)
    expect(notImage.body.fields).toHaveProperty('imageData')
    expect((await s.as('quality', 'POST', `/api/hygiene/holds/${randomUUID()}/photos`, body)).status).toBe(404)
  })
})
