import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db'
import { assignedTo, freshDb, makeTicket, openAs, queued, seed } from '../../test-utils/ticket-test-utils'

const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement
const buttons = (text: string) =>
  within(card(text))
    .queryAllByRole('button')
    .map((b) => b.textContent)

// The first render loads the route lazily and reads IndexedDB; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 })

beforeEach(() => {
  freshDb()
})

describe('My Engineering Queue', () => {
  it("lists the signed-in engineer's active tickets, most urgent first, with every card field", async () => {
    await seed([
      assignedTo(3, 'assigned', { description: 'Low one', priority: 'low' }),
      assignedTo(3, 'in_progress', {
        description: 'Critical one',
        priority: 'critical',
        machineName: 'Mondini Sealer',
        resolutionSummary: 'Swapped the heater',
        timeSpent: 25,
        ticketId: null,
        notes: [
          {
            id: 'n1',
            ticketId: 'x',
            authorId: 3,
            authorName: 'Ethan Walsh',
            kind: 'note',
            text: 'Heater cold',
            createdAt: new Date().toISOString(),
          },
        ],
      }),
      assignedTo(4, 'assigned', { description: 'Not mine' }),
      makeTicket({ description: 'Closed mine', status: 'closed', assignedTo: 3 }),
    ])
    openAs('engineer', '/engineering-queue')
    await screen.findByText('Critical one')
    expect(screen.getByTestId('active-count').textContent).toBe('2')
    expect(screen.getAllByRole('article').map((a) => a.textContent?.includes('Critical one'))).toEqual([true, false])
    expect(screen.queryByText('Not mine')).toBeNull()
    const critical = card('Critical one')
    for (const text of [
      'pending · Unit B - Line 3',
      'Critical',
      'In Progress',
      'Machine: Mondini Sealer',
      'Engineer notes',
      'Heater cold',
      'Time spent: 25 min',
    ]) {
      expect(critical.textContent).toContain(text)
    }
    const times = within(critical).getByRole('list', { name: 'Ticket times' })
    expect(times.textContent).toContain('Raised')
    expect(times.textContent).toContain('Assigned')
    expect(times.textContent).toContain('Started')
  })

  it('offers the actions the engineer status allows', async () => {
    await seed([
      assignedTo(3, 'assigned', { description: 'Fresh job' }),
      assignedTo(3, 'accepted', { description: 'Taken job' }),
      assignedTo(3, 'in_progress', { description: 'Busy job' }),
    ])
    openAs('engineer', '/engineering-queue')
    await screen.findByText('Busy job')
    expect(buttons('Fresh job')).toEqual(['Accept', 'Start Work', 'Add Photo', 'Reject'])
    expect(buttons('Taken job')).toEqual(['Start Work', 'Add Notes', 'Add Photo', 'Complete', 'Reject'])
    expect(buttons('Busy job')).toEqual(['Add Notes', 'Add Photo', 'Complete'])
  })

  it('accepts and starts work', async () => {
    await seed([assignedTo(3, 'assigned', { description: 'New' })])
    openAs('engineer', '/engineering-queue')
    await screen.findByText('New')
    await userEvent.click(within(card('New')).getByRole('button', { name: 'Accept' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Ticket Accepted'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Ticket Accepted')).toBeNull()
    await waitFor(() => expect(buttons('New')).not.toContain('Accept'))
    await userEvent.click(within(card('New')).getByRole('button', { name: 'Start Work' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Work Started'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Work Started')).toBeNull()
    expect((await queued()).map((e) => e.name)).toEqual(['ticket.accept', 'ticket.start'])
  })

  it('rejects only with a reason, and the ticket leaves the queue', async () => {
    await seed([assignedTo(3, 'assigned', { description: 'Wrong trade' })])
    openAs('engineer', '/engineering-queue')
    await screen.findByText('Wrong trade')
    await userEvent.click(within(card('Wrong trade')).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ticket' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Ticket' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Electrical, not mechanical ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Ticket' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Ticket Rejected'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Ticket Rejected')).toBeNull()
    expect(screen.queryByText('Returned to the unassigned queue')).toBeNull()
    expect((await queued())[0]).toMatchObject({ name: 'ticket.reject', args: { reason: 'Electrical, not mechanical' } })
    expect(await screen.findByText('No Active Tickets')).toBeTruthy()
  })

  it('completes with a summary and whole minutes (unreadable is 0), parts optional', async () => {
    await seed([assignedTo(3, 'in_progress', { description: 'Working' })])
    openAs('engineer', '/engineering-queue')
    await screen.findByText('Working')
    await userEvent.click(within(card('Working')).getByRole('button', { name: 'Complete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete Ticket' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Ticket' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please provide a resolution summary')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Resolution Summary/ }), 'Replaced bearing')
    const minutes = within(dialog).getByRole('textbox', { name: /Time Spent \(minutes\)/ })
    await userEvent.clear(minutes)
    await userEvent.type(minutes, '45')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Ticket' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Ticket Completed'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Ticket Completed')).toBeNull()
    expect((await queued())[0]).toMatchObject({
      name: 'ticket.close',
      args: { resolutionSummary: 'Replaced bearing', timeSpent: 45, partsUsed: null },
    })
  })

  it('shows the empty state', async () => {
    openAs('engineer', '/engineering-queue')
    expect(await screen.findByText('No Active Tickets')).toBeTruthy()
    expect(screen.getByTestId('active-count').textContent).toBe('0')
  })

  it('says "Failed to load tickets" when the device cache cannot be read', async () => {
    vi.spyOn(db.tickets, 'toArray').mockRejectedValue(new Error('UnknownError'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    openAs('engineer', '/engineering-queue')
    expect(await screen.findByText('Failed to load tickets')).toBeTruthy()
  })
})
