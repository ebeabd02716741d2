import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { freshDbAs, renderAsRole } from '../../test-utils/render-as-role'
import { makeEquipment } from './equipment-fixtures'

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAs('operator')
  await db.equipment.bulkPut([
    makeEquipment(1, { name: 'Air Compressor', unitCode: 'B', location: 'Loft B', locations: ['Loft B'] }),
    makeEquipment(2, { name: 'Chiller', unitCode: 'C', status: 'maintenance', type: 'Cooling' }),
    makeEquipment(3, { name: 'Vacuum Pump', unitCode: 'C', status: 'offline' }),
  ])
})

afterEach(() => vi.restoreAllMocks())

const open = async () => {
  renderAsRole('/loft-dashboard', 'operator')
  return screen.findByRole('article', { name: 'Air Compressor' }, { timeout: 5000 })
}
const count = (name: string) => within(screen.getByRole('group', { name })).getByTestId('stat-value').textContent
const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))

describe('Loft equipment dashboard', () => {
  it('counts each status, filters by search, unit and status, and says how many it shows', async () => {
    await open()
    expect([count('RUNNING'), count('MAINTENANCE'), count('FAULT'), count('OFFLINE')]).toEqual(['1', '1', '0', '1'])
    expect(screen.getByText('Showing 3 of 3 equipment items')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Production' }).getAttribute('href')).toBe('/production')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'C')
    expect(names()).toEqual(['Chiller', 'Vacuum Pump'])
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'offline')
    expect(names()).toEqual(['Vacuum Pump'])
    expect(screen.getByText('Showing 1 of 3 equipment items')).toBeTruthy()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all')
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'cool')
    expect(names()).toEqual(['Chiller'])
  })

  it('Log Issue sets fault at once; a high priority ticket keeps it faulty; all through the outbox', async () => {
    const card = await open()
    await userEvent.click(within(card).getByRole('button', { name: 'Log Issue' }))
    await waitFor(() => expect(within(card).getByTestId('equipment-status').textContent).toBe('FAULT'))
    const dialog = await screen.findByRole('dialog', { name: 'Log Equipment Issue' })
    expect((within(dialog).getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement).value).toBe('medium')
    expect((within(dialog).getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('engineering')
    const create = within(dialog).getByRole('button', { name: 'Create Ticket' })
    expect(create.hasAttribute('disabled')).toBe(true)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), '   ')
    await userEvent.click(create)
    expect(await within(dialog).findByText('Please provide a description for the issue')).toBeTruthy()
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Description/ }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Belt squeal')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'high')
    await userEvent.click(create)
    // Saved, not yet sent: "Ticket Created" waits for the server (issue 31 §1).
    expect(await screen.findByText('Sending now…')).toBeTruthy()
    expect(screen.queryByText('Ticket Created')).toBeNull()
    const entries = await db.outbox.toArray()
    // Log Issue queued fault already; a high priority ticket has nothing more to change.
    expect(entries.map((e) => e.name)).toEqual(['equipment.setStatus', 'ticket.quickCreate'])
    expect(entries[0]?.args).toEqual({ equipmentId: 1, status: 'fault' })
    expect(entries[1]?.args).toMatchObject({
      equipmentId: 1,
      lineName: 'Unit B - Air Compressor',
      lines: ['Loft B'],
      machineId: 1,
      machineName: 'Air Compressor',
      category: 'engineering',
      priority: 'high',
      description: 'Belt squeal',
      equipmentCode: 'Engineering-1',
      location: 'Loft B',
    })
    expect(within(card).getByTestId('equipment-status').textContent).toBe('FAULT')
    expect(await db.tickets.count()).toBe(1)
    // The server takes the queue: now, and only now, the ticket is created.
    await db.outbox.clear()
    expect(
      await screen.findByText('Equipment issue has been logged to engineering queue', {}, { timeout: 5000 }),
    ).toBeTruthy()
  })

  it('offline, Log Issue and its ticket say once that they are saved on this device, never "Ticket Created"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const card = await open()
    await userEvent.click(within(card).getByRole('button', { name: 'Log Issue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log Equipment Issue' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Belt squeal')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }))
    expect(await screen.findByText('Not sent yet: it will be sent when the connection returns.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log Equipment Issue' })).toBeNull())
    // Give any second toast time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getAllByText('Saved on this device')).toHaveLength(1)
    expect(screen.queryByText('Ticket Created')).toBeNull()
    expect(screen.queryByText('Equipment issue has been logged to engineering queue')).toBeNull()
    expect(screen.queryByText('Equipment status has been updated')).toBeNull()
  })

  it('Log Issue closed without a ticket tells what became of the fault status', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const card = await open()
    await userEvent.click(within(card).getByRole('button', { name: 'Log Issue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log Equipment Issue' })
    await waitFor(async () => expect(await db.outbox.count()).toBe(1))
    expect(screen.queryByText('Saved on this device')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(within(card).getByTestId('equipment-status').textContent).toBe('FAULT')
  })

  it('a medium priority ticket sets maintenance, and Device OK sets operational', async () => {
    const card = await open()
    await userEvent.click(within(card).getByRole('button', { name: 'Log Issue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log Equipment Issue' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Oil low')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Ticket' }))
    await waitFor(() => expect(within(card).getByTestId('equipment-status').textContent).toBe('MAINTENANCE'), {
      timeout: 5000,
    })
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'equipment.setStatus',
      'ticket.quickCreate',
      'equipment.setStatus',
    ])
    await userEvent.click(within(card).getByRole('button', { name: 'Device OK' }))
    await waitFor(() => expect(within(card).getByTestId('equipment-status').textContent).toBe('RUNNING'), {
      timeout: 5000,
    })
    expect((await db.outbox.toArray()).at(-1)?.args).toEqual({ equipmentId: 1, status: 'operational' })
  })
})
