import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Machine } from '../../../shared/types'
import type { LinesideDb } from '../../data/db'
import { clearSession } from '../../lib/session-store'
import { renderWithProviders } from '../../test-utils/render-app'
import { MachineFormDialog } from './machine-form-dialog'
import { makeMachine, setUpDevice } from './machines-test-data'

let db: LinesideDb
beforeEach(() => {
  db = setUpDevice('engineer')
})

function Harness({ machine, onClose = () => {} }: { machine?: Machine; onClose?: () => void }) {
  const [opened, setOpened] = useState(true)
  return (
    <>
      <button onClick={() => setOpened(true)}>reopen</button>
      <MachineFormDialog
        opened={opened}
        lineId={3}
        lineName="Unit B - Line 3"
        machine={machine}
        onClose={() => {
          setOpened(false)
          onClose()
        }}
      />
    </>
  )
}

/** Mantine keeps each select's options in the page; the ones of this select are in the listbox it controls. */
async function openOptions(selectName: string) {
  const select = await screen.findByRole('combobox', { name: selectName })
  await userEvent.click(select)
  return within(document.getElementById(select.getAttribute('aria-controls')!)!).getAllByRole('option', {
    hidden: true,
  })
}

async function choose(selectName: string, label: string) {
  const option = (await openOptions(selectName)).find((o) => o.textContent === label)
  await userEvent.click(option!)
}
const chooseType = (label: string) => choose('Machine Type', label)

describe('Add/Edit Machine dialog', () => {
  it('offers the fixed type list, each with its icon', async () => {
    renderWithProviders(<Harness />)
    expect(await screen.findByRole('dialog', { name: 'Add Machine to Unit B - Line 3' })).toBeTruthy()
    const options = await openOptions('Machine Type')
    expect(options.map((o) => o.textContent)).toEqual([
      'Crusher',
      'TVI Slicer',
      'Digi Checkweigher',
      'Mondini Sealer',
      'Conveyor',
    ])
    expect(options.map((o) => o.querySelector('svg')?.getAttribute('data-machine-type'))).toEqual([
      'crusher',
      'slicer',
      'checkweigher',
      'sealer',
      'conveyor',
    ])
  })

  it('refuses an empty name with the validation toast and sends nothing', async () => {
    renderWithProviders(<Harness />)
    await chooseType('Conveyor')
    await userEvent.click(screen.getByRole('button', { name: 'Add Machine' }))
    expect(await screen.findByText('Validation Error')).toBeTruthy()
    expect(screen.getByText('Machine name and type are required')).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
    expect(await db.machines.count()).toBe(0)
  })

  it('refuses a missing type the same way', async () => {
    renderWithProviders(<Harness />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Machine Name' }), 'Belt 1')
    await userEvent.click(screen.getByRole('button', { name: 'Add Machine' }))
    expect(await screen.findByText('Machine name and type are required')).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
  })

  it('adds a machine to the line it was opened for, through the outbox', async () => {
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} />)
    await chooseType('Conveyor')
    await userEvent.type(screen.getByRole('textbox', { name: 'Machine Name' }), 'Infeed belt')
    await userEvent.type(screen.getByRole('textbox', { name: 'Model (optional)' }), 'S900')
    await userEvent.click(screen.getByRole('button', { name: 'Add Machine' }))
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.name).toBe('machine.create'))
    // Honest (issue 17 §2): saved on the device first; green only once the server has it (the outbox entry gone).
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.queryByText('Machine added successfully')).toBeNull()
    await db.outbox.clear()
    expect(await screen.findByText('Machine added successfully', {}, { timeout: 5000 })).toBeTruthy()
    const [machine] = await db.machines.toArray()
    expect(machine).toMatchObject({
      lineId: 3,
      name: 'Infeed belt',
      type: 'conveyor',
      model: 'S900',
      serialNumber: null,
      status: 'operational',
    })
    expect(onClose).toHaveBeenCalled()
  })

  it('edits a machine, keeping a type outside the list', async () => {
    const machine = makeMachine(3, 1, { name: 'Metal Detector 3-6', type: 'other', model: 'Loma IQ4' })
    await db.machines.put(machine)
    renderWithProviders(<Harness machine={machine} />)
    expect(await screen.findByRole('dialog', { name: 'Edit Machine' })).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Machine Type' }) as HTMLInputElement).value).toBe('Other')
    const name = screen.getByRole('textbox', { name: 'Machine Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Metal Detector A')
    await choose('Initial Status', 'Maintenance')
    await userEvent.click(screen.getByRole('button', { name: 'Update Machine' }))
    // Honest (issue 17 §2): saved on the device first; green only once the server has it (the outbox entry gone).
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.queryByText('Machine updated successfully')).toBeNull()
    await db.outbox.clear()
    expect(await screen.findByText('Machine updated successfully', {}, { timeout: 5000 })).toBeTruthy()
    expect(await db.machines.get(machine.id)).toMatchObject({
      name: 'Metal Detector A',
      type: 'other',
      status: 'maintenance',
      model: 'Loma IQ4',
    })
  })

  it('starts empty with status operational again after Cancel', async () => {
    renderWithProviders(<Harness />)
    await chooseType('Crusher')
    await userEvent.type(screen.getByRole('textbox', { name: 'Machine Name' }), 'Half typed')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Machine Name' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'reopen', hidden: true }))
    expect(((await screen.findByRole('textbox', { name: 'Machine Name' })) as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('combobox', { name: 'Machine Type' }) as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('combobox', { name: 'Initial Status' }) as HTMLInputElement).value).toBe('Operational')
  })

  it('shows "Error: Failed to add machine" when the change cannot be saved', async () => {
    renderWithProviders(<Harness />)
    await chooseType('Crusher')
    await userEvent.type(screen.getByRole('textbox', { name: 'Machine Name' }), 'Crusher 9')
    clearSession()
    await userEvent.click(screen.getByRole('button', { name: 'Add Machine' }))
    expect(await screen.findByText('Failed to add machine')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Add Machine to Unit B - Line 3' })).toBeTruthy()
  })
})
