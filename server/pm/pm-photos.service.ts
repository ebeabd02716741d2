// Step photos of a work order (issue 28 §3, decision 235): taken on the device (offline too), queued with the
// tickets' photos and uploaded on reconnect; stored once under their sha-256 like a ticket's photo. A photo step's
// answer names the hash, so the signed-off record points at the image it was answered with.
import { newId } from '../../shared/ids'
import { canWorkOn } from '../../shared/pm/permissions'
import type { PmSkill } from '../../shared/pm/types'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { decodeImage, readImage, storeImage } from '../tickets/image-files'
import { findWorkOrder } from './pm.repository'

export interface PmPhoto {
  hash: string
  filename: string
  mimeType: string
  size: number
  createdAt: string
}

/** Idempotent per work order and content hash; accepted after sign-off too (photos may arrive after the answers). */
export async function uploadWorkOrderPhoto(
  ctx: CommandContext,
  dataDir: string,
  workOrderId: string,
  input: { imageData: string; filename: string },
): Promise<PmPhoto> {
  const order = await findWorkOrder(ctx.trx, workOrderId)
  if (!order) throw notFound(`Work order ${workOrderId} not found`)
  if (!canWorkOn(ctx.actor.role, order.skill as PmSkill))
    throw forbidden('Only engineers, IT (for IT work) and admins can add photos to a work order')
  const image = decodeImage(input.imageData)
  const existing = await ctx.trx
    .selectFrom('pm_photos')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .where('hash', '=', image.hash)
    .executeTakeFirst()
  if (existing)
    return {
      hash: existing.hash,
      filename: existing.filename,
      mimeType: existing.mime_type,
      size: existing.size,
      createdAt: existing.created_at,
    }
  await storeImage(dataDir, image)
  await ctx.trx
    .insertInto('pm_photos')
    .values({
      id: newId(),
      work_order_id: workOrderId,
      hash: image.hash,
      filename: input.filename,
      mime_type: image.mimeType,
      size: image.bytes.length,
      uploaded_by: ctx.actor.id,
      created_at: ctx.now,
    })
    .onConflict((oc) => oc.columns(['work_order_id', 'hash']).doNothing())
    .execute()
  await ctx.audit('pm.uploadPhoto', 'pm_work_order', workOrderId, { hash: image.hash, size: image.bytes.length })
  return {
    hash: image.hash,
    filename: input.filename,
    mimeType: image.mimeType,
    size: image.bytes.length,
    createdAt: ctx.now,
  }
}

export async function listWorkOrderPhotos(db: Db, workOrderId: string): Promise<PmPhoto[]> {
  const rows = await db
    .selectFrom('pm_photos')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({
    hash: r.hash,
    filename: r.filename,
    mimeType: r.mime_type,
    size: r.size,
    createdAt: r.created_at,
  }))
}

export async function fetchWorkOrderPhoto(db: Db, dataDir: string, workOrderId: string, hash: string) {
  const row = await db
    .selectFrom('pm_photos')
    .select(['hash', 'mime_type'])
    .where('work_order_id', '=', workOrderId)
    .where('hash', '=', hash)
    .executeTakeFirst()
  const bytes = row ? await readImage(dataDir, row.hash, row.mime_type) : null
  if (!row || !bytes) throw notFound('Photo not found')
  return { bytes, mimeType: row.mime_type }
}
