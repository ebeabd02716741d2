import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { registerAppNotSentEditors } from '../../app/not-sent-editors'
import { localDate } from '../../../shared/planning/schedule'
import type { Product } from '../../../shared/types'
import { LinesideDb, getMeta, useDatabase as switchDatabase } from '../../data/db'
import { writeSession } from '../../lib/session-store'
import { makeLine } from '../../test-utils/fixtures'
import { jsonResponse, makeUser, renderApp } from '../../test-utils/render-app'
import { PENDING_KEY, type PendingEntry } from './pending-entries-store'

const product = (id: number, sku: string, name: string): Product => ({
  id,
  sku,
  name,
  category: 'Steaks',
  targetWeight: 454,
  temperature: 2,
  packagingType: 'Tray',
  batchSize: 100,
  description: null,
  isActive: true,
})

async function openAs(role: string) {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  switchDatabase(db)
  const user = makeUser(role)
  writeSession('token-123', user)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/api/auth/verify')
        ? jsonResponse(200, { valid: true, user })
        : jsonResponse(404, { message: 'no' }),
    ),
  )
  await db.lines.bulkPut([makeLine(3), makeLine(4)])
  await db.products.bulkPut([
    product(1, 'BF-STK-007', 'Ribeye Steak Twin Pack'),
    product(2, 'BF-MNC-010', 'Beef Mince 5% Fat'),
  ])
  renderApp('/production-planning')
  await screen.findByRole('heading', { level: 1, name: 'Production Planning' })
  if (role === 'admin') await screen.findByRole('option', { name: 'Unit B - Line 4' })
  return db
}

beforeAll(() => registerAppNotSentEditors())
afterEach(() => vi.unstubAllGlobals())

describe('production planning', () => {
  it('adds an entry only with a line and a product; priority and quantity fall back; pending entries are kept on the device', async () => {
    const db = await openAs('admin')
    const user = userEvent.setup()
    const add = screen.getByRole('button', { name: 'Add Entry' })
    expect((add as HTMLButtonElement).disabled).toBe(true)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Production Line' }), 'Unit B - Line 3')
    expect((add as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'BF-STK-007 - Ribeye Steak Twin Pack' })).toBeTruthy(),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'BF-STK-007 - Ribeye Steak Twin Pack')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shift' }), 'Night')
    await user.clear(screen.getByRole('textbox', { name: /Priority/ }))
    await user.type(screen.getByRole('textbox', { name: /Priority/ }), 'x')
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Allergen clean first')
    await user.click(add)

    const pending = await screen.findByRole('region', { name: /Pending Schedule Entries/ })
    await waitFor(() => expect(within(pending).getAllByRole('listitem')).toHaveLength(1))
    expect(within(pending).getByRole('listitem').textContent).toContain(
      'Night · quantity 0 · priority 1 · Allergen clean first',
    )
    const stored = await getMeta<PendingEntry[]>(PENDING_KEY, db)
    expect(stored).toMatchObject([
      {
        lineId: 3,
        productId: 1,
        shift: 'night',
        plannedQuantity: 0,
        priority: 1,
        scheduledDate: localDate(new Date()),
      },
    ])

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
    expect(outbox[0]).toMatchObject({
      name: 'schedule.saveEntries',
      args: { schedules: [{ lineId: 4, productId: 2, plannedQuantity: 750, priority: 1, shift: 'morning' }] },
    })
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

  it('refuses a note longer than the server takes (500) in the form itself, naming the limit', async () => {
    await openAs('admin')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Production Line' }), 'Unit B - Line 4')
    await waitFor(() => expect(screen.getByRole('option', { name: 'BF-MNC-010 - Beef Mince 5% Fat' })).toBeTruthy())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'BF-MNC-010 - Beef Mince 5% Fat')
    await user.click(screen.getByRole('textbox', { name: 'Notes' }))
    await user.paste('n'.repeat(3000))
    expect(await screen.findByText('Too long: at most 500 characters.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Add Entry' }) as HTMLButtonElement).disabled).toBe(true)
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }))
    await user.paste('n'.repeat(500))
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add Entry' }) as HTMLButtonElement).disabled).toBe(false),
    )
    expect(screen.queryByText('Too long: at most 500 characters.')).toBeNull()
  })

  it('shows entries the server refused as not sent, never as waiting, with the fix and discard of the Not sent list', async () => {
    const db = await openAs('admin')
    const user = userEvent.setup()
    const today = localDate(new Date())
    const schedules = [
      {
        lineId: 3,
        productId: 1,
        scheduledDate: today,
        shift: 'morning',
        plannedQuantity: 40,
        priority: 1,
        notes: 'n'.repeat(3000),
      },
    ]
    // As the sync engine leaves a refusal: out of the outbox, into "Not sent" with the server's verdict.
    await db.rejected.put({
      mutationId: 9,
      clientId: 'c',
      sendId: 9,
      name: 'schedule.saveEntries',
      args: { batchId: crypto.randomUUID(), schedules },
      createdAt: new Date().toISOString(),
      userId: 7,
      userName: 'admin',
      authToken: 'token-123',
      reason: 'Invalid schedules.0.notes: Too big: expected string to have <=500 characters',
      code: 'validation',
      rejectedAt: new Date().toISOString(),
    })
    // The engine records the verdict first; the entry leaves the outbox with the next pull. Refused wins meanwhile.
    await db.outbox.put({
      mutationId: 9,
      clientId: 'c',
      sendId: 9,
      name: 'schedule.saveEntries',
      args: { batchId: crypto.randomUUID(), schedules },
      createdAt: new Date().toISOString(),
      userId: 7,
      userName: 'admin',
      authToken: 'token-123',
    })
    const current = screen.getByRole('region', { name: /Current Schedule for/ })
    await waitFor(() => expect(within(current).getByText('Not sent')).toBeTruthy())
    expect(within(current).queryByText('Waiting to sync')).toBeNull()
    expect(within(current).getAllByRole('row')).toHaveLength(2)
    await db.outbox.delete(9)
    // The refused list's code loads when there is one (docs/decisions/240).
    const refused = await screen.findByRole('region', { name: '1 schedule change not sent' })
    expect(within(refused).getByTestId('not-sent-reason').textContent).toBe(
      'Notes is too long: at most 500 characters.',
    )

    // Fix: the batch's own editor, checked with the server's schema, queues the fixed batch in its place.
    await user.click(within(refused).getByRole('button', { name: 'Edit' }))
    const editor = await screen.findByRole('dialog', { name: 'Fix schedule entries' })
    expect(within(editor).getByText('Too long: at most 500 characters.')).toBeTruthy()
    expect((within(editor).getByRole('button', { name: 'Send again' }) as HTMLButtonElement).disabled).toBe(true)
    // The entry is named by its line and product once their names are read from the device (ids until then).
    const notes = await within(editor).findByRole('textbox', {
      name: /Unit B - Line 3 · BF-STK-007 - Ribeye Steak Twin Pack/,
    })
    await user.clear(notes)
    await user.type(notes, 'Allergen clean first')
    await user.click(within(editor).getByRole('button', { name: 'Send again' }))
    await waitFor(async () => expect(await db.rejected.count()).toBe(0))
    const queued = await db.outbox.toArray()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      name: 'schedule.saveEntries',
      args: { schedules: [{ lineId: 3, notes: 'Allergen clean first' }] },
    })
    await waitFor(() => expect(within(current).getByText('Waiting to sync')).toBeTruthy())
    expect(screen.queryByRole('region', { name: /schedule change not sent/ })).toBeNull()

    // Discard: asked once, then gone from the screen for good.
    await db.outbox.clear()
    await db.rejected.put({
      mutationId: 10,
      clientId: 'c',
      sendId: 10,
      name: 'schedule.saveEntries',
      args: { batchId: crypto.randomUUID(), schedules },
      createdAt: new Date().toISOString(),
      userId: 7,
      userName: 'admin',
      authToken: 'token-123',
      reason: 'Invalid schedules.0.notes: Too big: expected string to have <=500 characters',
      code: 'validation',
      rejectedAt: new Date().toISOString(),
    })
    const again = await screen.findByRole('region', { name: '1 schedule change not sent' })
    await user.click(within(again).getByRole('button', { name: 'Discard' }))
    await user.click(within(again).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /schedule change not sent/ })).toBeNull())
    expect(within(current).queryByText('Not sent')).toBeNull()
    expect(await db.rejected.count()).toBe(0)
  }, 30_000)
})

