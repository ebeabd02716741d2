import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator, makeMachine } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.bulkPut([
    makeLine(2, { name: 'Unit B - Line 2', lastCheck: null }),
    makeLine(3, { name: 'Unit B - Line 3', status: 'stopped', issue: 'Sealer temperature fault', version: 4 }),
    makeLine(22, { name: 'Unit C - Line 22', unitCode: 'C', productName: null }),
  ])
  await db.machines.bulkPut(
    ['a', 'b', 'c', 'd', 'e'].map((id) => makeMachine(id, 3, { name: `Machine ${id.toUpperCase()}` })),
  )
})

const slow = { timeout: 5000 }

describe('Mobile operator, step 1', () => {
  it('lists lines with status, OPERATIONAL when running and the last check or "Never"', async () => {
    renderFloor('/mobile-operator')
    expect(await screen.findByRole('heading', { name: 'Select Your Production Line' }, slow)).toBeTruthy()
    const line2 = await screen.findByRole('button', { name: /Unit B - Line 2/ })
    expect(within(line2).getByText('OPERATIONAL')).toBeTruthy()
    expect(within(line2).getByText(/Last check: Never/)).toBeTruthy()
    const line3 = screen.getByRole('button', { name: /Unit B - Line 3/ })
    expect(within(line3).queryByText('OPERATIONAL')).toBeNull()
    expect(within(line3).getByText(/Stopped/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/')
  })

  it('filters by unit and says "No Production Lines Available" for an empty one', async () => {
    renderFloor('/mobile-operator')
    await screen.findByRole('button', { name: /Unit B - Line 2/ }, slow)
    await userEvent.click(screen.getByRole('radio', { name: 'Unit C' }))
    expect(screen.queryByRole('button', { name: /Unit B - Line 2/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Unit C - Line 22/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('radio', { name: 'Unit E' }))
    expect(screen.getByText('No Production Lines Available')).toBeTruthy()
  })

  it('keeps the chosen line in the URL', async () => {
    const { router } = renderFloor('/mobile-operator')
    await userEvent.click(await screen.findByRole('button', { name: /Unit B - Line 3/ }, slow))
    await screen.findByRole('heading', { name: 'Unit B - Line 3' })
    expect(router.state.location.search).toBe('?line=3')
    await userEvent.click(screen.getByRole('button', { name: 'Back to Line Selection' }))
    await screen.findByRole('heading', { name: 'Select Your Production Line' })
  })
})

describe('Mobile operator, step 2', () => {
  it('shows the issue, the product card, the first 3 machines and "And 2 more machines..."', async () => {
    renderFloor('/mobile-operator?line=3')
    expect(await screen.findByRole('heading', { name: 'Unit B - Line 3' }, slow)).toBeTruthy()
    expect(screen.getByText('Sealer temperature fault')).toBeTruthy()
    expect(screen.queryByText('LINE OPERATIONAL')).toBeNull()
    const product = screen.getByRole('region', { name: 'Current Product' })
    for (const text of ['400 units', '1000 g', '3 °C', 'Vacuum skin pack'])
      expect(within(product).getByText(text)).toBeTruthy()
    const machines = await screen.findByRole('region', { name: 'Machine Status' })
    expect(
      within(machines)
        .getAllByText(/^Machine [A-E]$/)
        .map((m) => m.textContent),
    ).toEqual(['Machine A', 'Machine B', 'Machine C'])
    expect(within(machines).getByText('And 2 more machines...')).toBeTruthy()
    expect(screen.getByText(/^Last Updated: /)).toBeTruthy()
    for (const name of ['SCAN TO LOG TICKET', 'TEST QR SCANNER', 'REPORT ISSUE', 'LINE OK', 'MAINTENANCE'])
      expect(screen.getByRole('button', { name })).toBeTruthy()
  })

  it('shows the LINE OPERATIONAL banner when running, and no product card without a product', async () => {
    renderFloor('/mobile-operator?line=22')
    expect(await screen.findByText('LINE OPERATIONAL', {}, slow)).toBeTruthy()
    expect(screen.getByText('Production Active')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Current Product' })).toBeNull()
  })

  it('LINE OK queues running with the issue cleared, says "saved on this device", and only once sent shows the toast and vibrates', async () => {
    const vibrate = vi.fn()
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    renderFloor('/mobile-operator?line=3')
    await userEvent.click(await screen.findByRole('button', { name: 'LINE OK' }, slow))
    expect(await screen.findByText('Saved on this device', {}, slow)).toBeTruthy()
    expect(screen.queryByText('Line Status Updated')).toBeNull()
    expect(vibrate).not.toHaveBeenCalled()
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      name: 'line.setStatus',
      args: { lineId: 3, status: 'running', issue: null, baseVersion: 4 },
    })
    expect(await db.lines.get(3)).toMatchObject({ status: 'running', issue: null })
    await screen.findByText('LINE OPERATIONAL')
    // The server has it (the engine drops acknowledged entries from the outbox): now the spec's toast.
    await db.outbox.delete(entry?.mutationId ?? 0)
    expect(await screen.findByText('Line Status Updated')).toBeTruthy()
    expect(screen.getByText('Unit B - Line 3 marked as operational')).toBeTruthy()
    expect(vibrate).toHaveBeenCalled()
  })

  it('a refused LINE OK says "Not sent" with the reason in words, never the success toast', async () => {
    renderFloor('/mobile-operator?line=3')
    await userEvent.click(await screen.findByRole('button', { name: 'LINE OK' }, slow))
    const entry = await waitFor(async () => {
      const [queued] = await db.outbox.toArray()
      if (!queued) throw new Error('nothing queued yet')
      return queued
    })
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      await db.outbox.delete(entry.mutationId)
      await db.rejected.put({
        ...entry,
        code: 'forbidden',
        reason: "You don't have permission to do this",
        rejectedAt: new Date().toISOString(),
      })
    })
    expect(await screen.findByText('Not sent')).toBeTruthy()
    expect(screen.getByText(/Your role is not allowed to do this\./)).toBeTruthy()
    expect(screen.queryByText('Line Status Updated')).toBeNull()
  })

  it('offers no LINE OK or MAINTENANCE to roles the server would refuse (IT)', async () => {
    renderFloor('/mobile-operator?line=3', 'it')
    expect(await screen.findByRole('button', { name: 'REPORT ISSUE' }, slow)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'LINE OK' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'MAINTENANCE' })).toBeNull()
    expect(screen.getByText('Line status is set by operators and engineers; your role can view it.')).toBeTruthy()
  })

  it('MAINTENANCE queues maintenance with its issue text and shows the toast', async () => {
    renderFloor('/mobile-operator?line=22')
    await userEvent.click(await screen.findByRole('button', { name: 'MAINTENANCE' }, slow))
    expect(await screen.findByText('Saved on this device', {}, slow)).toBeTruthy()
    const [entry] = await db.outbox.toArray()
    expect(entry?.args).toMatchObject({ status: 'maintenance', issue: 'Scheduled maintenance in progress' })
    await db.outbox.delete(entry?.mutationId ?? 0)
    expect(await screen.findByText('Maintenance Mode')).toBeTruthy()
    expect(screen.getByText('Unit C - Line 22 set to maintenance')).toBeTruthy()
  })

  it('says "Update Failed" when the change cannot be saved (signed out)', async () => {
    renderFloor('/mobile-operator?line=22')
    await screen.findByRole('button', { name: 'LINE OK' }, slow)
    localStorage.clear()
    await userEvent.click(screen.getByRole('button', { name: 'LINE OK' }))
    expect(await screen.findByText('Update Failed')).toBeTruthy()
    expect(screen.getByText('Could not update line status')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'MAINTENANCE' }))
    expect(await screen.findByText('Could not set maintenance mode')).toBeTruthy()
  })

  it('says "Line Not Found" for an unknown line, with a way back to selection', async () => {
    const { router } = renderFloor('/mobile-operator?line=999')
    expect(await screen.findByRole('heading', { name: 'Line Not Found' }, slow)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Line Selection' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })
})
