import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../data/db'
import { assignedTo, freshDb, makeTicket, openAs, queued, seed } from '../../test-utils/ticket-test-utils'

const column = (name: string) => screen.getByRole('region', { name })
const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement
const count = (name: string) => within(column(name)).getByTestId('column-count').textContent

// The first render loads the route lazily and reads IndexedDB; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 })

beforeEach(() => {
  freshDb()
})

describe('engineer board', () => {
  it('counts four columns of engineering tickets, newest first, and goes back to /dashboard', async () => {
    await seed([
      makeTicket({ description: 'Older open', createdAt: '2026-11-20T08:00:00.000Z' }),
      makeTicket({ description: 'Newer open', createdAt: '2026-11-21T08:00:00.000Z' }),
      makeTicket({ description: 'IT only', ticketType: 'it' }),
      assignedTo(3, 'assigned', { description: 'Waiting' }),
      assignedTo(3, 'in_progress', { description: 'Working' }),
      makeTicket({ description: 'Fixed', status: 'closed', assignedTo: 3 }),
    ])
    openAs('engineer', '/engineer-dashboard')
    await screen.findByText('Newer open')
    expect([count('Open Tickets'), count('Assigned'), count('In Progress'), count('Resolved')]).toEqual([
      '2',
      '1',
      '1',
      '1',
    ])
    expect(
      within(column('Open Tickets'))
        .getAllByRole('article')
        .map((a) => a.textContent?.includes('Newer open')),
    ).toEqual([true, false])
    expect(screen.queryByText('IT only')).toBeNull()
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/dashboard')
  })

  it('hides Assign from engineers and offers it to IT on unassigned tickets only', async () => {
    await seed([makeTicket({ description: 'Needs someone' }), assignedTo(4, 'assigned', { description: 'Taken' })])
    const { unmount } = openAs('engineer', '/engineer-dashboard')
    await screen.findByText('Needs someone')
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull()
    unmount()
    openAs('it', '/engineer-dashboard', 5)
    await screen.findByText('Needs someone')
    expect(within(card('Needs someone')).getByRole('button', { name: 'Assign' })).toBeTruthy()
    expect(within(card('Taken')).queryByRole('button', { name: 'Assign' })).toBeNull()

    await userEvent.click(within(card('Needs someone')).getByRole('button', { name: 'Assign' }))
    const dialog = await screen.findByRole('dialog', { name: 'Assign Ticket' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose an engineer and a ticket')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Engineer/ }), 'Ethan Walsh')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Ticket assigned'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Ticket assigned')).toBeNull()
    await waitFor(() => expect(count('Assigned')).toBe('2'))
  })

  it('completes with a required summary and resolution presets', async () => {
    await seed([assignedTo(3, 'in_progress', { description: 'Checkweigher drift' })])
    openAs('engineer', '/engineer-dashboard')
    await screen.findByText('Checkweigher drift')
    await userEvent.click(within(card('Checkweigher drift')).getByRole('button', { name: 'Complete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete Ticket' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Ticket' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please provide a resolution summary')
    const presets = within(dialog).getByRole('group', { name: 'Resolution presets' })
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Component Replacement', 'Calibration Fix', 'Maintenance'])
    await userEvent.click(within(presets).getByRole('button', { name: 'Calibration Fix' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Ticket' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Ticket closed'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Ticket closed')).toBeNull()
    expect((await queued())[0]).toMatchObject({
      name: 'ticket.close',
      args: { resolutionSummary: 'Calibration Fix', timeSpent: 0 },
    })
    await waitFor(() => expect(count('Resolved')).toBe('1'))
  })

  it('adds a note (not a blank one) on an accepted ticket', async () => {
    await seed([assignedTo(3, 'accepted', { description: 'Guard loose' })])
    openAs('engineer', '/engineer-dashboard')
    await screen.findByText('Guard loose')
    await userEvent.click(within(card('Guard loose')).getByRole('button', { name: 'Add Notes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Notes' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Notes' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a note')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Ordered a new bracket')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Notes' }))
    // The server is unreachable here: the honest toast says saved on this device, never 'Notes added'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Notes added')).toBeNull()
    expect((await queued())[0]).toMatchObject({ name: 'ticket.addNote', args: { notes: 'Ordered a new bracket' } })
  })

  it('shows only a toast for Call Engineering Now', async () => {
    openAs('engineer', '/engineer-dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Call Engineering Now' }))
    expect(await screen.findByText('Calling Engineering')).toBeTruthy()
    expect(screen.getByText('Initiating call to engineering department...')).toBeTruthy()
  })

  it('refuses a file that is not an image or over 5 MB, and keeps a good photo on the device', async () => {
    const ticket = assignedTo(3, 'accepted', { description: 'Leaking seal' })
    await seed([ticket])
    openAs('engineer', '/engineer-dashboard')
    await screen.findByText('Leaking seal')
    const input = card('Leaking seal').querySelector('input[type=file]') as HTMLInputElement
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Please select an image file')).toBeTruthy()
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }))
    expect(await screen.findByText('Image file must be smaller than 5MB')).toBeTruthy()
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'seal.png', { type: 'image/png' }))
    expect(await screen.findByText('Photo saved; it uploads as soon as the device is online')).toBeTruthy()
    expect(await within(card('Leaking seal')).findByText('seal.png: waiting to upload')).toBeTruthy()
    const [photo] = await db.photos.toArray()
    expect(photo).toMatchObject({
      ticketId: ticket.id,
      filename: 'seal.png',
      mimeType: 'image/png',
      size: 4,
      error: null,
    })
    expect(photo?.hash).toMatch(/^[0-9a-f]{64}$/)
  })
})
