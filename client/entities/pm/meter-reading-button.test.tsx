// The line tablet's Meter reading (issue 28 §1): an operator enters running hours for one machine of the line; the
// reading is queued through the outbox (offline here: the server is unreachable) with the line, machine and unit.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator, makeMachine } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

let db: LinesideDb
const slow = { timeout: 15_000 }

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.put(makeLine(5, { name: 'Unit B - Line 5' }))
  await db.machines.bulkPut([makeMachine('m-oven', 5, { name: 'Spiral oven' }), makeMachine('m-other', 6)])
})

describe('Meter reading on the line tablet', () => {
  it('needs a value, then queues the reading for the chosen machine of this line', async () => {
    renderFloor('/line/5')
    await userEvent.click(await screen.findByRole('button', { name: 'Meter reading' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Enter a meter reading' }, slow)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reading' }))
    expect(within(dialog).getByText('Enter the reading')).toBeTruthy()

    // Mantine keeps each select's options in the page; this select's are in the listbox it controls.
    const select = within(dialog).getByRole('combobox', { name: 'Machine' })
    await userEvent.click(select)
    const options = within(document.getElementById(select.getAttribute('aria-controls')!)!).getAllByRole('option', {
      hidden: true,
    })
    expect(options.map((o) => o.textContent)).toEqual(['Spiral oven'])
    await userEvent.click(options[0]!)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reading' }), '1234.5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reading' }))
    await screen.findAllByText('Reading saved on this device; it counts once it is sent')
    const queued = await db.outbox.toArray()
    expect(queued.map((e) => [e.name, e.args])).toEqual([
      ['pm.recordReading', expect.objectContaining({ lineId: 5, machineId: 'm-oven', unit: 'hours', value: 1234.5 })],
    ])
  })
})
