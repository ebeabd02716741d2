import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_MAX_BYTES } from '../../../shared/constants'
import { db } from '../../data/db'
import { freshDb } from '../../test-utils/ticket-test-utils'
import { checkPhoto, PhotoRejectedError, queuePhoto, sha256Hex } from './queue-photo'

beforeEach(() => {
  freshDb()
  // No session: the uploader pass that queuePhoto kicks off does nothing.
  vi.stubGlobal('fetch', vi.fn())
})

describe('queueing a photo', () => {
  it('accepts images up to 5 MB only', () => {
    expect(checkPhoto({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull()
    expect(checkPhoto({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge')
    expect(checkPhoto({ type: 'application/pdf', size: 10 })).toBe('notImage')
    expect(checkPhoto({ type: '', size: 10 })).toBe('notImage')
  })

  it('hashes with sha-256', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('stores the bytes under their hash, and refuses a non-image', async () => {
    const stored = await queuePhoto('t-1', new File(['abc'], 'a.png', { type: 'image/png' }))
    expect(stored.hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    const row = await db.photos.get(['t-1', stored.hash])
    expect(row).toMatchObject({ ticketId: 't-1', filename: 'a.png', mimeType: 'image/png', size: 3, error: null })
    expect(new Uint8Array(row!.data)).toEqual(new Uint8Array([97, 98, 99]))
    await expect(queuePhoto('t-1', new File(['x'], 'x.txt', { type: 'text/plain' }))).rejects.toBeInstanceOf(
      PhotoRejectedError,
    )
  })

  it('reports a file that cannot be read', async () => {
    const file = new File(['abc'], 'a.png', { type: 'image/png' })
    vi.spyOn(file, 'arrayBuffer').mockRejectedValue(new Error('NotReadableError'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(queuePhoto('t-1', file)).rejects.toMatchObject({ problem: 'readFailed' })
  })
})
