// A PM step's photo (issue 28, decision 235) rides the tickets' photo queue: kept on the device, posted to the
// work order's photo route once online, then forgotten; a network failure keeps it for the next try.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { jsonResponse, makeUser } from '../../test-utils/render-app'
import { freshDb } from '../../test-utils/ticket-test-utils'
import { uploadQueuedPhotos } from './photo-uploader'
import { PM_PHOTO_PREFIX, queuePhoto } from './queue-photo'

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])
const WORK_ORDER = '0b8f5a2e-4d43-4e0e-9d2a-3c1f00000001'

beforeEach(() => {
  freshDb()
  writeSession('token-123', makeUser('engineer', { id: 3 }))
})
afterEach(() => vi.unstubAllGlobals())

describe('PM step photos', () => {
  it('queue on the device offline and upload to the work order once online', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetch)
    const file = new File([PNG], 'guard.png', { type: 'image/png' })
    const queued = await queuePhoto(`${PM_PHOTO_PREFIX}${WORK_ORDER}`, file)
    await uploadQueuedPhotos()
    // No network: still on the device.
    expect(await db.photos.get([`${PM_PHOTO_PREFIX}${WORK_ORDER}`, queued.hash])).toBeDefined()

    fetch.mockResolvedValue(jsonResponse(201, { hash: queued.hash }))
    await uploadQueuedPhotos()
    const [url, init] = fetch.mock.calls.at(-1) as [string, RequestInit]
    expect(url).toBe(`/api/pm/work-orders/${WORK_ORDER}/photos`)
    expect(JSON.parse(String(init.body))).toMatchObject({ filename: 'guard.png', mimeType: 'image/png' })
    expect(await db.photos.count()).toBe(0)
  })
})
