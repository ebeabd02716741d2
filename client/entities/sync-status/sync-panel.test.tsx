// The indicator and panel show what is waiting and what was refused, with the reason and the actions.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LinesideDb, db, useDatabase, type OutboxEntry } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { makeUser, renderWithProviders } from '../../test-utils/render-app'
import { syncEngine } from '../../sync/sync-runtime'
import { SyncIndicator } from './sync-indicator'

const base: OutboxEntry = {
  mutationId: 1,
  clientId: 'c',
  name: 'ticket.addNote',
  args: { ticketId: 't1', noteId: 'n1', notes: 'Checked belt' },
  createdAt: '2026-11-21T09:30:00.000Z',
  userId: 7,
  userName: 'Sam Taylor',
  authToken: 'tok',
}

beforeEach(() => {
  useDatabase(new LinesideDb(`t-${crypto.randomUUID()}`))
  writeSession('tok', makeUser('engineer'))
})
afterEach(() => db.close())

describe('sync indicator and panel', () => {
  it('counts waiting and refused changes, and lists them with the reason', async () => {
    await db.outbox.put({
      ...base,
      mutationId: 2,
      name: 'line.setStatus',
      args: { lineId: 3, status: 'stopped', baseVersion: 1 },
    })
    await db.outbox.put({ ...base, mutationId: 3, name: 'ticket.create', userId: 99, userName: 'Night Shift' })
    await db.rejected.put({
      ...base,
      reason: 'Ticket is open, notes can be added once the ticket is accepted',
      code: 'conflict',
      rejectedAt: '2026-11-21T09:31:00.000Z',
    })
    renderWithProviders(<SyncIndicator />)
    const indicator = await screen.findByRole('button', { name: 'Open sync panel' })
    await waitFor(() => expect(indicator.getAttribute('data-pending')).toBe('2'))
    expect(indicator.textContent).toContain('Not sent: 1')

    fireEvent.click(indicator)
    expect(await screen.findByText('Waiting to send (2)', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Line status change')).toBeTruthy()
    expect(screen.getByText(/made by Night Shift/)).toBeTruthy()
    expect(screen.getByText('Not sent (1)')).toBeTruthy()
    // The refused note as the user knows it: what, which ticket, when, by whom, why in words.
    await db.tickets.put({
      id: 't1',
      ticketId: 'TKT-000042',
      lineName: 'Unit B - Line 5',
      otherLocation: null,
    } as never)
    const item = await screen.findByRole('article', { name: 'Ticket note' })
    await waitFor(() => expect(item.textContent).toContain('Ticket note — TKT-000042 (Unit B - Line 5)'))
    expect(item.textContent).toContain('by Sam Taylor')
    expect(item.textContent).toContain('Someone changed this first, so it can no longer be done.')
    expect(item.textContent).not.toContain('notes can be added once')
  })

  it('says in Polish why a change was refused, naming the field and its limit', async () => {
    const { i18n } = await import('../../i18n/i18n')
    await i18n.changeLanguage('pl')
    try {
      await db.rejected.put({
        ...base,
        name: 'ticket.create',
        args: { id: 'x', lineName: 'Unit B - Line 5', category: 'mechanical', description: 'x'.repeat(4001) },
        reason: 'Invalid description: Too big: expected string to have <=4000 characters',
        code: 'validation',
        rejectedAt: '',
      })
      renderWithProviders(<SyncIndicator />)
      fireEvent.click(await screen.findByRole('button', { name: 'Otwórz panel synchronizacji' }))
      expect((await screen.findByTestId('not-sent-reason')).textContent).toBe('Opis: za długie, najwyżej 4000 znaków.')
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('edits and resends a refused change, or discards it', async () => {
    await db.rejected.put({ ...base, mutationId: 5, reason: 'Refused', code: 'conflict', rejectedAt: '' })
    renderWithProviders(<SyncIndicator />)
    fireEvent.click(await screen.findByRole('button', { name: 'Open sync panel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const notes = screen.getByLabelText('Notes')
    // Checked with the server's schema before it can be resent: an empty note is not.
    fireEvent.change(notes, { target: { value: '  ' } })
    expect(screen.getByText('Required.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(notes, { target: { value: 'Belt replaced' } })
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
    const [entry] = await db.outbox.toArray()
    expect(entry?.args).toMatchObject({ ticketId: 't1', noteId: 'n1', notes: 'Belt replaced' })

    await db.rejected.put({ ...base, mutationId: 6, reason: 'Refused again', code: 'conflict', rejectedAt: '' })
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    // Discard asks once.
    expect(screen.getByText('Discard this change? It will never be sent.')).toBeTruthy()
    expect(await db.rejected.count()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
  })

  it('draws the bar again for a new minute of the last sync, not for every pull within it', async () => {
    let renders = 0
    syncEngine.state.set({ lastSyncAt: '2026-11-21T09:30:05.000Z' })
    renderWithProviders(
      <Profiler id="bar" onRender={() => renders++}>
        <SyncIndicator />
      </Profiler>,
    )
    await screen.findByRole('button', { name: 'Open sync panel' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const drawn = renders
    const shown = screen.getByTestId('sync-indicator').textContent
    syncEngine.state.set({ lastSyncAt: '2026-11-21T09:30:40.000Z' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(renders).toBe(drawn)
    syncEngine.state.set({ lastSyncAt: '2026-11-21T09:31:02.000Z' })
    await waitFor(() => expect(screen.getByTestId('sync-indicator').textContent).not.toBe(shown))
  })

  it('online, shows a waiting change only once it has waited; offline, at once', async () => {
    syncEngine.state.set({ online: true, phase: 'idle' })
    renderWithProviders(<SyncIndicator />)
    const indicator = await screen.findByRole('button', { name: 'Open sync panel' })
    await db.outbox.put(base)
    await waitFor(() => expect(indicator.getAttribute('data-pending')).toBe('1'))
    expect(indicator.textContent).not.toContain('Waiting: 1')
    await waitFor(() => expect(indicator.textContent).toContain('Waiting: 1'), { timeout: 2000 })
    await db.outbox.clear()
    await waitFor(() => expect(indicator.textContent).not.toContain('Waiting'))

    act(() => syncEngine.state.set({ online: false, phase: 'offline' }))
    await db.outbox.put(base)
    await waitFor(() => expect(indicator.textContent).toContain('Waiting: 1'), { timeout: 300 })
    act(() => syncEngine.state.set({ online: true, phase: 'idle' }))
  })
})
