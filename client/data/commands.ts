// The one way screens change data: each command queues an outbox mutation and shows its effect at once.
import type { LineStatus, MachineStatus } from '../../shared/constants'
import type { CloseInput } from '../../shared/schemas/tickets'
import type { z } from 'zod'
import type { machineCreateInput, machineUpdateInput } from '../../shared/schemas/machines'
import type { ticketCreateInput, quickCreateInput } from '../../shared/schemas/tickets'
import type { ScheduleEntryDraft } from '../../shared/schemas/planning'
import { newId } from '../../shared/ids'
import { enqueue, enqueueWith } from './outbox'

type TicketDraft = Omit<z.input<typeof ticketCreateInput>, 'id'>
type QuickDraft = Omit<z.input<typeof quickCreateInput>, 'id'>
type MachineDraft = Omit<z.input<typeof machineCreateInput>, 'id'>

/** The line's version is read in the entry's own transaction (one transaction per press). */
export function setLineStatus(lineId: number, status: LineStatus, issue?: string | null) {
  const at = new Date().toISOString()
  return enqueueWith('line.setStatus', async (from) => ({
    lineId,
    status,
    issue: issue ?? null,
    baseVersion: (await from.lines.get(lineId))?.version ?? 0,
    at,
  }))
}

/** Returns the new ticket's id (a time-ordered uuid made here); its TKT number comes from the server. */
export async function createTicket(draft: TicketDraft): Promise<string> {
  const id = newId()
  await enqueue('ticket.create', { ...draft, id })
  return id
}

export async function quickCreateTicket(draft: QuickDraft): Promise<string> {
  const id = newId()
  await enqueue('ticket.quickCreate', { ...draft, id })
  return id
}

export async function addTicketNote(ticketId: string, notes: string): Promise<string> {
  const noteId = newId()
  await enqueue('ticket.addNote', { ticketId, noteId, notes })
  return noteId
}

export const assignTicket = (ticketId: string, engineerId: number) => enqueue('ticket.assign', { ticketId, engineerId })
export const acceptTicket = (ticketId: string) => enqueue('ticket.accept', { ticketId })
export const rejectTicket = (ticketId: string, reason: string) => enqueue('ticket.reject', { ticketId, reason })
export const startTicket = (ticketId: string) => enqueue('ticket.start', { ticketId })

/** Takes the normalised close fields (minutes); the form turns hours into minutes first. */
export const closeTicket = (ticketId: string, close: CloseInput) =>
  enqueue('ticket.close', {
    ticketId,
    resolutionSummary: close.resolutionSummary,
    partsUsed: close.partsUsed,
    timeSpent: close.timeSpentMinutes,
    followUpRequired: close.followUpRequired,
  })

export async function createMachine(draft: MachineDraft): Promise<string> {
  const id = newId()
  await enqueue('machine.create', { ...draft, id })
  return id
}

export const updateMachine = (id: string, updates: z.input<typeof machineUpdateInput>) => enqueue('machine.update', { id, updates })
export const deleteMachine = (id: string) => enqueue('machine.delete', { id })
export const setMachineStatus = (id: string, status: MachineStatus) => enqueue('machine.update', { id, updates: { status } })
export const setEquipmentStatus = (equipmentId: number, status: MachineStatus) => enqueue('equipment.setStatus', { equipmentId, status })


/** Save All of the planning screen: one outbox entry for the batch (server: schedule.saveEntries). */
export async function saveScheduleEntries(schedules: ScheduleEntryDraft[]): Promise<string> {
  const batchId = newId()
  await enqueue('schedule.saveEntries', { batchId, schedules })
  return batchId
}
