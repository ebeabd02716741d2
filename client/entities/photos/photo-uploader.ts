// Sends queued photos to POST /api/tickets/{id}/upload-image once online, signed in, and the ticket is on the
// server (it has its display id); a PM step's photo (its `ticketId` is PM_PHOTO_PREFIX + the work order's id) to
// POST /api/pm/work-orders/{id}/photos (work orders are made on the server, so they are always there); a clearance
// item's photo (HYGIENE_PHOTO_PREFIX + the hold's id) to POST /api/hygiene/holds/{id}/photos. Success deletes the row; a network failure keeps it for the next try;
// a 4xx refusal is recorded on the row (shown to the user, never retried); 5xx and 401 wait for later.
import { liveQuery, type Subscription } from 'dexie'
import { db, type QueuedPhoto } from '../../data/db'
import { ApiError, apiRequest, NetworkError } from '../../lib/api-client'
import { readSession } from '../../lib/session-store'
import { HYGIENE_PHOTO_PREFIX, PM_PHOTO_PREFIX } from './photo-owners'

export type PhotoUploadEvent =
  { kind: 'uploaded'; photo: QueuedPhoto } | { kind: 'failed'; photo: QueuedPhoto; message: string | null }
type Listener = (event: PhotoUploadEvent) => void

const listeners = new Set<Listener>()

export function onPhotoUpload(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function emit(event: PhotoUploadEvent): void {
  for (const listener of listeners) listener(event)
}

/** The upload's data URL, built from the stored bytes directly (no FileReader: the same in every runtime). */
export async function toDataUrl(photo: Pick<QueuedPhoto, 'data' | 'mimeType'>): Promise<string> {
  const bytes = new Uint8Array(photo.data)
  let binary = ''
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${photo.mimeType};base64,${btoa(binary)}`
}

/** A refusal that will not change on retry: any 4xx except 401 (sign in again), 408 and 429 (try later). */
function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  )
}

/** Returns false when the network is gone, so the pass stops until the next trigger. */
async function uploadOne(photo: QueuedPhoto): Promise<boolean> {
  const workOrderId = photo.ticketId.startsWith(PM_PHOTO_PREFIX) ? photo.ticketId.slice(PM_PHOTO_PREFIX.length) : null
  // Holds are made on the server too, so a clearance photo can always go at once.
  const holdId = photo.ticketId.startsWith(HYGIENE_PHOTO_PREFIX)
    ? photo.ticketId.slice(HYGIENE_PHOTO_PREFIX.length)
    : null
  if (workOrderId === null && holdId === null) {
    const ticket = await db.tickets.get(photo.ticketId)
    if (!ticket?.ticketId) return true // the ticket has not reached the server yet
  }
  const path =
    holdId !== null
      ? `/api/hygiene/holds/${encodeURIComponent(holdId)}/photos`
      : workOrderId === null
        ? `/api/tickets/${encodeURIComponent(photo.ticketId)}/upload-image`
        : `/api/pm/work-orders/${encodeURIComponent(workOrderId)}/photos`
  try {
    const body = { imageData: await toDataUrl(photo), filename: photo.filename, mimeType: photo.mimeType }
    // 'throw': a refused photo must not sign the engineer out (the spec's 401/403 rule is for screens' reads).
    await apiRequest('POST', path, body, { on401: 'throw' })
  } catch (error) {
    if (error instanceof NetworkError) return false
    if (!isFinalRefusal(error)) {
      console.warn('Photo upload failed; it stays queued', error)
      return true
    }
    const message = error.body?.message || null
    await db.photos.update([photo.ticketId, photo.hash], { error: message ?? `${error.status}` })
    emit({ kind: 'failed', photo, message })
    return true
  }
  await db.photos.delete([photo.ticketId, photo.hash])
  emit({ kind: 'uploaded', photo })
  return true
}

async function onePass(): Promise<void> {
  if (!readSession() || (typeof navigator !== 'undefined' && !navigator.onLine)) return
  const waiting = (await db.photos.toArray())
    .filter((p) => p.error === null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  for (const photo of waiting) {
    if (!(await uploadOne(photo))) return
  }
}

let running: Promise<void> | null = null
let again = false

/** One pass over the queue; a call during a pass asks for one more pass after it. */
export function uploadQueuedPhotos(): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await onePass().catch((error: unknown) => console.warn('Photo upload pass failed', error))
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

let users = 0
let stopTriggers: (() => void) | null = null

/**
 * Starts the triggers (shared by every screen that offers photos): now, the `online` event, and any change to
 * the queued photos or their tickets (e.g. a ticket made offline receives its display id). Returns a stop.
 */
export function startPhotoUploader(): () => void {
  users += 1
  if (users === 1) {
    const kick = () => void uploadQueuedPhotos()
    window.addEventListener('online', kick)
    const watch = liveQuery(async () => {
      const photos = await db.photos.toArray()
      const tickets = await db.tickets.bulkGet(photos.map((p) => p.ticketId))
      return photos.map((p, i) => `${p.hash}:${p.error ?? ''}:${tickets[i]?.ticketId ?? ''}`).join('|')
    })
    const subscription: Subscription = watch.subscribe({
      next: kick,
      error: (e: unknown) => console.warn('Watching queued photos failed', e),
    })
    stopTriggers = () => {
      window.removeEventListener('online', kick)
      subscription.unsubscribe()
    }
  }
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    users -= 1
    if (users === 0) {
      stopTriggers?.()
      stopTriggers = null
    }
  }
}
