// Closing a ticket on the phone as a temporary repair (issue 28 §5): the permanent repair's date is required, and
// its work order is queued right after the close, through the outbox like the close itself.
import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { assignedTo, freshDb, openAs, queued, seed } from '../../../test-utils/ticket-test-utils'

configure({ asyncUtilTimeout: 4000 })

beforeEach(() => {
  freshDb()
})

const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement

describe('Mobile close as a temporary repair', () => {
  it('needs the permanent repair date, then queues the close and the permanent repair work order', async () => {
    await seed([assignedTo(3, 'in_progress', { description: 'Leaking seal' })])
    openAs('engineer', '/engineer-mobile')
    await screen.findByText('Leaking seal')
    await userEvent.click(within(card('Leaking seal')).getByRole('button', { name: 'Close' }))
    const dialog = await screen.findByRole('dialog', { name: 'Close Ticket' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Resolution Summary/ }), 'Taped the seal')
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /temporary repair/i }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Ticket' }))
    expect(await within(dialog).findByText('A temporary repair needs the date of the permanent one')).toBeTruthy()
    expect(await queued()).toHaveLength(0)

    const date = within(dialog).getByLabelText(/Permanent repair due/)
    await userEvent.type(date, '2030-01-15')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Ticket' }))
    await screen.findByText('All caught up!')
    const sent = await queued()
    expect(sent.map((e) => e.name)).toEqual(['ticket.close', 'pm.temporaryRepair'])
    expect(sent[1]!.args).toMatchObject({ permanentDueAt: '2030-01-15' })
  })
})
