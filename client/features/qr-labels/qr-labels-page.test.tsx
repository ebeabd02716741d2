import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { freshDbAsOperator, makeEquipment } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

beforeEach(async () => {
  const db = freshDbAsOperator()
  await db.equipment.bulkPut([
    makeEquipment(1, { name: 'Blast Chiller', unitCode: 'B' }),
    makeEquipment(3, { name: 'Bowl Mincer', unitCode: 'C' }),
    makeEquipment(12, { name: 'Line Control PC B', unitCode: 'B', department: 'IT' }),
  ])
})

describe('Printable QR labels', () => {
  it('shows a label per equipment, grouped per unit, with name, unit, code and a QR image', async () => {
    renderFloor('/qr-labels')
    const unitB = await screen.findByRole('region', { name: 'Unit B' }, { timeout: 5000 })
    const labels = within(unitB).getAllByTestId('qr-label')
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual(['Blast Chiller', 'Line Control PC B'])
    expect(within(labels[0]!).getByText('EQUIPMENT:1')).toBeTruthy()
    const img = await within(labels[0]!).findByRole('img', { name: 'QR code EQUIPMENT:1' })
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(screen.getByRole('region', { name: 'Unit C' })).toBeTruthy()
  })

  it('prints with the browser print dialog, one unit when filtered', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    renderFloor('/qr-labels')
    await screen.findByRole('region', { name: 'Unit B' }, { timeout: 5000 })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'C')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unit B' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalled()
  })

  it('opens one unit from ?unit= (the equipment dashboard links each unit here)', async () => {
    renderFloor('/qr-labels?unit=C')
    expect(await screen.findByRole('region', { name: 'Unit C' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Unit B' })).toBeNull()
    expect((screen.getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('C')
  })
})
