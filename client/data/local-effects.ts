// What each outbox mutation does to the local cache, so the screen shows it at once, online or not.
// Applied when the command is made and re-applied on top of every pull until the server has it.
import { FAULT_TEXT } from '../../shared/constants'
import { statusAfterPress } from '../../shared/hygiene/hold'
import { issueFor } from '../../shared/lines'
import type { MutationArgsRead } from '../../shared/schemas/mutation-args'
import type { MutationName } from '../../shared/schemas/sync'
import { newOpenTicket, ticketTypeFor } from '../../shared/tickets'
import type { Ticket } from '../../shared/types'
import type { LinesideDb, OutboxEntry } from './db'
import { handoverEffects } from './handover-effects'
import { hygieneEffects } from './hygiene-effects'
import { oeeEffects } from './oee-effects'
import { pmEffects } from './pm-effects'

type Effect<N extends MutationName> = (db: LinesideDb, entry: OutboxEntry, args: MutationArgsRead[N]) => Promise<void>

// Args are typed by the shared contract (MutationArgs) but not parsed here: zod would add ~25 KB to the first
// bundle, and the server validates every mutation anyway (a bad one comes back as "Not sent").

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

async function patchTicket(db: LinesideDb, id: string, patch: (t: Ticket) => Partial<Ticket>): Promise<void> {
  const ticket = await db.tickets.get(id)
  if (ticket) await db.tickets.put({ ...ticket, ...patch(ticket), updatedAt: new Date().toISOString() })
}

/** The product a new ticket names, with its SKU and name from the cache (the server keeps the same). */
async function productOf(db: LinesideDb, productId: number | null | undefined): Promise<Pick<Ticket, 'productId' | 'productSku' | 'productName'>> {
  const product = productId == null ? undefined : await db.products.get(productId)
  return { productId: productId ?? null, productSku: product?.sku ?? null, productName: product?.name ?? null }
}

function newTicket(entry: OutboxEntry, fields: Partial<Ticket> & Pick<Ticket, 'id' | 'lineName' | 'category' | 'priority' | 'description'>): Ticket {
  return newOpenTicket({ reportedBy: entry.userId, reportedByName: entry.userName, createdAt: entry.createdAt, ...fields })
}

