// Photos on clearance items (issue 29 §4): taken on the device (offline too), queued with the tickets' photos and
// uploaded on reconnect to the hold they were taken for; stored once under their SHA-256 like a ticket's photo.
// A clearance item names the hash, so the chained record points at the image it was answered with (the hash is
// inside the hashed content: swapping the image file for another is found by comparing its hash).
import { can } from '../../shared/roles'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { findHold } from '../lines/line-hold.repository'
import { decodeImage, readImage, storeImage } from '../tickets/image-files'

export interface HygienePhoto {
  hash: string
  mimeType: string
  size: number
}

/** Idempotent by content; accepted after the clearance too (a photo may arrive after the record that names it). */
export async function uploadHoldPhoto(
  ctx: CommandContext,
  dataDir: string,
  holdId: string,
  input: { imageData: string; filename: string },
): Promise<HygienePhoto> {
  if (!can.clearLine(ctx.actor.role)) throw forbidden('Only quality (QA) users and admins can add clearance photos')
  const hold = await findHold(ctx.trx, holdId)
  if (!hold) throw notFound(`Hold ${holdId} not found`)
  const image = decodeImage(input.imageData)
  await storeImage(dataDir, image)
  await ctx.audit('hygiene.uploadPhoto', 'production_line', hold.line_id, {
    holdId,
    hash: image.hash,
    mimeType: image.mimeType,
    filename: input.filename,
    size: image.bytes.length,
  })
  return { hash: image.hash, mimeType: image.mimeType, size: image.bytes.length }
}

const MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif', 'image/gif', 'image/bmp']

/** A photo some clearance record names (anyone who may read the records may see it). */
export async function fetchClearancePhoto(db: Db, dataDir: string, hash: string) {
  const named = await db
    .selectFrom('hygiene_clearances')
    .select('id')
    .where('items', 'like', `%"photo":"${hash}"%`)
    .limit(1)
    .executeTakeFirst()
  if (!named) throw notFound('Photo not found')
  for (const mimeType of MIME_TYPES) {
    const bytes = await readImage(dataDir, hash, mimeType)
    if (bytes) return { bytes, mimeType }
  }
  throw notFound('Photo not found')
}
