// What each outbox mutation does to the local cache, so the screen shows it at once, online or not.
// Applied when the command is made and re-applied on top of every pull until the server has it.
import { issueFor } from '../../shared/lines'
import { lineSetStatusArgs } from '../../shared/schemas/lines'
import { machineCreateArgs, machineDeleteArgs, machineUpdateArgs } from '../../shared/schemas/machines'
import { equipmentSetStatusArgs } from '../../shared/schemas/equipment'
import {
  ticketAddNoteArgs,
  ticketAssignArgs,
  ticketCloseArgs,
  ticketCreateArgs,
  ticketQuickCreateArgs,
  ticketRef,
  ticketRejectArgs,
} from '../../shared/schemas/tickets'
import { ticketTypeFor } from '../../shared/tickets'
import type { Ticket } from '../../shared/types'
import type { LinesideDb, OutboxEntry } from './db'

type Effect = (db: LinesideDb, entry: OutboxEntry) => Promise<void>

async function patchTicket(db: LinesideDb, id: string, patch: (t: Ticket) => Partial<Ticket>): Promise<void> {
  const ticket = await db.tickets.get(id)
  if (ticket) await db.tickets.put({ ...ticket, ...patch(ticket), updatedAt: new Date().toISOString() })
}

function newTicket(entry: OutboxEntry, fields: Partial<Ticket> & Pick<Ticket, 'id' | 'lineName' | 'category' | 'priority' | 'description'>): Ticket {
  return {
    ticketId: null,
    ticketType: ticketTypeFor(fields.description, fields.category),
    lineId: null,
    otherLocation: null,
    machineId: null,
    machineName: null,
    equipmentId: null,
    location: null,
    systemAffected: null,
    status: 'open',
    engineerStatus: null,
    reportedBy: entry.userId,
    reportedByName: entry.userName,
    assignedTo: null,
    assignedBy: null,
    assignedEngineerName: null,
    createdAt: entry.createdAt,
    updatedAt: entry.createdAt,
    assignedAt: null,
    acceptedAt: null,
    startedAt: null,
    resolvedAt: null,
    resolutionSummary: null,
    partsUsed: null,
    timeSpent: null,
    followUpRequired: false,
    archived: false,
    notes: [],
    images: [],
    ...fields,
  }
}

const effects: Record<string, Effect> = {
  'line.setStatus': async (db, e) => {
    const a = lineSetStatusArgs.parse(e.args)
    const line = await db.lines.get(a.lineId)
    if (!line) return
    await db.lines.put({
      ...line,
      status: a.status,
      issue: issueFor(a.status, a.issue),
      // The next offline change on this line is made on top of this one.
      version: Math.max(line.version, a.baseVersion + 1),
      statusSince: line.status === a.status ? line.statusSince : e.createdAt,
      statusChangedBy: e.userName,
      lastUpdate: e.createdAt,
      lastCheck: e.createdAt,
    })
  },
  'ticket.create': async (db, e) => {
    const a = ticketCreateArgs.parse(e.args)
    if (await db.tickets.get(a.id)) return
    await db.tickets.put(
      newTicket(e, {
        id: a.id,
        lineId: a.lineId ?? null,
        lineName: a.otherLocation ?? a.lineName,
        otherLocation: a.otherLocation ?? null,
        machineId: a.machineId ?? null,
        machineName: a.machineName ?? null,
        equipmentId: a.equipmentId ?? null,
        location: a.location ?? null,
        systemAffected: a.systemAffected ?? null,
        category: a.category,
        priority: a.priority,
        description: a.description,
        ticketType: a.ticketType ?? ticketTypeFor(a.description, a.category),
      }),
    )
  },
  'ticket.quickCreate': async (db, e) => {
    const a = ticketQuickCreateArgs.parse(e.args)
    if (await db.tickets.get(a.id)) return
    const equipment = await db.equipment.get(a.equipmentId)
    await db.tickets.put(
      newTicket(e, {
        id: a.id,
        lineName: a.lineName,
        equipmentId: a.equipmentId,
        machineName: a.machineName ?? equipment?.name ?? null,
        location: a.location ?? equipment?.location ?? null,
        category: a.category,
        priority: a.priority,
        description: a.description,
        ticketType: equipment?.department === 'IT' ? 'it' : 'engineering',
      }),
    )
  },
  'ticket.addNote': async (db, e) => {
    const a = ticketAddNoteArgs.parse(e.args)
    await patchTicket(db, a.ticketId, (t) =>
      t.notes.some((n) => n.id === a.noteId)
        ? {}
        : { notes: [...t.notes, { id: a.noteId, ticketId: a.ticketId, authorId: e.userId, authorName: e.userName, kind: 'note', text: a.notes, createdAt: e.createdAt }] },
    )
  },
  'ticket.assign': async (db, e) => {
    const a = ticketAssignArgs.parse(e.args)
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
  'ticket.accept': async (db, e) => {
    const a = ticketRef.parse(e.args)
    await patchTicket(db, a.ticketId, () => ({ engineerStatus: 'accepted', acceptedAt: e.createdAt }))
  },
  'ticket.reject': async (db, e) => {
    const a = ticketRejectArgs.parse(e.args)
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
  'ticket.start': async (db, e) => {
    const a = ticketRef.parse(e.args)
    await patchTicket(db, a.ticketId, () => ({ status: 'in_progress', engineerStatus: 'in_progress', startedAt: e.createdAt }))
  },
  'ticket.close': async (db, e) => {
    const a = ticketCloseArgs.parse(e.args)
    await patchTicket(db, a.ticketId, () => ({
      status: 'closed',
      engineerStatus: 'completed',
      resolvedAt: e.createdAt,
      resolutionSummary: a.resolutionSummary,
      partsUsed: a.partsUsed,
      timeSpent: a.timeSpentMinutes,
      followUpRequired: a.followUpRequired,
    }))
  },
  'machine.create': async (db, e) => {
    const a = machineCreateArgs.parse(e.args)
    await db.machines.put({
      id: a.id,
      lineId: a.lineId,
      name: a.name,
      code: a.code ?? null,
      type: a.type,
      description: a.description ?? null,
      isActive: a.isActive,
      model: a.model ?? null,
      serialNumber: a.serialNumber ?? null,
      lastChangedOn: null,
      location: a.location ?? null,
      manufacturer: a.manufacturer ?? null,
      status: a.status,
      updatedAt: e.createdAt,
    })
  },
  'machine.update': async (db, e) => {
    const a = machineUpdateArgs.parse(e.args)
    const machine = await db.machines.get(a.id)
    if (machine) await db.machines.put({ ...machine, ...stripUndefined(a.updates), updatedAt: e.createdAt })
  },
  'machine.delete': async (db, e) => {
    await db.machines.delete(machineDeleteArgs.parse(e.args).id)
  },
  'equipment.setStatus': async (db, e) => {
    const a = equipmentSetStatusArgs.parse(e.args)
    await db.equipment.update(a.equipmentId, { status: a.status })
  },
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** Applies an entry's effect; an entry whose args no longer parse is left for the server to reject. */
export async function applyLocalEffect(db: LinesideDb, entry: OutboxEntry): Promise<void> {
  const effect = effects[entry.name]
  if (!effect) return
  try {
    await effect(db, entry)
  } catch (error) {
    console.warn(`Local effect of ${entry.name} #${entry.mutationId} failed`, error)
  }
}
