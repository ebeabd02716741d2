import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { getKioskLock } from '../../kiosk/kiosk-lock'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator, makeTicket } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

let db: LinesideDb
const slow = { timeout: 5000 }

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.bulkPut([
    makeLine(5, { name: 'Unit B - Line 5' }),
    makeLine(6, { name: 'Unit B - Line 6', status: 'stopped', productName: null }),
  ])
  await db.tickets.bulkPut([
    makeTicket('t1', {
      lineId: 5,
      ticketId: 'TKT-000101',
      priority: 'high',
      description: 'Belt slipping',
      createdAt: '2026-11-21T09:00:00Z',
    }),
    makeTicket('t2', { lineId: 5, description: 'Queued offline', createdAt: '2026-11-21T10:00:00Z' }),
    makeTicket('t3', { lineId: 5, status: 'closed', description: 'Old and done' }),
    makeTicket('t4', { lineId: 15, lineName: 'Unit D - Line 15', description: 'Not this line' }),
  ])
})

describe('Line dashboard picker', () => {
  it('offers the lines that exist, under their real units, and Back to Main Dashboard (decision 102)', async () => {
    await db.lines.put(makeLine(22, { name: 'Unit C - Line 22' }))
    renderFloor('/line-dashboard')
    await screen.findByRole('heading', { name: 'Select a Line' }, slow)
    const unitB = await screen.findByRole('region', { name: 'Unit B (Joints, Kebabs & Diced Meats)' })
    expect(
      within(unitB)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/line/5', '/line/6'])
    const unitC = screen.getByRole('region', { name: /^Unit C/ })
    expect(within(unitC).getByRole('link').textContent).toBe('Unit C - Line 22Unit C')
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/line/'))
    expect(links).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Back to Main Dashboard' }).getAttribute('href')).toBe('/dashboard')
  })

  it('says "Line Not Found" for a picked line the factory does not have', async () => {
    renderFloor('/line/20')
    expect(await screen.findByRole('heading', { name: 'Line Not Found' }, slow)).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'Back to line selection' })).getAttribute('href')).toBe(
      '/line-dashboard',
    )
  })
})

describe('Line dashboard, one line', () => {
  it('shows the six panels with the line row figures', async () => {
    renderFloor('/line/5')
    await screen.findByRole('heading', { name: 'Unit B - Line 5', level: 1 }, slow)
    // The panels come once the handover strip and the stop prompt above them are read (decision 251).
    const production = await screen.findByRole('region', { name: 'Production Status' }, slow)
    for (const text of ['92%', '96%', '3 °C', '850 / 1000']) expect(within(production).getByText(text)).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Current Product' })).getByText('Beef Topside Roasting Joint'),
    ).toBeTruthy()
    const shift = screen.getByRole('region', { name: 'Shift Information' })
    expect(within(shift).getByText('Olivia Nowak')).toBeTruthy()
    expect(within(shift).getByText('06:00')).toBeTruthy()
    const maintenance = screen.getByRole('region', { name: 'Maintenance Schedule' })
    expect(within(maintenance).getByText('On Schedule')).toBeTruthy()
    expect(within(maintenance).getByText('Not scheduled')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Quick Controls' })).toBeTruthy()
  })

  it('lists up to 3 active tickets of this line, newest first, "pending" until numbered', async () => {
    renderFloor('/line/5')
    const issues = await screen.findByRole('region', { name: 'Recent Issues' }, slow)
    await waitFor(() => expect(within(issues).getAllByTestId('recent-issue')).toHaveLength(2))
    const [first, second] = within(issues).getAllByTestId('recent-issue')
    expect(within(first!).getByText('pending')).toBeTruthy()
    expect(within(first!).getByText('Queued offline')).toBeTruthy()
    expect(within(second!).getByText('TKT-000101')).toBeTruthy()
    expect(within(second!).getByText('High')).toBeTruthy()
    expect(within(second!).getByText('Open')).toBeTruthy()
  })

  it('says "No active issues for this line" when there are none', async () => {
    renderFloor('/line/6')
    const issues = await screen.findByRole('region', { name: 'Recent Issues' }, slow)
    expect(await within(issues).findByText('No active issues for this line')).toBeTruthy()
  })

  it('Stop Line on a running line, Start Line otherwise, with the spec toast', async () => {
    renderFloor('/line/5')
    await userEvent.click(await screen.findByRole('button', { name: 'Stop Line' }, slow))
    expect(await screen.findByText('Saved on this device', {}, slow)).toBeTruthy()
    await db.outbox.clear()
    expect(await screen.findByText('Status Updated')).toBeTruthy()
    expect(screen.getByText('Line status changed to stopped')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Start Line' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Maintenance Mode' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(1))
    const args = (await db.outbox.toArray()).map((e) => e.args)
    expect(args).toMatchObject([{ lineId: 5, status: 'maintenance', issue: 'Scheduled maintenance in progress' }])
    await db.outbox.clear()
    expect(await screen.findByText('Line status changed to maintenance')).toBeTruthy()
  })

  it('Report Issue: silently not sent without a description; sent with defaults medium/mechanical', async () => {
    renderFloor('/line/5')
    await userEvent.click(await screen.findByRole('button', { name: 'Report Issue' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Report Issue' }, slow)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await db.outbox.count()).toBe(0)
    expect(screen.queryByText('Ticket Created')).toBeNull()
    expect((within(dialog).getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement).value).toBe('medium')
    expect((within(dialog).getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('mechanical')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Guard rattling')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Saved on this device', {}, slow)).toBeTruthy()
    expect((await db.outbox.toArray())[0]).toMatchObject({
      name: 'ticket.create',
      args: {
        lineId: 5,
        lineName: 'Unit B - Line 5',
        category: 'mechanical',
        priority: 'medium',
        description: 'Guard rattling',
      },
    })
    await db.outbox.clear()
    expect(await screen.findByText('Ticket Created')).toBeTruthy()
    expect(screen.getByText('Issue reported successfully')).toBeTruthy()
  })

  it('shows read-only viewers no line controls', async () => {
    renderFloor('/line/5', 'demo_viewer')
    expect(await screen.findByText('Your role can view this line but not change it.', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Stop Line' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Maintenance Mode' })).toBeNull()
  })

  it('locks to the line (Main Dashboard hidden) and unlocks back to the picker', async () => {
    const { router } = renderFloor('/line/5')
    expect(await screen.findByRole('link', { name: 'Main Dashboard' }, slow)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Lock to Line' }))
    expect(await screen.findByText('Dashboard Locked')).toBeTruthy()
    expect(screen.getByText('Locked to Unit B - Line 5')).toBeTruthy()
    expect(await getKioskLock()).toMatchObject({ lineId: 5, lineName: 'Unit B - Line 5' })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Main Dashboard' })).toBeNull())

    await router.navigate('/production')
    await waitFor(() => expect(router.state.location.pathname).toBe('/line/5'))

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }, slow))
    expect(await screen.findByText('Dashboard Unlocked')).toBeTruthy()
    expect(screen.getByText('You can now navigate to other pages')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/line-dashboard'))
    expect(await getKioskLock()).toBeNull()
  })
})
