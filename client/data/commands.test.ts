// Each command shows its effect in the cache at once and queues exactly one outbox entry, ids gap-free.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Engineer, Equipment, ProductionLine } from '../../shared/types'
import { makeUser } from '../test-utils/render-app'
import { writeSession } from '../lib/session-store'
import * as commands from './commands'
import { LinesideDb, db, useDatabase } from './db'
import { discard, resend } from './outbox'

const line = { id: 3, name: 'Unit B - Line 3', status: 'running', issue: null, version: 4, statusSince: '2026-11-21T08:00:00.000Z' } as unknown as ProductionLine
const engineer: Engineer = { id: 9, firstName: 'Ethan', lastName: 'Walsh', department: 'Engineering', role: 'engineer' }
const equipment = { id: 12, name: 'Line Control PC B', department: 'IT', location: 'Unit B Control Room' } as unknown as Equipment

beforeEach(async () => {
  useDatabase(new LinesideDb(`t-${crypto.randomUUID()}`))
  writeSession('token-1', makeUser('engineer', { id: 9, firstName: 'Ethan', lastName: 'Walsh' }))
  await db.lines.put(line)
  await db.engineers.put(engineer)
  await db.equipment.put(equipment)
})
afterEach(() => db.close())

describe('commands', () => {
  it('queue entries with gap-free ids, the token and the user', async () => {
    await commands.setLineStatus(3, 'stopped', 'Jam')
    await commands.setLineStatus(3, 'running')
    const entries = await db.outbox.toArray()
    expect(entries.map((e) => e.mutationId)).toEqual([1, 2])
    expect(entries[0]).toMatchObject({ name: 'line.setStatus', authToken: 'token-1', userId: 9, userName: 'Ethan Walsh' })
    // The second change is made on top of the first: its base version follows.
    expect((entries[1]!.args as { baseVersion: number }).baseVersion).toBe(5)
    expect(await db.lines.get(3)).toMatchObject({ status: 'running', issue: null, version: 6, statusChangedBy: 'Ethan Walsh' })
  })

  it('MAINTENANCE shows the scheduled maintenance text', async () => {
    await commands.setLineStatus(3, 'maintenance')
    expect((await db.lines.get(3))?.issue).toBe('Scheduled maintenance in progress')
  })

  it('walks a ticket through its life locally, before any server answer', async () => {
    const id = await commands.createTicket({ lineName: 'Unit B - Line 3', otherLocation: ' ', category: 'mechanical', priority: 'high', description: '[ENGINEERING] Belt slipping' })
    expect(await db.tickets.get(id)).toMatchObject({ ticketId: null, status: 'open', ticketType: 'engineering', lineName: 'Unit B - Line 3', reportedByName: 'Ethan Walsh' })
    await commands.assignTicket(id, 9)
    expect(await db.tickets.get(id)).toMatchObject({ status: 'assigned', engineerStatus: 'assigned', assignedEngineerName: 'Ethan Walsh' })
    await commands.acceptTicket(id)
    await commands.startTicket(id)
    await commands.addTicketNote(id, 'Tensioner worn')
    await commands.closeTicket(id, { resolutionSummary: 'Replaced tensioner', partsUsed: 'Tensioner', timeSpentMinutes: 45, followUpRequired: false })
    const ticket = await db.tickets.get(id)
    expect(ticket).toMatchObject({ status: 'closed', engineerStatus: 'completed', resolutionSummary: 'Replaced tensioner', timeSpent: 45 })
    expect(ticket?.acceptedAt && ticket.startedAt && ticket.resolvedAt).toBeTruthy()
    expect(ticket?.notes.map((n) => n.text)).toEqual(['Tensioner worn'])
    expect(await db.outbox.count()).toBe(6)
  })

  it('Other Location replaces the line name; a QR ticket takes its type from the equipment', async () => {
    const a = await commands.createTicket({ lineName: 'Unit B - Line 3', otherLocation: 'Canteen', category: 'software', priority: 'low', description: '[IT] Till offline' })
    expect((await db.tickets.get(a))?.lineName).toBe('Canteen')
    const b = await commands.quickCreateTicket({ equipmentId: 12, lineName: 'B - Line Control PC B', category: 'electrical', priority: 'medium', description: 'No network' })
    expect(await db.tickets.get(b)).toMatchObject({ ticketType: 'it', machineName: 'Line Control PC B', location: 'Unit B Control Room' })
  })

  it('a new ticket shows the chosen product from the cache at once, from the issue report and the QR flow', async () => {
    await db.products.put({ id: 7, sku: 'KB-350', name: 'Chicken kebab 350 g', category: 'Kebabs', targetWeight: 350, temperature: 4, packagingType: 'MAP tray', batchSize: 650, description: null, isActive: true })
    const a = await commands.createTicket({ lineId: 3, lineName: 'Unit B - Line 3', category: 'mechanical', priority: 'high', description: 'Jam', productId: 7 })
    expect(await db.tickets.get(a)).toMatchObject({ productId: 7, productSku: 'KB-350', productName: 'Chicken kebab 350 g' })
    expect((await db.outbox.toArray()).at(-1)?.args).toMatchObject({ productId: 7 })
    const b = await commands.quickCreateTicket({ equipmentId: 12, lineName: 'B - Line Control PC B', category: 'electrical', priority: 'medium', description: 'No network', productId: 7 })
    expect(await db.tickets.get(b)).toMatchObject({ productId: 7, productSku: 'KB-350' })
    const c = await commands.createTicket({ lineName: 'Unit B - Line 3', category: 'mechanical', priority: 'low', description: 'x' })
    expect(await db.tickets.get(c)).toMatchObject({ productId: null, productSku: null, productName: null })
  })

  it('reject sends the ticket back to the open queue with the reason as a note', async () => {
    const id = await commands.createTicket({ lineName: 'Unit B - Line 3', category: 'mechanical', priority: 'low', description: 'x' })
    await commands.assignTicket(id, 9)
    await commands.rejectTicket(id, 'Not mechanical')
    expect(await db.tickets.get(id)).toMatchObject({ status: 'open', assignedTo: null, engineerStatus: null })
    expect((await db.tickets.get(id))?.notes[0]).toMatchObject({ kind: 'rejection', text: 'Not mechanical' })
  })

  it('machines and equipment change locally', async () => {
    const id = await commands.createMachine({ lineId: 3, name: 'Crusher 3-9', type: 'Crusher', status: 'operational' })
    await commands.setMachineStatus(id, 'fault')
    expect(await db.machines.get(id)).toMatchObject({ type: 'crusher', status: 'fault', lineId: 3 })
    await commands.deleteMachine(id)
    expect(await db.machines.get(id)).toBeUndefined()
    await commands.setEquipmentStatus(12, 'maintenance')
    expect((await db.equipment.get(12))?.status).toBe('maintenance')
  })

  it('a Not sent entry can be edited and resent under a new id, or discarded', async () => {
    await db.rejected.put({ mutationId: 40, clientId: 'c', name: 'ticket.addNote', args: { ticketId: 't', noteId: 'n', notes: 'old' }, createdAt: '', userId: 9, userName: 'E', authToken: 'x', reason: 'no', code: 'conflict', rejectedAt: '' })
    const entry = await resend(40, { ticketId: 't', noteId: 'n', notes: 'new' })
    expect(entry?.mutationId).toBe(1)
    expect((await db.outbox.get(1))?.args).toMatchObject({ notes: 'new' })
    expect(await db.rejected.count()).toBe(0)
    await db.rejected.put({ mutationId: 41, clientId: 'c', name: 'ticket.accept', args: {}, createdAt: '', userId: 9, userName: 'E', authToken: 'x', reason: 'no', code: 'conflict', rejectedAt: '' })
    await discard(41)
    expect(await db.rejected.count()).toBe(0)
  })

  it('refuses to queue without a session', async () => {
    localStorage.clear()
    await expect(commands.setLineStatus(3, 'stopped')).rejects.toThrow('Sign in')
    expect(await db.outbox.count()).toBe(0)
  })
})
