import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { renderApp } from '../../test-utils/render-app'
import { makeLine, makeMachine, makeTicket, setUpDevice } from './machines-test-data'

let db: LinesideDb

async function seed() {
  await db.lines.bulkPut([
    makeLine(3, { status: 'running' }),
    makeLine(10, { status: 'stopped' }),
    makeLine(2, { status: 'running' }),
    makeLine(7, { status: 'maintenance' }),
    makeLine(1, { status: 'stopped' }),
    makeLine(4, { status: 'running' }),
  ])
  await db.machines.bulkPut([
    makeMachine(3, 1, { name: 'Crusher 3-1', status: 'operational' }),
    makeMachine(3, 2, { name: 'Slicer 3-2', type: 'slicer', status: 'fault' }),
    makeMachine(3, 3, { name: 'Sealer 3-3', type: 'sealer', status: 'maintenance' }),
    makeMachine(3, 4, { name: 'Belt 3-4', type: 'conveyor', status: 'offline' }),
    makeMachine(3, 5, { name: 'Detector 3-5', type: 'other', status: 'operational', model: null }),
    makeMachine(3, 6, { name: 'Printer 3-6', type: 'other', status: 'operational' }),
  ])
  await db.tickets.bulkPut([
    makeTicket('open'),
    makeTicket('assigned'),
    makeTicket('in_progress'),
    makeTicket('resolved'),
    makeTicket('closed'),
  ])
}

async function openAs(role: string, path = '/engineering') {
  db = setUpDevice(role)
  await seed()
  return renderApp(path)
}

const figure = (region: HTMLElement, label: string) =>
  within(within(region).getByRole('group', { name: label })).getByTestId('stat-value').textContent
const card = (name: string) => screen.getByRole('article', { name })

describe('engineering dashboard: overview', () => {
  it('shows the four figures, the time and the line select with an overview option', async () => {
    await openAs('engineer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineering Dashboard' })).toBeTruthy()
    const cards = await screen.findByRole('region', { name: 'Line overview' })
    await waitFor(() => expect(figure(cards, 'Total Lines')).toBe('6'))
    expect(figure(cards, 'Running Lines')).toBe('3')
    expect(figure(cards, 'Issues')).toBe('3')
    expect(figure(cards, 'Maintenance')).toBe('1')
    expect(screen.getByRole('timer', { name: 'Current time' }).textContent).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/)
    const select = screen.getByRole('combobox', { name: 'Production line' }) as HTMLSelectElement
    expect(select.value).toBe('overview')
    expect([...select.options].map((o) => o.text)).toEqual([
      'Overview',
      ...[1, 2, 3, 4, 7, 10].map((n) => `Unit B - Line ${n}`),
    ])
  })

  it('sorts lines stopped, maintenance, running, then by the number in the name', async () => {
    await openAs('engineer')
    await screen.findByRole('article', { name: 'Unit B - Line 10' })
    const names = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)
    expect(names).toEqual([1, 10, 7, 2, 3, 4].map((n) => `Unit B - Line ${n}`))
    expect(within(card('Unit B - Line 7')).getByText('Maintenance')).toBeTruthy()
    expect(within(card('Unit B - Line 1')).getByText('Stopped')).toBeTruthy()
  })

  it('gives each line its lights, or grey circles when it has no machines', async () => {
    await openAs('engineer')
    const line3 = await screen.findByRole('article', { name: 'Unit B - Line 3' })
    await waitFor(() => expect(within(line3).getAllByRole('button', { name: /: / })).toHaveLength(5))
    expect(within(line3).getByText('+1')).toBeTruthy()
    expect(within(card('Unit B - Line 4')).getByRole('img', { name: 'No machine status yet' })).toBeTruthy()
  })

  it('opens a line from a light, focused on that machine', async () => {
    const { router } = await openAs('engineer')
    const line3 = await screen.findByRole('article', { name: 'Unit B - Line 3' })
    await userEvent.click(await within(line3).findByRole('button', { name: 'Slicer 3-2: Faulty' }))
    const focused = await screen.findByRole('article', { name: 'Slicer 3-2' })
    expect(focused.getAttribute('data-focused')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(focused))
    expect(router.state.location.search).toContain('line=3')
  })
})

