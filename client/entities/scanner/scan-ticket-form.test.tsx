import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { renderWithProviders } from '../../test-utils/render-app'
import { freshDbAsOperator, makeEquipment } from '../../test-utils/line-fixtures'
import { makeLine } from '../../test-utils/fixtures'
import { PRODUCTS, scheduleOnLine } from '../../test-utils/schedule-fixtures'
import { ScanTicketForm } from './scan-ticket-form'

let db: LinesideDb

beforeEach(() => {
  db = freshDbAsOperator()
})

const bowlMincer = makeEquipment(3, { name: 'Bowl Mincer', unitCode: 'C' })

function renderForm(equipment = bowlMincer, lineId?: number) {
  const onCreated = vi.fn()
  renderWithProviders(
    <ScanTicketForm equipment={equipment} lineId={lineId} onScanAgain={vi.fn()} onCreated={onCreated} />,
  )
  return onCreated
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const submitButton = () => screen.getByRole('button', { name: 'Create Ticket' })

describe('QR ticket form', () => {
  it('defaults to mechanical / medium for operational Engineering equipment', () => {
    renderForm()
    expect(select('Category').value).toBe('mechanical')
    expect(select('Priority').value).toBe('medium')
    expect(Array.from(select('Category').options).map((o) => o.value)).toEqual([
      'mechanical',
      'electrical',
      'software',
      'cleaning',
      'safety',
    ])
  })

  it('defaults to electrical / high for IT equipment in maintenance', () => {
    renderForm(makeEquipment(12, { department: 'IT', status: 'maintenance' }))
    expect(select('Category').value).toBe('electrical')
    expect(select('Priority').value).toBe('high')
  })

  it('keeps submit disabled while the description is blank and says "Missing Information" if sent anyway', async () => {
    renderForm()
    expect(submitButton()).toHaveProperty('disabled', true)
    await userEvent.type(screen.getByRole('textbox', { name: /Issue description/ }), '   ')
    expect(submitButton()).toHaveProperty('disabled', true)
    fireEvent.submit(submitButton().closest('form')!)
    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(screen.getByText('Please provide a description for the issue.')).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
  })

  it('quick-creates through the outbox with "unit code - name" and, offline, says it is saved on this device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const onCreated = renderForm()
    await userEvent.type(screen.getByRole('textbox', { name: /Issue description/ }), 'Blade guard loose')
    await userEvent.selectOptions(select('Priority'), 'critical')
    await userEvent.click(submitButton())
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.getByText('Not sent yet: it will be sent when the connection returns.')).toBeTruthy()
    expect(screen.queryByText('Ticket Created')).toBeNull()
    expect(onCreated).toHaveBeenCalled()
    expect((await db.outbox.toArray())[0]).toMatchObject({
      name: 'ticket.quickCreate',
      args: {
        equipmentId: 3,
        lineName: 'C - Bowl Mincer',
        category: 'mechanical',
        priority: 'critical',
        description: 'Blade guard loose',
        machineName: 'Bowl Mincer',
      },
    })
  })

  it('names the ticket number once the server has given it', async () => {
    renderForm()
    await userEvent.type(screen.getByRole('textbox', { name: /Issue description/ }), 'Motor hot')
    await userEvent.click(submitButton())
    const [ticket] = await vi.waitFor(async () => {
      const rows = await db.tickets.toArray()
      if (rows.length === 0) throw new Error('not yet')
      return rows
    })
    // The server has it (numbered, out of the outbox): only now "created".
    await act(async () => {
      await db.tickets.update(ticket!.id, { ticketId: 'TKT-000777' })
      await db.outbox.clear()
    })
    expect(await screen.findByText('Ticket TKT-000777 created successfully')).toBeTruthy()
  })

  it('shows the spec error when the ticket cannot be saved (signed out)', async () => {
    localStorage.clear()
    renderForm()
    await userEvent.type(screen.getByRole('textbox', { name: /Issue description/ }), 'Motor hot')
    await userEvent.click(submitButton())
    expect(await screen.findByText('Failed to create ticket. Please try again.')).toBeTruthy()
  })

  it("offers the scanned equipment's line's scheduled products first and saves the chosen one", async () => {
    await db.lines.bulkPut([makeLine(22), makeLine(23)])
    await scheduleOnLine(db, 22)
    renderForm(
      makeEquipment(3, { name: 'Bowl Mincer', unitCode: 'C', locations: ['Unit C Line 22', 'Unit C Line 23'] }),
    )
    await waitFor(() => expect(select('Product').value).toBe(String(PRODUCTS.current.id)))
    expect(
      within(screen.getByRole('group', { name: 'Scheduled on this line' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['CC-300 - Chicken kebab 350 g', 'BB-200 - Lamb kofta 300 g'])
    await userEvent.type(screen.getByRole('textbox', { name: /Issue description/ }), 'Blade guard loose')
    await userEvent.click(submitButton())
    await screen.findByText(/Saved on this device|Ticket Created/)
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ equipmentId: 3, productId: PRODUCTS.current.id })
  })

  it('uses the line the scan was started from, and offers every product when the line has no plan', async () => {
    await db.lines.bulkPut([makeLine(22), makeLine(5)])
    await scheduleOnLine(db, 22)
    renderForm(makeEquipment(3, { name: 'Bowl Mincer', unitCode: 'C', locations: ['Unit C Line 22'] }), 5)
    await screen.findByRole('option', { name: 'AA-100 - Beef burger 4 pack' })
    expect(screen.queryByRole('group', { name: 'Scheduled on this line' })).toBeNull()
    expect(select('Product').value).toBe('')
  })
})
