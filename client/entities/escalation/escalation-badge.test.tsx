// The engineer board's escalation badge and a ticket's escalation history read the device's store (synced
// entity ticketEscalations): they show offline, and the badge goes as soon as the ticket is accepted here.
import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import type { TicketEscalation } from '../../../shared/push/push'
import { db } from '../../data/db'
import { freshDb, makeTicket, openAs, seed } from '../../test-utils/ticket-test-utils'

configure({ asyncUtilTimeout: 5000 })

beforeEach(() => {
  freshDb()
})

const escalation = (ticketId: string, step: number, overrides: Partial<TicketEscalation> = {}): TicketEscalation => ({
  id: step,
  ticketId,
  step,
  priority: 'critical',
  target: step === 1 ? 'department' : 'supervisors',
  afterMinutes: step * 10,
  firedAt: `2026-11-21T10:${step}0:00.000Z`,
  recipients: 1,
  notified:
    step === 1
      ? [
          { id: 3, name: 'Ethan Walsh', push: true },
          { id: 4, name: 'Agnieszka Zielinska', push: false },
        ]
      : [{ id: 4, name: 'Agnieszka Zielinska', push: true }],
  teams: step === 1,
  ...overrides,
})

it('shows the highest step fired on a waiting ticket, with who was notified when, and drops the badge on accept', async () => {
  const ticket = makeTicket({ description: 'Sealer jammed', priority: 'critical' })
  await seed([ticket, makeTicket({ description: 'Quiet one' })])
  await db.ticketEscalations.bulkPut([escalation(ticket.id, 1), escalation(ticket.id, 2)])
  openAs('engineer', '/engineer-dashboard')
  const card = (await screen.findByText('Sealer jammed')).closest('article') as HTMLElement
  expect((await within(card).findByTestId('escalation-badge')).textContent).toBe('Escalated: step 2')
  const history = within(card).getByTestId('escalation-history')
  expect(history.textContent).toContain('Step 1')
  expect(history.textContent).toContain('Push sent to Ethan Walsh.')
  expect(history.textContent).toContain('Without notifications on: Agnieszka Zielinska.')
  expect(history.textContent).toContain('Teams card posted.')
  expect(history.textContent).toContain('Push sent to Agnieszka Zielinska.')
  const quiet = screen.getByText('Quiet one').closest('article') as HTMLElement
  expect(within(quiet).queryByTestId('escalation-badge')).toBeNull()

  await db.tickets.update(ticket.id, { acceptedAt: '2026-11-21T10:25:00.000Z', status: 'assigned' })
  // The card moves to the Assigned column: read it again.
  const again = () => screen.getByText('Sealer jammed').closest('article') as HTMLElement
  await waitFor(() => expect(within(again()).queryByTestId('escalation-badge')).toBeNull())
  expect(within(again()).getByTestId('escalation-history')).toBeTruthy()
})
