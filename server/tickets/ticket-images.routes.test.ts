// Photos: POST /api/tickets/{id}/upload-image and GET /api/tickets/{id}/images/{hash}.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES } from '../../shared/constants'
import type { Ticket } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { auditActions, raiseTicket, ticketIn } from './ticket-test-helpers'

let s: TestServer
let ticket: Ticket
beforeAll(async () => {
  s = await createTestServer()
  ticket = await raiseTicket(s)
})
afterAll(() => s.close())

/** A PNG signature followed by filler: enough for the type check, which reads the bytes. */
function png(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 7)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  return bytes
}
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`
const upload = (who: string, id: string, bytes: Buffer, mime = 'image/png') =>
  s.as(who, 'POST', `/api/tickets/${id}/upload-image`, {
    imageData: dataUrl(bytes, mime),
    filename: 'fault.png',
    mimeType: mime,
  })

describe('upload-image', () => {
  it('stores the photo under its sha256, once per ticket, and serves it back', async () => {
    const bytes = png()
    const hash = createHash('sha256').update(bytes).digest('hex')
    const res = await upload('operator', ticket.id, bytes)
    expect(res.status).toBe(200)
    expect(res.body.images).toMatchObject([
      {
        hash,
        filename: 'fault.png',
        mimeType: 'image/png',
        size: 256,
        url: `/api/tickets/${ticket.id}/images/${hash}`,
      },
    ])
    expect(existsSync(path.join(s.dataDir, 'images', `${hash}.png`))).toBe(true)

    const again = await upload('operator', ticket.id, bytes)
    expect(again.body.images).toHaveLength(1)
    expect((await auditActions(s, ticket.id)).filter((a) => a === 'ticket.upload_image')).toHaveLength(1)

    const token = await s.login('viewer')
    const res2 = await s.app.request(res.body.images[0].url, { headers: { Authorization: `Bearer ${token}` } })
    expect(res2.status).toBe(200)
    expect(res2.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res2.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('refuses what is not an image', async () => {
    const text = await upload('operator', ticket.id, Buffer.from('hello'), 'text/plain')
    expect(text.status).toBe(400)
    expect(text.body.fields.imageData).toBe('Please select an image file')
    const disguised = await upload('operator', ticket.id, Buffer.from('<svg onload="alert(1)"></svg>'))
    expect(disguised.status).toBe(400)
    expect(disguised.body.message).toBe('Please select an image file')
  })

  it('refuses images over 5 MB', async () => {
    const res = await upload('operator', ticket.id, png(IMAGE_MAX_BYTES + 1))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Image file must be smaller than 5MB')
    expect((await upload('operator', ticket.id, png(IMAGE_MAX_BYTES))).status).toBe(200)
  })

  it('is for the reporter, the assignee, IT on IT tickets and admins', async () => {
    const t = await ticketIn(s, 'in_progress')
    expect((await upload('engineer', t.id, png(300))).status).toBe(200)
    expect((await upload('admin', t.id, png(301))).status).toBe(200)
    expect((await upload('operator', t.id, png(302))).status).toBe(200)
    for (const who of ['operator2', 'engineer2', 'it', 'viewer'])
      expect((await upload(who, t.id, png(303))).status, who).toBe(403)
    const itTicket = await raiseTicket(s, { description: '[IT] Tablet cracked' })
    expect((await upload('it', itTicket.id, png(304))).status).toBe(200)
  })

  it('answers 404 for unknown tickets and images, 401 without a session', async () => {
    expect((await upload('admin', '00000000-0000-4000-8000-000000000000', png())).status).toBe(404)
    expect((await s.as('operator', 'GET', `/api/tickets/${ticket.id}/images/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await s.request('GET', `/api/tickets/${ticket.id}/images/${'0'.repeat(64)}`)).status).toBe(401)
  })
})