describe('allergen changeovers on the planning screen (issue 29 §5)', () => {
  it('marks the entry that moves a line off an allergen, from the synced days before, and not the others', async () => {
    const db = await openAs('admin')
    const today = localDate(new Date())
    const yesterday = new Date(Date.now() - 86_400_000)
    await db.products.bulkPut([
      { ...product(1, 'BF-STK-007', 'Ribeye Steak Twin Pack'), allergens: ['milk', 'mustard'] },
      { ...product(2, 'BF-MNC-010', 'Beef Mince 5% Fat'), allergens: ['mustard'] },
    ])
    const entry = (
      id: number,
      lineId: number,
      productId: number,
      scheduledDate: string,
      shift: 'morning' | 'night',
    ) => ({
      id,
      lineId,
      productId,
      lineName: `Unit B - Line ${lineId}`,
      sku: productId === 1 ? 'BF-STK-007' : 'BF-MNC-010',
      productName: productId === 1 ? 'Ribeye Steak Twin Pack' : 'Beef Mince 5% Fat',
      scheduledDate,
      shift,
      plannedQuantity: 100,
      priority: 1,
      notes: null,
      status: 'scheduled',
      createdAt: '',
    })
    await db.schedule.bulkPut([
      // Line 3: the milk product the night before, then mince without milk this morning: swab.
      entry(11, 3, 1, localDate(yesterday), 'night'),
      entry(12, 3, 2, today, 'morning'),
      // Line 4: mince, then the milk product (gains an allergen): no swab.
      entry(13, 4, 2, localDate(yesterday), 'night'),
      entry(14, 4, 1, today, 'morning'),
    ])
    const current = await screen.findByRole('region', { name: /Current Schedule for/ })
    const line3 = await within(current).findByRole('row', { name: /Unit B - Line 3/ })
    expect(within(line3).getByTestId('changeover-swab').textContent).toBe('Allergen changeover: swab needed (Milk)')
    const line4 = within(current).getByRole('row', { name: /Unit B - Line 4/ })
    expect(within(line4).queryByTestId('changeover-swab')).toBeNull()
  })
})
