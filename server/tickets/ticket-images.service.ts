// Photos on tickets: upload (idempotent per ticket and content hash) and fetch back.
import { newId } from '../../shared/ids'
import { isAdminRole } from '../../shared/roles'
import type { Ticket } from '../../shared/types'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { decodeImage, readImage, storeImage } from './image-files'
import { getTicket } from './ticket-mapper'
import { findImage, findTicketRow, insertImage } from './tickets.repository'

/**
 * Who may add a photo: the reporter (operators photograph the fault they report), the assignee, IT staff on
 * IT tickets (they may close those) and admins. Any state of a non-archived ticket is fine: photos queue
 * offline on their own (DESIGN.md §2) and may arrive after the ticket was closed.
 */
export async function uploadTicketImage(
  ctx: CommandContext,
  dataDir: string,
  ticketId: string,
  input: { imageData: string; filename: string },
): Promise<Ticket> {
  const row = await findTicketRow(ctx.trx, ticketId)
  if (!row || row.archived_at !== null) throw notFound(`Ticket ${ticketId} not found`)
  const actor = ctx.actor
  const allowed =
    isAdminRole(actor.role) ||
    row.reported_by === actor.id ||
    row.assigned_to === actor.id ||
    (actor.role === 'it' && row.ticket_type === 'it')
  if (!allowed) throw forbidden('Only the reporter, the assigned engineer or an admin can add photos to this ticket')

  const image = decodeImage(input.imageData)
  if (!(await findImage(ctx.trx, ticketId, image.hash))) {
    await storeImage(dataDir, image)
    await insertImage(ctx.trx, {
      id: newId(),
      ticketId,
      hash: image.hash,
      filename: input.filename,
      mimeType: image.mimeType,
      size: image.bytes.length,
      uploadedBy: actor.id,
      createdAt: ctx.now,
    })
    await ctx.change('tickets', ticketId)
    await ctx.audit('ticket.upload_image', 'ticket', ticketId, {
      hash: image.hash,
      size: image.bytes.length,
      mimeType: image.mimeType,
      filename: input.filename,
    })
  }
  const ticket = await getTicket(ctx.trx, ticketId)
  if (!ticket) throw new Error(`ticket ${ticketId} vanished`)
  return ticket
}

/** GET /api/tickets/{id}/images/{hash}: any signed-in user who can see the ticket (all can) may fetch it. */
export async function fetchTicketImage(
  db: Db,
  dataDir: string,
  ticketId: string,
  hash: string,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const row = await findImage(db, ticketId, hash)
  const bytes = row ? await readImage(dataDir, row.hash, row.mime_type) : null
  if (!row || !bytes) throw notFound('Image not found')
  return { bytes, mimeType: row.mime_type }
}
