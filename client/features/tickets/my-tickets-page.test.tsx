import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db'
import { freshDb, makeTicket, openAs, seed } from '../../test-utils/ticket-test-utils'

const stat = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('stat-value').textContent
const cards = () => screen.getAllByRole('article').map((a) => a.textContent ?? '')
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
/** Up to `m` minutes ago but never before local midnight: "Resolved Today" counts by the day a ticket was raised. */
const earlierToday = (m: number) =>
  new Date(Math.max(Date.now() - m * 60_000, new Date().setHours(0, 0, 0, 0))).toISOString()

// The first render loads the route lazily and reads IndexedDB; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 })

beforeEach(() => {
  freshDb()
})

// The engineer (user 3) is assigned the first four; "Someone else's" belongs to engineer 9 and another reporter.
const TICKETS = () => [
  makeTicket({ description: 'Low belt', priority: 'low', createdAt: minutesAgo(5), assignedTo: 3 }),
  makeTicket({ description: 'Critical sealer', priority: 'critical', createdAt: minutesAgo(3 * 60), assignedTo: 3 }),
  makeTicket({
    description: 'High motor',
    priority: 'high',
    status: 'closed',
    createdAt: earlierToday(10),
    resolutionSummary: 'Rewired',
    assignedTo: 3,
  }),
  makeTicket({
    description: 'Old critical',
    priority: 'critical',
    status: 'closed',
    createdAt: minutesAgo(3 * 24 * 60),
    assignedTo: 3,
  }),
  makeTicket({
    description: "Someone else's",
    priority: 'medium',
    createdAt: minutesAgo(7),
    assignedTo: 9,
    reportedBy: 2,
  }),
  makeTicket({ description: 'Printer offline', ticketType: 'it', priority: 'high', createdAt: minutesAgo(2) }),
]

describe('My Tickets', () => {
  it('shows engineers the engineer view: counters, most urgent first, age and engineer notes', async () => {
    await seed(TICKETS())
    openAs('engineer', '/my-tickets')
    await screen.findByText('Critical sealer')
    expect([stat('Total'), stat('Active'), stat('Critical'), stat('Resolved Today')]).toEqual(['4', '2', '1', '1'])
    expect(screen.queryByText('Printer offline')).toBeNull()
    const list = cards()
    expect(list.map((c) => c.match(/Critical sealer|Old critical|High motor|Low belt/)?.[0])).toEqual([
      'Critical sealer',
      'Old critical',
      'High motor',
      'Low belt',
    ])
    expect(list[0]).toContain('3h ago')
    expect(list[1]).toContain('3d ago')
    expect(list[3]).toContain('5m ago')
    expect(list[2]).toContain('Engineer notes: Rewired')
    expect(screen.queryByText("Someone else's")).toBeNull()
  })

  it('shows only the tickets assigned to the engineer, with a filter for the rest', async () => {
    await seed(TICKETS())
    openAs('engineer', '/my-tickets')
    await screen.findByText('Critical sealer')
    expect(screen.getByRole('radio', { name: 'Assigned to me' })).toHaveProperty('checked', true)
    expect(cards()).toHaveLength(4)
    await userEvent.click(screen.getByRole('radio', { name: 'All tickets' }))
    expect(await screen.findByText("Someone else's")).toBeTruthy()
    expect(cards()).toHaveLength(5)
    expect(stat('Total')).toBe('5')
  })

  it('shows everyone else the IT view', async () => {
    await seed(TICKETS())
    openAs('operator', '/my-tickets', 1)
    await screen.findByText('Printer offline')
    expect(cards()).toHaveLength(1)
    expect(cards()[0]).toContain('System: IT System')
    expect(stat('Total')).toBe('1')
  })

  it('searches and filters by status and priority, with the empty state and its hint', async () => {
    await seed(TICKETS())
    openAs('engineer', '/my-tickets')
    await screen.findByText('Critical sealer')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Critical')
    expect(cards()).toHaveLength(2)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed')
    expect(cards()).toEqual([expect.stringContaining('Old critical')])
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'sealer')
    expect(screen.getByText('No Tickets Found')).toBeTruthy()
    expect(screen.getByText('Try a different search or clear the filters.')).toBeTruthy()
  })

  it('shows "Failed to Load Tickets" when the device cache cannot be read, and retries', async () => {
    await seed(TICKETS())
    const read = vi.spyOn(db.tickets, 'toArray').mockRejectedValueOnce(new Error('QuotaExceededError'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    openAs('engineer', '/my-tickets')
    expect(await screen.findByText('Failed to Load Tickets')).toBeTruthy()
    read.mockRestore()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByText('Failed to Load Tickets')).toBeNull())
    expect(await screen.findByText('Critical sealer')).toBeTruthy()
  })
})
