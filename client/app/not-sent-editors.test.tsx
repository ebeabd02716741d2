// Edit on a "Not sent" entry opens the action's own dialog (wired here, in the app), prefilled, with the
// server's schema checks; saving replaces the refused entry with a new outbox entry.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LinesideDb, db, useDatabase, type RejectedEntry } from '../data/db'
import { writeSession } from '../lib/session-store'
import { SyncIndicator } from '../entities/sync-status/sync-indicator'
import { makeUser, renderWithProviders } from '../test-utils/render-app'
import { registerAppNotSentEditors } from './not-sent-editors'

const line = { id: 5, name: 'Line 5', unitCode: 'B', status: 'running', version: 1 }
const refused = (over: Partial<RejectedEntry>): RejectedEntry => ({
  mutationId: 9,
  clientId: 'c',
  name: 'ticket.create',
  args: {},
  createdAt: '2026-11-21T09:30:00.000Z',
  userId: 7,
  userName: 'Sam Taylor',
  authToken: 'tok',
  reason: 'Invalid description: Too big: expected string to have <=4000 characters',
  code: 'validation',
  rejectedAt: '',
  ...over,
})

beforeAll(() => registerAppNotSentEditors())
beforeEach(async () => {
  useDatabase(new LinesideDb(`t-${crypto.randomUUID()}`))
  writeSession('tok', makeUser('engineer', { id: 7 }))
  await db.lines.put(line as never)
})
afterEach(() => db.close())

async function openEdit() {
  renderWithProviders(<SyncIndicator />)
  fireEvent.click(await screen.findByRole('button', { name: 'Open sync panel' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }))
  return screen.findByRole('dialog', { name: /Create Ticket|Report Production Issue|Reject Ticket/ }, { timeout: 5000 })
}

describe('Not sent → the real form', () => {
  it('reopens a refused ticket in Create Ticket, prefilled, refuses the same text again, and queues the fix in its place', async () => {
    const id = crypto.randomUUID()
    const long = 'Belt slipping '.padEnd(4001, 'x')
    await db.rejected.put(
      refused({
        args: {
          id,
          lineId: 5,
          lineName: 'Line 5',
          category: 'electrical',
          priority: 'high',
          description: long,
          status: 'open',
        },
      }),
    )
    const dialog = await openEdit()
    expect(within(dialog).getByRole('heading', { name: 'Create Ticket' })).toBeTruthy()
    const description = within(dialog).getByLabelText(/Description/) as HTMLTextAreaElement
    expect(description.value).toBe(long)
    await waitFor(() => expect((within(dialog).getByLabelText(/Line Name/) as HTMLSelectElement).value).toBe('5'))
    expect((within(dialog).getByLabelText('Priority') as HTMLSelectElement).value).toBe('high')
    // The shared schema still says no: nothing is queued and the entry stays in Not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }))
    expect(await within(dialog).findByText('Too long: at most 4000 characters.')).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)

    fireEvent.change(description, { target: { value: 'Belt slipping on the infeed' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      name: 'ticket.create',
      args: { id, lineId: 5, category: 'electrical', priority: 'high', description: 'Belt slipping on the infeed' },
    })
    expect(entry!.mutationId).not.toBe(9)
  })

  it('reopens a refused Report Issue in its own dialog without the [IT] label', async () => {
    await db.rejected.put(
      refused({
        args: {
          id: crypto.randomUUID(),
          lineId: 5,
          lineName: 'Line 5',
          category: 'software',
          priority: 'low',
          description: '[IT] Scanner offline',
          ticketType: 'it',
          status: 'open',
        },
      }),
    )
    const dialog = await openEdit()
    expect(within(dialog).getByRole('heading', { name: 'Report Production Issue' })).toBeTruthy()
    expect(within(dialog).getByDisplayValue('Scanner offline')).toBeTruthy()
  })

  it('reopens a refused reject reason in Reject Ticket for that ticket', async () => {
    await db.tickets.put({
      id: 't1',
      ticketId: 'TKT-000042',
      lineName: 'Line 5',
      otherLocation: null,
      notes: [],
      images: [],
    } as never)
    await db.rejected.put(
      refused({
        name: 'ticket.reject',
        args: { ticketId: 't1', reason: 'Wrong line' },
        code: 'conflict',
        reason: 'Refused',
      }),
    )
    const dialog = await openEdit()
    expect(within(dialog).getByDisplayValue('Wrong line')).toBeTruthy()
    fireEvent.change(within(dialog).getByDisplayValue('Wrong line'), {
      target: { value: 'Not mine: belongs to Line 6' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Ticket' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
    expect((await db.outbox.toArray())[0]).toMatchObject({
      name: 'ticket.reject',
      args: { ticketId: 't1', reason: 'Not mine: belongs to Line 6' },
    })
  })
})
