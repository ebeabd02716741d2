import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { makeLine, makeTicket } from '../../test-utils/fixtures'
import { freshDbAs, renderAsRole } from '../../test-utils/render-as-role'

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAs('it')
  await db.lines.bulkPut([
    makeLine(1, { name: 'Unit B - Line 1', temperature: 3 }),
    makeLine(3, {
      name: 'Unit B - Line 3',
      status: 'stopped',
      issue: 'Sealer temperature fault',
      efficiency: 0,
      currentRate: 0,
      targetRate: 150,
    }),
    makeLine(5, { name: 'Unit B - Line 5', status: 'maintenance' }),
  ])
})

const count = (name: string) => within(screen.getByRole('group', { name })).getByTestId('stat-value').textContent

describe('IT Monitoring', () => {
  it('counts lines by status and active IT tickets by priority; says when there are none', async () => {
    renderAsRole('/monitoring', 'it')
    await screen.findByRole('button', { name: 'Details of Unit B - Line 3' }, { timeout: 5000 })
    expect([
      count('Running Lines'),
      count('Stopped Lines'),
      count('Maintenance'),
      count('Critical Tickets'),
      count('High Priority'),
    ]).toEqual(['1', '1', '1', '0', '0'])
    expect(screen.getByText('No active IT tickets')).toBeTruthy()
    await db.tickets.bulkPut([
      makeTicket({ id: 'x', ticketId: 'TKT-000010', ticketType: 'it', priority: 'critical', description: 'MES down' }),
      makeTicket({ id: 'y', ticketId: 'TKT-000011', ticketType: 'it', priority: 'high', status: 'closed' }),
      makeTicket({ id: 'z', ticketId: 'TKT-000012', ticketType: 'engineering', priority: 'high' }),
    ])
    await waitFor(() => expect(count('Critical Tickets')).toBe('1'))
    expect(count('High Priority')).toBe('0')
    expect(screen.getByRole('article', { name: 'TKT-000010' }).textContent).toContain('MES down')
  })

  it('shows a line with product, temperature and issue, and its detail with units per hour', async () => {
    renderAsRole('/monitoring', 'it')
    const card = await screen.findByRole('button', { name: 'Details of Unit B - Line 1' }, { timeout: 5000 })
    expect(card.textContent).toContain('Beef Topside Roasting Joint')
    expect(card.textContent).toContain('3°C')
    await userEvent.click(card)
    const dialog = await screen.findByRole('dialog', { name: 'Unit B - Line 1' })
    expect(within(dialog).getByText('8280 units/hour (target 9000)')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Report Issue' })).toBeNull()
  })

  it('opens the issue report for a stopped line from its detail', async () => {
    renderAsRole('/monitoring', 'it')
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Unit B - Line 3' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Unit B - Line 3' })
    expect(within(dialog).getByText('Sealer temperature fault')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report Issue' }))
    const report = await screen.findByRole('dialog', { name: 'Report Production Issue' }, { timeout: 5000 })
    // The line's option arrives with the cached lines (a live query): the form shows it selected once it is there.
    await waitFor(() =>
      expect((within(report).getByRole('combobox', { name: /Production line/ }) as HTMLSelectElement).value).toBe('3'),
    )
  })
})
