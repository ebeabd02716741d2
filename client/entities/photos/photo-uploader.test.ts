import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueuedPhoto } from '../../data/db'
import { db } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { jsonResponse, makeUser } from '../../test-utils/render-app'
import { freshDb, makeTicket } from '../../test-utils/ticket-test-utils'
import {
  onPhotoUpload,
  startPhotoUploader,
  toDataUrl,
  uploadQueuedPhotos,
  type PhotoUploadEvent,
} from './photo-uploader'

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])

function photo(ticketId: string, overrides: Partial<QueuedPhoto> = {}): QueuedPhoto {
  return {
    hash: 'a'.repeat(64),
    ticketId,
    filename: 'belt.png',
    mimeType: 'image/png',
    size: PNG.byteLength,
    data: PNG.slice().buffer,
    createdAt: new Date().toISOString(),
    error: null,
    ...overrides,
  }
}

let events: PhotoUploadEvent[] = []
let stopListening: () => void = () => {}

beforeEach(() => {
  freshDb()
  writeSession('token-123', makeUser('engineer', { id: 3 }))
  events = []
  stopListening = onPhotoUpload((e) => events.push(e))
})

afterEach(() => stopListening())

describe('photo uploader', () => {
  it('posts a data URL once the ticket is on the server, then forgets the photo', async () => {
    const ticket = makeTicket({ ticketId: 'TKT-000042' })
    await db.tickets.put(ticket)
    await db.photos.put(photo(ticket.id))
    const fetch = vi.fn().mockResolvedValue(jsonResponse(200, ticket))
    vi.stubGlobal('fetch', fetch)
    await uploadQueuedPhotos()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`/api/tickets/${ticket.id}/upload-image`)
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123')
    expect(JSON.parse(String(init.body))).toEqual({
      imageData: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
      filename: 'belt.png',
      mimeType: 'image/png',
    })
    expect(await db.photos.count()).toBe(0)
    expect(events.map((e) => e.kind)).toEqual(['uploaded'])
  })

  it('waits for a ticket made offline to get its display id, then uploads by itself', async () => {
    const ticket = makeTicket({ ticketId: null })
    await db.tickets.put(ticket)
    await db.photos.put(photo(ticket.id))
    const fetch = vi.fn().mockResolvedValue(jsonResponse(200, ticket))
    vi.stubGlobal('fetch', fetch)
    const stop = startPhotoUploader()
    await new Promise((r) => setTimeout(r, 100))
    expect(fetch).not.toHaveBeenCalled()
    await db.tickets.update(ticket.id, { ticketId: 'TKT-000043' })
    await vi.waitFor(async () => expect(await db.photos.count()).toBe(0))
    expect(fetch).toHaveBeenCalledTimes(1)
    stop()
  })

  it('keeps the photo when the network is down, and on a server error', async () => {
    const ticket = makeTicket()
    await db.tickets.put(ticket)
    await db.photos.put(photo(ticket.id))
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await uploadQueuedPhotos()
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(503, { error: 'unavailable', message: 'Try later' })))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await uploadQueuedPhotos()
    expect(await db.photos.get([ticket.id, 'a'.repeat(64)])).toMatchObject({ error: null })
    expect(events).toEqual([])
  })

  it("records the server's reason when it refuses the photo, and does not retry it or sign out", async () => {
    const ticket = makeTicket()
    await db.tickets.put(ticket)
    await db.photos.put(photo(ticket.id))
    const fetch = vi.fn().mockResolvedValue(
      jsonResponse(403, {
        error: 'forbidden',
        message: 'Only the reporter, the assigned engineer or an admin can add photos to this ticket',
      }),
    )
    vi.stubGlobal('fetch', fetch)
    await uploadQueuedPhotos()
    await uploadQueuedPhotos()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect((await db.photos.toArray())[0]?.error).toMatch(/Only the reporter/)
    expect(events).toMatchObject([{ kind: 'failed', message: expect.stringMatching(/Only the reporter/) }])
    expect(localStorage.getItem('lineside.authToken')).toBe('token-123')
  })

  it('does nothing while offline or signed out', async () => {
    const ticket = makeTicket()
    await db.tickets.put(ticket)
    await db.photos.put(photo(ticket.id))
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await uploadQueuedPhotos()
    vi.restoreAllMocks()
    localStorage.clear()
    await uploadQueuedPhotos()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('builds the data URL from the stored bytes', async () => {
    expect(await toDataUrl({ data: new Uint8Array([1, 2, 3]).buffer, mimeType: 'image/jpeg' })).toBe(
      'data:image/jpeg;base64,AQID',
    )
  })
})
