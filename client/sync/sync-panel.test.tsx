// The indicator and panel show what is waiting and what was refused, with the reason and the actions.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LinesideDb, db, useDatabase, type OutboxEntry } from '../data/db'
import { writeSession } from '../lib/session-store'
import { makeUser, renderWithProviders } from '../test-utils/render-app'
import { SyncIndicator } from './sync-indicator'

const base: OutboxEntry = { mutationId: 1, clientId: 'c', name: 'ticket.addNote', args: { ticketId: 't1', noteId: 'n1', notes: 'Checked belt' }, createdAt: '2026-11-21T09:30:00.000Z', userId: 7, userName: 'Sam Taylor', authToken: 'tok' }

beforeEach(() => {
  useDatabase(new LinesideDb(`t-${crypto.randomUUID()}`))
  writeSession('tok', makeUser('engineer'))
})
afterEach(() => db.close())

describe('sync indicator and panel', () => {
  it('counts waiting and refused changes, and lists them with the reason', async () => {
    await db.outbox.put({ ...base, mutationId: 2, name: 'line.setStatus', args: { lineId: 3, status: 'stopped', baseVersion: 1 } })
    await db.outbox.put({ ...base, mutationId: 3, name: 'ticket.create', userId: 99, userName: 'Night Shift' })
    await db.rejected.put({ ...base, reason: 'Ticket is open, notes can be added once the ticket is accepted', code: 'conflict', rejectedAt: '2026-11-21T09:31:00.000Z' })
    renderWithProviders(<SyncIndicator />)
    const indicator = await screen.findByRole('button', { name: 'Open sync panel' })
    await waitFor(() => expect(indicator.getAttribute('data-pending')).toBe('2'))
    expect(indicator.textContent).toContain('Not sent: 1')

    fireEvent.click(indicator)
    expect(await screen.findByText('Waiting to send (2)')).toBeTruthy()
    expect(screen.getByText('Line status change')).toBeTruthy()
    expect(screen.getByText(/made by Night Shift/)).toBeTruthy()
    expect(screen.getByText('Not sent (1)')).toBeTruthy()
    expect(screen.getByText('Ticket note')).toBeTruthy()
    expect(screen.getByText('Ticket is open, notes can be added once the ticket is accepted')).toBeTruthy()
  })

  it('edits and resends a refused change, or discards it', async () => {
    await db.rejected.put({ ...base, mutationId: 5, reason: 'Refused', code: 'conflict', rejectedAt: '' })
    renderWithProviders(<SyncIndicator />)
    fireEvent.click(await screen.findByRole('button', { name: 'Open sync panel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const notes = screen.getByLabelText('notes')
    fireEvent.change(notes, { target: { value: 'Belt replaced' } })
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
    const [entry] = await db.outbox.toArray()
    expect(entry?.args).toMatchObject({ ticketId: 't1', noteId: 'n1', notes: 'Belt replaced' })

    await db.rejected.put({ ...base, mutationId: 6, reason: 'Refused again', code: 'conflict', rejectedAt: '' })
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
  })
})
