import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { theme } from '../../app/theme'
import { MachineStatusLights } from './machine-status-lights'
import { makeMachine } from './machines-test-data'

const show = (ui: React.ReactElement) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>)

describe('machine status lights', () => {
  it('shows at most five lights and +N for the rest', () => {
    const machines = Array.from({ length: 8 }, (_, i) => makeMachine(3, i + 1))
    show(<MachineStatusLights lineName="Unit B - Line 3" machines={machines} />)
    const group = screen.getByRole('group', { name: 'Machine status of Unit B - Line 3' })
    expect(within(group).getAllByRole('button')).toHaveLength(5)
    expect(within(group).getByText('+3')).toBeTruthy()
    expect(within(group).getByText('3 more machines')).toBeTruthy()
  })

  it('shows no +N when five or fewer', () => {
    show(<MachineStatusLights lineName="L" machines={[makeMachine(1, 1), makeMachine(1, 2)]} />)
    expect(screen.getAllByRole('button')).toHaveLength(2)
    expect(screen.queryByText(/^\+/)).toBeNull()
  })

  it('names each light by machine and status word, with a check on operational', () => {
    const machines = [
      makeMachine(1, 1, { name: 'Slicer A', status: 'operational' }),
      makeMachine(1, 2, { name: 'Sealer B', status: 'fault' }),
      makeMachine(1, 3, { name: 'Belt C', status: 'maintenance' }),
      makeMachine(1, 4, { name: 'Scale D', status: 'offline' }),
    ]
    show(<MachineStatusLights lineName="L" machines={machines} />)
    const ok = screen.getByRole('button', { name: 'Slicer A: Operational' })
    expect(ok.getAttribute('data-tone')).toBe('operational')
    expect(ok.querySelector('svg')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Sealer B: Faulty' }).querySelector('svg')).toBeNull()
    expect(screen.getByRole('button', { name: 'Belt C: Maintenance' }).getAttribute('data-tone')).toBe('maintenance')
    expect(screen.getByRole('button', { name: 'Scale D: Offline' }).getAttribute('data-tone')).toBe('offline')
  })

  it('reports the clicked machine id and name to the parent', async () => {
    const machine = makeMachine(1, 1, { name: 'Slicer A' })
    const onSelect = vi.fn()
    show(<MachineStatusLights lineName="L" machines={[machine]} onSelect={onSelect} />)
    await userEvent.click(screen.getByRole('button', { name: 'Slicer A: Operational' }))
    expect(onSelect).toHaveBeenCalledWith({ id: machine.id, name: 'Slicer A' })
  })

  it('shows the name, status, type and model in the tooltip', async () => {
    show(
      <MachineStatusLights
        lineName="L"
        machines={[makeMachine(1, 1, { name: 'Slicer A', type: 'slicer', model: 'GMS 520' })]}
      />,
    )
    await userEvent.hover(screen.getByRole('button', { name: 'Slicer A: Operational' }))
    const tip = await screen.findByRole('tooltip', {}, { timeout: 2000 })
    expect(tip.textContent).toContain('Slicer A')
    expect(tip.textContent).toContain('Status: Operational')
    expect(tip.textContent).toContain('Type: TVI Slicer')
    expect(tip.textContent).toContain('Model: GMS 520')
  })

  it.each([
    ['loading', undefined],
    ['empty', []],
  ])('shows three grey pulsing circles while %s', (_, machines) => {
    show(<MachineStatusLights lineName="L" machines={machines} />)
    const waiting = screen.getByRole('img', { name: 'No machine status yet' })
    expect(waiting.children).toHaveLength(3)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})
