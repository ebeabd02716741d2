import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../lib/toast'
import { ToastList } from './toast-list'

const titles = () =>
  within(screen.getByTestId('toast-area'))
    .queryAllByRole('alert')
    .map((el) => el.querySelector('.mantine-Notification-title')?.textContent)

describe('toast list', () => {
  afterEach(() => vi.useRealTimers())

  it('shows at most three, newest first, each for 5 s, and closes one on its button', async () => {
    render(
      <MantineProvider>
        <ToastList />
      </MantineProvider>,
    )
    for (const title of ['one', 'two', 'three', 'four']) await act(() => toast.info(title))
    expect(titles()).toEqual(['four', 'three', 'two'])

    const closeButtons = screen.getAllByRole('button', { name: 'Close' })
    act(() => fireEvent.click(closeButtons[0]!))
    expect(titles()).toEqual(['three', 'two'])

    // A toast shown now (its timer on the fake clock) goes after 5 s; the older two (real timers) stay meanwhile.
    vi.useFakeTimers()
    await act(() => toast.success('five'))
    expect(titles()).toEqual(['five', 'three', 'two'])
    act(() => vi.advanceTimersByTime(4900))
    expect(titles()).toEqual(['five', 'three', 'two'])
    act(() => vi.advanceTimersByTime(200))
    expect(titles()).toEqual(['three', 'two'])
  })
})
