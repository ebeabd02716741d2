import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localDate } from '../../../shared/planning/schedule'
import type { Product } from '../../../shared/types'
import { LinesideDb, getMeta, useDatabase as switchDatabase } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { makeLine } from '../../test-utils/fixtures'
import { jsonResponse, makeUser, renderApp } from '../../test-utils/render-app'
import { PENDING_KEY, type PendingEntry } from './pending-entries-store'

const product = (id: number, sku: string, name: string): Product => ({
  id, sku, name, category: 'Steaks', targetWeight: 454, temperature: 2, packagingType: 'Tray', batchSize: 100, description: null, isActive: true,
})

async function openAs(role: string) {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  switchDatabase(db)
  const user = makeUser(role)
  writeSession('token-123', user)
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.includes('/api/auth/verify') ? jsonResponse(200, { valid: true, user }) : jsonResponse(404, { message: 'no' }))))
  await db.lines.bulkPut([makeLine(3), makeLine(4)])
  await db.products.bulkPut([product(1, 'BF-STK-007', 'Ribeye Steak Twin Pack'), product(2, 'BF-MNC-010', 'Beef Mince 5% Fat')])
  renderApp('/production-planning')
  await screen.findByRole('heading', { level: 1, name: 'Production Planning' })
  if (role === 'admin') await screen.findByRole('option', { name: 'Unit B - Line 4' })
  return db
}

afterEach(() => vi.unstubAllGlobals())

describe('production planning', () => {
  it('adds an entry only with a line and a product; priority and quantity fall back; pending entries are kept on the device', async () => {
    const db = await openAs('admin')
    const user = userEvent.setup()
    const add = screen.getByRole('button', { name: 'Add Entry' })
    expect((add as HTMLButtonElement).disabled).toBe(true)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Production Line' }), 'Unit B - Line 3')
    expect((add as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(screen.getByRole('option', { name: 'BF-STK-007 - Ribeye Steak Twin Pack' })).toBeTruthy())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'BF-STK-007 - Ribeye Steak Twin Pack')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shift' }), 'Night')
    await user.clear(screen.getByRole('textbox', { name: /Priority/ }))
    await user.type(screen.getByRole('textbox', { name: /Priority/ }), 'x')
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Allergen clean first')
    await user.click(add)

    const pending = await screen.findByRole('region', { name: /Pending Schedule Entries/ })
    await waitFor(() => expect(within(pending).getAllByRole('listitem')).toHaveLength(1))
    expect(within(pending).getByRole('listitem').textContent).toContain('Night · quantity 0 · priority 1 · Allergen clean first')
    const stored = await getMeta<PendingEntry[]>(PENDING_KEY, db)
    expect(stored).toMatchObject([{ lineId: 3, productId: 1, shift: 'night', plannedQuantity: 0, priority: 1, scheduledDate: localDate(new Date()) }])

    await user.click(within(pending).getByRole('button', { name: /Remove entry for Unit B - Line 3/ }))
    await waitFor(() => expect(within(pending).queryAllByRole('listitem')).toHaveLength(0))
  })

  it('Save All queues one outbox change, clears the list and shows the entries as waiting to sync', async () => {
    const db = await openAs('admin')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Production Line' }), 'Unit B - Line 4')
    await waitFor(() => expect(screen.getByRole('option', { name: 'BF-MNC-010 - Beef Mince 5% Fat' })).toBeTruthy())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'BF-MNC-010 - Beef Mince 5% Fat')
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '750')
    await user.click(screen.getByRole('button', { name: 'Add Entry' }))
    await user.click(await screen.findByRole('button', { name: 'Save All Entries' }))

    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.queryByText('Production schedule saved successfully')).toBeNull()
    const outbox = await db.outbox.toArray()
    expect(outbox).toHaveLength(1)
    expect(outbox[0]).toMatchObject({ name: 'schedule.saveEntries', args: { schedules: [{ lineId: 4, productId: 2, plannedQuantity: 750, priority: 1, shift: 'morning' }] } })
    const current = screen.getByRole('region', { name: /Current Schedule for/ })
    await waitFor(() => expect(within(current).getByText('Waiting to sync')).toBeTruthy())
    expect(within(current).getByText('BF-MNC-010 - Beef Mince 5% Fat')).toBeTruthy()
    // Green only once the server has the schedule (the outbox entry gone).
    await db.outbox.clear()
    expect(await screen.findByText('Production schedule saved successfully', {}, { timeout: 5000 })).toBeTruthy()
  })

  it('is read-only for roles that may not plan', async () => {
    await openAs('engineer')
    expect(screen.getByText(/Only planners \(admins\) can change the schedule/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add Entry' })).toBeNull()
  })
})
