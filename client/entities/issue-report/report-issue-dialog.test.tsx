import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { renderWithProviders } from '../../test-utils/render-app'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator } from '../../test-utils/line-fixtures'
import { PRODUCTS, scheduleOnLine } from '../../test-utils/schedule-fixtures'
import { FREQUENT_DESCRIPTIONS_KEY } from './frequent-descriptions'
import { ReportIssueDialog } from './report-issue-dialog'

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.bulkPut([makeLine(5), makeLine(3, { name: 'Unit B - Line 3' })])
})

function open(defaultLineId?: number) {
  const onClose = vi.fn()
  renderWithProviders(<ReportIssueDialog opened onClose={onClose} defaultLineId={defaultLineId} />)
  return onClose
}

const field = (name: RegExp) => screen.getByRole('combobox', { name })

describe('Report Production Issue dialog', () => {
  it('sends nothing and says "Missing Information" until line, category and priority are chosen', async () => {
    const onClose = open()
    await screen.findByRole('option', { name: 'Unit B - Line 5' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy()
    await userEvent.selectOptions(field(/Production line/), '5')
    await userEvent.selectOptions(field(/Category/), 'mechanical')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    expect(await db.outbox.count()).toBe(0)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('queues an IT ticket by default with the [IT] prefix, then says so, remembers the text and closes', async () => {
    const onClose = open(5)
    await waitFor(() => expect((field(/Production line/) as HTMLSelectElement).value).toBe('5'))
    await userEvent.selectOptions(field(/Category/), 'software')
    await userEvent.selectOptions(field(/Priority/), 'high')
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Label printer frozen')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    // Not "IT has been notified" until it was sent: first only saved on this device.
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.queryByText('IT has been notified and will respond shortly.')).toBeNull()
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      name: 'ticket.create',
      args: {
        lineId: 5,
        lineName: 'Unit B - Line 5',
        category: 'software',
        priority: 'high',
        description: '[IT] Label printer frozen',
        ticketType: 'it',
        status: 'open',
      },
    })
    expect(onClose).toHaveBeenCalled()
    expect(localStorage.getItem(FREQUENT_DESCRIPTIONS_KEY)).toContain('Label printer frozen')
    await db.outbox.clear()
    expect(await screen.findByText('Ticket Submitted Successfully')).toBeTruthy()
    expect(screen.getByText('IT has been notified and will respond shortly.')).toBeTruthy()
  })

  it('refuses 3,996 characters on the form, because "[IT] " takes the text past the server limit', async () => {
    const onClose = open(5)
    await waitFor(() => expect((field(/Production line/) as HTMLSelectElement).value).toBe('5'))
    await userEvent.selectOptions(field(/Category/), 'software')
    await userEvent.selectOptions(field(/Priority/), 'high')
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'x'.repeat(3996) } })
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    expect(
      await screen.findByText('Too long: with the ticket-type label added, at most 3995 characters fit.'),
    ).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByText('Saved on this device')).toBeNull()
  })

  it('prefixes [ENGINEERING] and lets a non-blank Other Location replace the line', async () => {
    open(5)
    await waitFor(() => expect((field(/Production line/) as HTMLSelectElement).value).toBe('5'))
    await userEvent.type(screen.getByRole('textbox', { name: /Other Location/ }), 'Canteen')
    await userEvent.click(screen.getByRole('radio', { name: 'Engineering' }))
    await userEvent.selectOptions(field(/Category/), 'other')
    await userEvent.selectOptions(field(/Priority/), 'low')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    await screen.findByText('Saved on this device')
    const [entry] = await db.outbox.toArray()
    expect(entry?.args).toMatchObject({
      lineId: null,
      otherLocation: 'Canteen',
      description: '[ENGINEERING] ',
      ticketType: 'engineering',
    })
    const [ticket] = await db.tickets.toArray()
    expect(ticket).toMatchObject({ lineName: 'Canteen', ticketId: null, status: 'open' })
  })

  it('suggests 5 presets of the category, frequent descriptions first, and fills the field on click', async () => {
    localStorage.setItem(
      FREQUENT_DESCRIPTIONS_KEY,
      JSON.stringify([{ text: 'Belt slipping again', count: 4, lastUsed: '2026-11-21T08:00:00Z' }]),
    )
    open(5)
    await userEvent.selectOptions(field(/Category/), 'mechanical')
    const group = screen.getByRole('group', { name: 'Suggestions' })
    const buttons = Array.from(group.querySelectorAll('button')).map((b) => b.textContent)
    expect(buttons).toEqual([
      'Belt slipping again',
      'Conveyor belt jammed',
      'Belt running off track',
      'Unusual noise from motor',
      'Worn bearing, grinding sound',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Conveyor belt jammed' }))
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(
      'Conveyor belt jammed',
    )
  })

  it("offers the line's scheduled products first, picks the current shift's, and saves it on the ticket", async () => {
    await scheduleOnLine(db, 3)
    open(3)
    const product = () => screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement
    await waitFor(() => expect(product().value).toBe(String(PRODUCTS.current.id)))
    const scheduled = screen.getByRole('group', { name: 'Scheduled on this line' })
    expect(
      within(scheduled)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['CC-300 - Chicken kebab 350 g', 'BB-200 - Lamb kofta 300 g'])
    expect(
      within(screen.getByRole('group', { name: 'Other products' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['AA-100 - Beef burger 4 pack'])
    // Another line runs other products: the pick does not carry over, and line 5 has nothing scheduled.
    await userEvent.selectOptions(field(/Production line/), '5')
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Scheduled on this line' })).toBeNull())
    expect(product().value).toBe('')
    await userEvent.selectOptions(field(/Production line/), '3')
    await waitFor(() => expect(product().value).toBe(String(PRODUCTS.current.id)))
    await userEvent.selectOptions(product(), String(PRODUCTS.later.id))
    await userEvent.selectOptions(field(/Category/), 'mechanical')
    await userEvent.selectOptions(field(/Priority/), 'high')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    await screen.findByText('Saved on this device')
    const [entry] = await db.outbox.toArray()
    expect(entry?.args).toMatchObject({ lineId: 3, productId: PRODUCTS.later.id })
    expect((await db.tickets.toArray())[0]).toMatchObject({
      productId: PRODUCTS.later.id,
      productSku: 'BB-200',
      productName: 'Lamb kofta 300 g',
    })
  })

  it('sends no product when the reporter chooses "No product"', async () => {
    await scheduleOnLine(db, 3)
    open(3)
    const product = () => screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement
    await waitFor(() => expect(product().value).toBe(String(PRODUCTS.current.id)))
    await userEvent.selectOptions(product(), '')
    await userEvent.selectOptions(field(/Category/), 'mechanical')
    await userEvent.selectOptions(field(/Priority/), 'high')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    await screen.findByText('Saved on this device')
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ lineId: 3, productId: null })
  })

  it('shows the spec error when saving fails (signed out)', async () => {
    localStorage.clear()
    open(5)
    await waitFor(() => expect((field(/Production line/) as HTMLSelectElement).value).toBe('5'))
    await userEvent.selectOptions(field(/Category/), 'quality')
    await userEvent.selectOptions(field(/Priority/), 'medium')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Issue' }))
    expect(await screen.findByText('Failed to submit ticket. Please try again.')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
  })
})
