// Raising tickets: the issue report, ticket management and line-dashboard create, and the QR/loft quick create.
import { newId } from '../../shared/ids'
import type { TicketType } from '../../shared/constants'
import { can } from '../../shared/roles'
import type { QuickCreateInput, TicketCreateInput } from '../../shared/schemas/tickets'
import { formatTicketNumber, ticketTypeFor } from '../../shared/tickets'
import type { Ticket } from '../../shared/types'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import type { NewTicketRow } from '../db/database'
import { findEquipment } from '../equipment/equipment.repository'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { enqueueTicketNotification } from '../teams/teams.service'
import { getTicket } from './ticket-mapper'
import { findLineIdByName, findProductLabel, findTicketState, insertTicket } from './tickets.repository'
import { nextTicketNumber, ticketCreationFacts } from './ticket-numbers.repository'

export interface CreateResult {
  /** The ticket's uuid: REST routes read the ticket back after the commit; sync doesn't need it. */
  id: string
  /** False when the same reporter sent the same ticket id again: nothing new was written. */
  created: boolean
}

/** GET /api/tickets/{id}. */
export async function requireTicket(db: Db, id: string): Promise<Ticket> {
  const ticket = await getTicket(db, id)
  if (!ticket) throw notFound(`Ticket ${id} not found`)
  return ticket
}

/**
 * POST /api/tickets and ticket.create. A non-blank Other Location replaces the line name (spec §5). The line
 * id is the one sent, else the line whose name the (effective) line name is, so "Canteen" stays line-less.
 * `at` is the device time of an offline create (clamped by sync); it becomes createdAt.
 */
export async function createTicket(ctx: CommandContext, input: TicketCreateInput, at?: string): Promise<CreateResult> {
  assertMayCreate(ctx)
  const id = input.id ?? newId()
  // A resend, the line and the new ticket's number in one read (decision 280).
  const facts = await ticketCreationFacts(ctx.trx, id, input.lineId ?? null)
  if (facts.reportedBy !== null) {
    if (facts.reportedBy !== ctx.actor.id) throw conflict('A ticket with this id already exists')
    return { id, created: false }
  }
  if (input.lineId != null && !facts.lineFound)
    throw badRequest(`Production line ${input.lineId} not found`, { lineId: 'Production line not found' })
  if (input.equipmentId != null && !(await findEquipment(ctx.trx, input.equipmentId)))
    throw badRequest(`Equipment ${input.equipmentId} not found`, { equipmentId: 'Equipment not found' })
  const product = await productFields(ctx, input.productId)
  const lineName = input.otherLocation ?? input.lineName
  const ticketType = input.ticketType ?? ticketTypeFor(input.description, input.category)
  const ticket = await insertNew(ctx, at, facts.ticketNumber, {
    id,
    ticket_type: ticketType,
    line_id: input.lineId ?? (await findLineIdByName(ctx.trx, lineName)),
    line_name: lineName,
    other_location: input.otherLocation ?? null,
    machine_id: input.machineId ?? null,
    machine_name: input.machineName ?? null,
    equipment_id: input.equipmentId ?? null,
    location: input.location ?? null,
    system_affected: input.systemAffected ?? null,
    category: input.category,
    priority: input.priority,
    description: input.description,
    ...product,
  })
  await ctx.audit('ticket.create', 'ticket', id, auditDetails(ticket))
  await enqueueTicketNotification(ctx, id, 'created')
  return { id, created: true }
}

/**
 * POST /api/tickets/quick-create and ticket.quickCreate: a ticket against scanned equipment. The type follows
 * the equipment's department; machineId may be a number (loft variant), kept as text. The loft's
 * `equipmentCode` and `lines` have no column: equipment_id identifies the equipment, and both go to the audit.
 */
export async function quickCreateTicket(
  ctx: CommandContext,
  input: QuickCreateInput,
  at?: string,
): Promise<CreateResult> {
  assertMayCreate(ctx)
  const id = input.id ?? newId()
  if (await isReplay(ctx, id)) return { id, created: false }

  const equipment = await findEquipment(ctx.trx, input.equipmentId)
  if (!equipment) throw notFound('Equipment not found')
  const product = await productFields(ctx, input.productId)
  const ticketType: TicketType = equipment.department === 'IT' ? 'it' : 'engineering'
  const ticket = await insertNew(ctx, at, await nextTicketNumber(ctx.trx), {
    id,
    ticket_type: ticketType,
    line_id: await findLineIdByName(ctx.trx, input.lineName),
    line_name: input.lineName,
    machine_id: input.machineId == null ? null : String(input.machineId),
    machine_name: input.machineName ?? equipment.name,
    equipment_id: equipment.id,
    location: input.location ?? equipment.location,
    system_affected: ticketType === 'it' ? equipment.name : null,
    category: input.category,
    priority: input.priority,
    description: input.description,
    ...product,
  })
  await ctx.audit(
    'ticket.quick_create',
    'ticket',
    id,
    Object.assign(auditDetails(ticket), {
      equipmentId: equipment.id,
      equipmentCode: input.equipmentCode ?? null,
      lines: input.lines ?? null,
    }),
  )
  await enqueueTicketNotification(ctx, id, 'created')
  return { id, created: true }
}

/** The optional product of a new ticket: an unknown id is a 400 naming productId; SKU and name are kept as now. */
async function productFields(ctx: CommandContext, productId: number | null | undefined) {
  if (productId == null) return { product_id: null, product_sku: null, product_name: null }
  const product = await findProductLabel(ctx.trx, productId)
  if (!product) throw badRequest(`Product ${productId} not found`, { productId: 'Product not found' })
  return { product_id: product.id, product_sku: product.sku, product_name: product.name }
}

function assertMayCreate(ctx: CommandContext): void {
  if (!can.createTicket(ctx.actor.role)) throw forbidden('Demo viewers can look around but cannot create tickets')
}

/** The same reporter resending a ticket id gets it back; someone else's id is a conflict, never an overwrite. */
async function isReplay(ctx: CommandContext, id: string): Promise<boolean> {
  const existing = await findTicketState(ctx.trx, id)
  if (!existing) return false
  if (existing.reported_by !== ctx.actor.id) throw conflict('A ticket with this id already exists')
  return true
}

type NewTicketFields = Omit<
  NewTicketRow,
  'ticket_number' | 'status' | 'reported_by' | 'created_at' | 'updated_at' | 'follow_up_required'
>

async function insertNew(
  ctx: CommandContext,
  at: string | undefined,
  ticketNumber: number,
  fields: NewTicketFields,
): Promise<NewTicketFields & { ticketNumber: number }> {
  await insertTicket(
    ctx.trx,
    Object.assign({}, fields, {
      ticket_number: ticketNumber,
      status: 'open',
      engineer_status: null,
      reported_by: ctx.actor.id,
      created_at: at && at < ctx.now ? at : ctx.now,
      updated_at: ctx.now,
      follow_up_required: 0,
    }),
  )
  await ctx.change('tickets', fields.id)
  return Object.assign({}, fields, { ticketNumber })
}

function auditDetails(t: NewTicketFields & { ticketNumber: number }) {
  return {
    ticketId: formatTicketNumber(t.ticketNumber),
    ticketType: t.ticket_type,
    lineName: t.line_name,
    category: t.category,
    priority: t.priority,
  }
}
