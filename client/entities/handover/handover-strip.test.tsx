// The line tablet's handover (issue 34 §3): an unacknowledged handover of the line is shown at the top and
// acknowledged through the outbox; the outgoing lead writes the shift's handover, pre-filled from the server.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it } from 'vitest'
import { handoverShiftAt } from '../../../shared/handover/shifts'
import type { ShiftHandover } from '../../../shared/handover/types'
import type { LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAs, renderAsRole } from '../../test-utils/render-as-role'

let db: LinesideDb
const slow = { timeout: 5000 }

function handover(overrides: Partial<ShiftHandover> = {}): ShiftHandover {
  const { date, shift } = handoverShiftAt(new Date())
  return {
    id: crypto.randomUUID(),
    lineId: 6,
    lineName: 'Unit B - Line 6',
    shiftDate: date,
    shift,
    items: [
      {
        kind: 'ticket',
        ref: 't1',
        label: 'TKT-000042',
        detail: 'Seal jaw jammed',
        state: 'open',
        priority: 'critical',
        at: new Date().toISOString(),
        endAt: null,
        reasonId: null,
      },
    ],
    notes: 'Watch the filler',
    signedBy: 'Olivia Nowak',
    signedById: 99,
    signedAt: new Date().toISOString(),
    signedAtDevice: new Date().toISOString(),
    acknowledgedBy: null,
    acknowledgedById: null,
    acknowledgedAt: null,
    acknowledgedAtDevice: null,
    acknowledgeNote: null,
    ...overrides,
  }
}

beforeEach(async () => {
  db = freshDbAs('operator')
  await db.lines.bulkPut([makeLine(6, { name: 'Unit B - Line 6' })])
})

it('shows an unacknowledged handover at the top; reading and acknowledging it queues handover.acknowledge', async () => {
  const h = handover()
  await db.handovers.put(h)
  renderAsRole('/line/6', 'operator')
  const banner = await screen.findByTestId('handover-banner', undefined, slow)
  expect(banner.textContent).toContain('Olivia Nowak')
  await userEvent.click(within(banner).getByRole('button', { name: 'Read and acknowledge' }))
  const dialog = await screen.findByRole('dialog', undefined, slow)
  expect(await within(dialog).findByText('TKT-000042', undefined, slow)).toBeTruthy()
  expect(within(dialog).getByText('Watch the filler')).toBeTruthy()
  await userEvent.type(within(dialog).getByLabelText('Your note (optional)'), 'Read it')
  await userEvent.click(within(dialog).getByRole('button', { name: /^Acknowledge as/ }))
  await waitFor(async () => {
    const queued = (await db.outbox.toArray()).filter((e) => e.name === 'handover.acknowledge')
    expect(queued.map((e) => e.args)).toEqual([{ id: h.id, note: 'Read it' }])
  }, slow)
  expect((await db.handovers.get(h.id))?.acknowledgedAt).not.toBeNull()
  await waitFor(() => expect(screen.queryByTestId('handover-banner')).toBeNull(), slow)
})

it('does not ask the one who signed it, and not for an acknowledged one', async () => {
  await db.handovers.put(handover({ signedById: 7 }))
  await db.handovers.put(handover({ id: crypto.randomUUID(), lineId: 5, acknowledgedAt: new Date().toISOString() }))
  renderAsRole('/line/6', 'operator')
  expect(await screen.findByText(/waits for the incoming lead/, undefined, slow)).toBeTruthy()
  expect(screen.queryByTestId('handover-banner')).toBeNull()
})

it('writes the shift’s handover pre-filled from the server and signs it through the outbox', async () => {
  const { date, shift } = handoverShiftAt(new Date())
  const items = handover().items
  renderAsRole('/line/6', 'operator', { '/api/handovers/prefill': { lineId: 6, shiftDate: date, shift, items } })
  await userEvent.click(await screen.findByRole('button', { name: 'Write handover' }, slow))
  const dialog = await screen.findByRole('dialog', undefined, slow)
  expect(await within(dialog).findByText(/Pre-filled from the server/, undefined, slow)).toBeTruthy()
  expect(within(dialog).getByText('TKT-000042')).toBeTruthy()
  await userEvent.type(within(dialog).getByLabelText(/Notes for the next shift/), 'Filler 2 slow')
  await userEvent.click(within(dialog).getByRole('button', { name: /^Sign handover as/ }))
  await waitFor(async () => {
    const queued = (await db.outbox.toArray()).filter((e) => e.name === 'handover.sign')
    expect(queued).toHaveLength(1)
    expect(queued[0]!.args).toMatchObject({ lineId: 6, shiftDate: date, shift, notes: 'Filler 2 slow', items })
  }, slow)
  expect(await screen.findByText(/waits for the incoming lead/, undefined, slow)).toBeTruthy()
})