const effects: { [N in MutationName]?: Effect<N> } = {
  ...hygieneEffects,
  ...oeeEffects,
  ...pmEffects,
  ...handoverEffects,
  'line.setStatus': async (db, e, a) => {
    const line = await db.lines.get(Number(a.lineId))
    if (!line) return
    // As the server decides it (issue 29): a held line refuses all but maintenance; leaving maintenance holds it.
    const status = statusAfterPress(line.status, a.status, line.clearanceRequired !== false)
    if (status === null) return
    await db.lines.put({
      ...line,
      status,
      issue: status === 'awaiting_clearance' ? FAULT_TEXT.awaitingClearance : issueFor(status, a.issue),
      // The next offline change on this line is made on top of this one.
      version: Math.max(line.version, a.baseVersion + 1),
      statusSince: line.status === status ? line.statusSince : e.createdAt,
      statusChangedBy: e.userName,
      lastUpdate: e.createdAt,
      lastCheck: e.createdAt,
    })
  },
  'ticket.create': async (db, e, a) => {
    if (await db.tickets.get(a.id)) return
    await db.tickets.put(
      newTicket(e, {
        id: a.id,
        lineId: a.lineId ?? null,
        lineName: blankToNull(a.otherLocation) ?? a.lineName,
        otherLocation: blankToNull(a.otherLocation),
        machineId: a.machineId ?? null,
        machineName: a.machineName ?? null,
        equipmentId: a.equipmentId ?? null,
        location: a.location ?? null,
        systemAffected: a.systemAffected ?? null,
        ...(await productOf(db, a.productId)),
        category: a.category,
        priority: a.priority ?? 'medium',
        description: a.description ?? '',
        ticketType: a.ticketType ?? ticketTypeFor(a.description ?? '', a.category),
      }),
    )
  },
  'ticket.quickCreate': async (db, e, a) => {
    if (await db.tickets.get(a.id)) return
    const equipment = await db.equipment.get(a.equipmentId)
    await db.tickets.put(
      newTicket(e, {
        id: a.id,
        lineName: a.lineName,
        equipmentId: a.equipmentId,
        machineName: a.machineName ?? equipment?.name ?? null,
        location: a.location ?? equipment?.location ?? null,
        ...(await productOf(db, a.productId)),
        category: a.category,
        priority: a.priority ?? 'medium',
        description: a.description,
        ticketType: equipment?.department === 'IT' ? 'it' : 'engineering',
      }),
    )
  },
  'ticket.addNote': async (db, e, a) => {
    await patchTicket(db, a.ticketId, (t) =>
      t.notes.some((n) => n.id === a.noteId)
        ? {}
        : { notes: [...t.notes, { id: a.noteId, ticketId: a.ticketId, authorId: e.userId, authorName: e.userName, kind: 'note', text: a.notes, createdAt: e.createdAt }] },
    )
  },
  'ticket.assign': async (db, e, a) => {
    const engineer = await db.engineers.get(a.engineerId)
    await patchTicket(db, a.ticketId, () => ({
      status: 'assigned',
      engineerStatus: 'assigned',
      assignedTo: a.engineerId,
      assignedBy: e.userId,
      assignedAt: e.createdAt,
      assignedEngineerName: engineer ? `${engineer.firstName} ${engineer.lastName}` : null,
    }))
  },
  'ticket.accept': async (db, e, a) => {
    await patchTicket(db, a.ticketId, () => ({ engineerStatus: 'accepted', acceptedAt: e.createdAt }))
  },
  'ticket.reject': async (db, e, a) => {
    await patchTicket(db, a.ticketId, (t) => ({
      status: 'open',
      engineerStatus: null,
      assignedTo: null,
      assignedBy: null,
      assignedAt: null,
      acceptedAt: null,
      assignedEngineerName: null,
      notes: [...t.notes, { id: `pending-${e.mutationId}`, ticketId: t.id, authorId: e.userId, authorName: e.userName, kind: 'rejection', text: a.reason, createdAt: e.createdAt }],
    }))
  },
  'ticket.start': async (db, e, a) => {
    await patchTicket(db, a.ticketId, () => ({ status: 'in_progress', engineerStatus: 'in_progress', startedAt: e.createdAt }))
  },
  'ticket.close': async (db, e, a) => {
    await patchTicket(db, a.ticketId, () => ({
      status: 'closed',
      engineerStatus: 'completed',
      resolvedAt: e.createdAt,
      resolutionSummary: a.resolutionSummary,
      partsUsed: a.partsUsed ?? null,
      timeSpent: a.timeSpent ?? 0,
      followUpRequired: a.followUpRequired ?? false,
    }))
  },
  'machine.create': async (db, e, a) => {
    await db.machines.put({
      id: a.id,
      lineId: Number(a.lineId),
      name: a.name,
      code: a.code ?? null,
      type: a.type.toLowerCase(),
      description: a.description ?? null,
      isActive: a.isActive ?? true,
      model: a.model ?? null,
      serialNumber: a.serialNumber ?? null,
      lastChangedOn: null,
      location: a.location ?? null,
      manufacturer: a.manufacturer ?? null,
      status: a.status ?? 'operational',
      updatedAt: e.createdAt,
    })
  },
  'machine.update': async (db, e, a) => {
    const machine = await db.machines.get(a.id)
    if (machine) await db.machines.put({ ...machine, ...stripUndefined(a.updates), updatedAt: e.createdAt })
  },
  'machine.delete': async (db, _e, a) => {
    await db.machines.delete(a.id)
  },
  'equipment.setStatus': async (db, e, a) => {
    await db.equipment.update(a.equipmentId, { status: a.status })
  },
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** Applies an entry's effect; an entry whose args no longer parse is left for the server to reject. */
export async function applyLocalEffect(db: LinesideDb, entry: OutboxEntry): Promise<void> {
  const effect = effects[entry.name as MutationName] as Effect<MutationName> | undefined
  if (!effect) return
  try {
    await effect(db, entry, entry.args as never)
  } catch (error) {
    console.warn(`Local effect of ${entry.name} #${entry.mutationId} failed`, error)
  }
}