describe("engineering dashboard: a line's machines", () => {
  it('opens from View Machines with the status counts, and goes back', async () => {
    await openAs('engineer')
    await userEvent.click(await screen.findByRole('button', { name: 'View machines of Unit B - Line 3' }))
    const counts = await screen.findByRole('region', { name: 'Machine status counts' })
    await waitFor(() => expect(figure(counts, 'Operational')).toBe('3'))
    expect(figure(counts, 'Maintenance')).toBe('1')
    expect(figure(counts, 'Fault')).toBe('1')
    expect(figure(counts, 'Offline')).toBe('1')
    expect(screen.getByRole('heading', { name: 'Machines: Unit B - Line 3' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Overview' }))
    expect(await screen.findByRole('region', { name: 'Line overview' })).toBeTruthy()
  })

  it('opens from the line select', async () => {
    await openAs('engineer')
    await screen.findByRole('article', { name: 'Unit B - Line 3' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Production line' }), 'Unit B - Line 3')
    expect(await screen.findByRole('article', { name: 'Crusher 3-1' })).toBeTruthy()
  })

  it('changes a status after a confirmation naming it in upper case', async () => {
    await openAs('engineer', '/engineering?line=3')
    const crusher = await screen.findByRole('article', { name: 'Crusher 3-1' })
    const buttons = within(within(crusher).getByRole('group', { name: 'Set status of Crusher 3-1' })).getAllByRole(
      'button',
    )
    expect(buttons.map((b) => b.textContent)).toEqual(['Operational', 'Maintenance', 'Fault'])
    await userEvent.click(within(crusher).getByRole('button', { name: 'Maintenance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Machine Status' })
    expect(within(dialog).getByText('Change the status of Crusher 3-1 to MAINTENANCE?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ name: 'machine.update', args: { updates: { status: 'maintenance' } } })
    // Honest (issue 17 §2): saved on the device first; green only once the server has it (the outbox entry gone).
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.queryByText('Machine status changed to MAINTENANCE')).toBeNull()
    await db.outbox.clear()
    expect(await screen.findByText('Machine status changed to MAINTENANCE', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Status Updated')).toBeTruthy()
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Crusher 3-1' })).getAllByText('Maintenance').length,
      ).toBeGreaterThan(1),
    )
  })

  it('changes nothing when the confirmation is cancelled', async () => {
    await openAs('engineer', '/engineering?line=3')
    const crusher = await screen.findByRole('article', { name: 'Crusher 3-1' })
    await userEvent.click(within(crusher).getByRole('button', { name: 'Fault' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Change Machine Status' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    expect(await db.outbox.count()).toBe(0)
  })

  it('shows "Update Failed" when the change cannot be saved', async () => {
    await openAs('engineer', '/engineering?line=3')
    const crusher = await screen.findByRole('article', { name: 'Crusher 3-1' })
    await userEvent.click(within(crusher).getByRole('button', { name: 'Fault' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Machine Status' })
    db.close()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Update Failed')).toBeTruthy()
    expect(screen.getByText('Could not update machine status')).toBeTruthy()
  })

  it('deletes a machine after asking', async () => {
    await openAs('engineer', '/engineering?line=3')
    const belt = await screen.findByRole('article', { name: 'Belt 3-4' })
    await userEvent.click(within(belt).getByRole('button', { name: 'Delete Belt 3-4' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Machine' })
    expect(within(dialog).getByText('Are you sure you want to delete this machine?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    // Honest (issue 17 §2): saved on the device first; green only once the server has it (the outbox entry gone).
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.queryByText('Machine removed successfully')).toBeNull()
    await db.outbox.clear()
    expect(await screen.findByText('Machine removed successfully', {}, { timeout: 5000 })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Belt 3-4' })).toBeNull())
  })

  it('shows the empty state with Add First Machine', async () => {
    await openAs('engineer', '/engineering?line=4')
    expect(await screen.findByText('No machines configured')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add First Machine' }))
    expect(await screen.findByRole('dialog', { name: 'Add Machine to Unit B - Line 4' })).toBeTruthy()
  })

  it('opens Edit Machine and Import Machines', async () => {
    await openAs('admin', '/engineering?line=3')
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Crusher 3-1' })).getByRole('button', {
        name: 'Edit Crusher 3-1',
      }),
    )
    expect(((await screen.findByRole('textbox', { name: 'Machine Name' })) as HTMLInputElement).value).toBe(
      'Crusher 3-1',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Import Machines' }))
    expect(await screen.findByRole('dialog', { name: 'Import Machines' })).toBeTruthy()
  })

  it.each(['operator', 'it', 'demo_viewer'])('is read-only for %s', async (role) => {
    await openAs(role, '/engineering?line=3')
    const crusher = await screen.findByRole('article', { name: 'Crusher 3-1' })
    expect(within(crusher).queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Add Machine' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Import Machines' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Back to Overview' })).toBeTruthy()
  })
})
