// Keeps a photo for a ticket on the device (DESIGN.md §2 Photos): checked, hashed and stored as bytes in
// db.photos, whether online or not; the uploader sends it when it can.
import { IMAGE_MAX_BYTES } from '../../../shared/constants'
import { db, type QueuedPhoto } from '../../data/db'
import { uploadQueuedPhotos } from './photo-uploader'

export { HYGIENE_PHOTO_PREFIX, PM_PHOTO_PREFIX } from './photo-owners'

export type PhotoProblem = 'notImage' | 'tooLarge' | 'readFailed'

export class PhotoRejectedError extends Error {
  override readonly name = 'PhotoRejectedError'
  constructor(readonly problem: PhotoProblem) {
    super(`Photo not accepted: ${problem}`)
  }
}

/** Spec §5: an image, at most 5 MB. */
export function checkPhoto(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage'
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge'
  return null
}

export async function sha256Hex(data: ArrayBuffer): Promise<string> {
  // A view over the bytes: digest accepts it whichever realm made the buffer (jsdom's Blob does in tests).
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(data)))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

async function readBytes(file: Blob): Promise<ArrayBuffer> {
  try {
    return await file.arrayBuffer()
  } catch (error) {
    console.warn('Reading the photo failed', error)
    throw new PhotoRejectedError('readFailed')
  }
}

export async function queuePhoto(ticketId: string, file: File): Promise<QueuedPhoto> {
  const problem = checkPhoto(file)
  if (problem) throw new PhotoRejectedError(problem)
  const data = await readBytes(file)
  const photo: QueuedPhoto = {
    hash: await sha256Hex(data),
    ticketId,
    filename: file.name || 'photo',
    mimeType: file.type,
    size: data.byteLength,
    data,
    createdAt: new Date().toISOString(),
    error: null,
  }
  await db.photos.put(photo)
  void uploadQueuedPhotos()
  return photo
}
