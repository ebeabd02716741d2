import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Equipment } from '../../../shared/types'
import { freshDbAs, renderAsRole } from '../../test-utils/render-as-role'
import { makeEquipment } from './equipment-fixtures'

const units = [
  { id: 1, code: 'B', name: 'Joints, Kebabs & Diced Meats' },
  { id: 2, code: 'C', name: 'Mince & Burgers' },
]

async function seed(items: Equipment[]) {
  const db = freshDbAs('admin')
  await db.equipment.bulkPut(items)
  return db
}

const count = (name: string) => within(screen.getByRole('group', { name })).getByTestId('stat-value').textContent

describe('Equipment dashboard', () => {
  it('tells anyone but an admin that administrator access is required', async () => {
    freshDbAs('engineer')
    renderAsRole('/equipment', 'engineer')
    expect(
      await screen.findByRole('heading', { name: 'Administrator Access Required' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.queryByText('Total Equipment')).toBeNull()
  })

  it('shows units, counters per tab and unit, cards and the quick reference', async () => {
    await seed([
      makeEquipment(1, {
        name: 'Air Compressor',
        unitCode: 'B',
        locations: ['Loft B', 'Line 3'],
        description: 'Main air supply',
      }),
      makeEquipment(2, { name: 'Mincer', unitCode: 'C', status: 'fault' }),
      makeEquipment(3, { name: 'Label Printer', unitCode: 'C', department: 'IT', status: 'offline' }),
    ])
    renderAsRole('/equipment', 'admin', { '/api/units': units })
    const unitB = await screen.findByRole('group', { name: 'Unit B' }, { timeout: 5000 })
    expect(unitB.textContent).toContain('Joints, Kebabs & Diced Meats')
    expect(within(unitB).getByRole('link', { name: 'QR labels for Unit B' }).getAttribute('href')).toBe(
      '/qr-labels?unit=B',
    )
    expect([count('Total Equipment'), count('Operational'), count('Issues')]).toEqual(['2', '1', '1'])
    const card = screen.getByRole('article', { name: 'Air Compressor' })
    for (const text of ['RUNNING', 'Primary unit: Unit B', 'Locations: Loft B, Line 3', 'Main air supply'])
      expect(card.textContent).toContain(text)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'C')
    expect([count('Total Equipment'), count('Issues')]).toEqual(['1', '1'])
    await userEvent.click(screen.getByRole('tab', { name: 'IT' }))
    expect(screen.getByRole('article', { name: 'Label Printer' }).textContent).toContain('OFFLINE')
    expect(screen.getByRole('listitem').textContent).toBe('Label Printer')
  })

  it('sets a status through the outbox with the spec toast', async () => {
    const db = await seed([makeEquipment(1, { name: 'Air Compressor', unitCode: 'B' })])
    renderAsRole('/equipment', 'admin', { '/api/units': units })
    const card = await screen.findByRole('article', { name: 'Air Compressor' }, { timeout: 5000 })
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Set status' }), 'maintenance')
    // The server is unreachable here: the honest toast says saved on this device, never 'Equipment status has been updated'.
    expect(await screen.findAllByText('Saved on this device')).not.toHaveLength(0)
    expect(screen.queryByText('Equipment status has been updated')).toBeNull()
    expect((await db.outbox.toArray())[0]).toMatchObject({
      name: 'equipment.setStatus',
      args: { equipmentId: 1, status: 'maintenance' },
    })
    await waitFor(() => expect(within(card).getByTestId('equipment-status').textContent).toBe('MAINTENANCE'))
  })

  it('initializes units and equipment on the server with the spec toasts', async () => {
    await seed([])
    const { fetchStub } = renderAsRole('/equipment', 'admin', {
      '/api/units': units,
      '/api/units/initialize': { success: true, count: 0 },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Initialize Units' }, { timeout: 5000 }))
    expect(await screen.findByText('Units initialized successfully')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Initialize Equipment' }))
    expect(await screen.findByText('Failed to initialize equipment')).toBeTruthy()
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toContain('/api/equipment/initialize')
  })
})
