import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SplashScreen } from './splash-screen'
import { shouldSkipSplash, SKIP_SPLASH_KEY } from './splash-timing'

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))

describe('splash screen', () => {
  it('runs 0→100 over 5 s in 50 ms steps, rotates messages each second, offers help after 3 s', () => {
    vi.useFakeTimers()
    const onDone = vi.fn()
    render(
      <MantineProvider>
        <SplashScreen onDone={onDone} />
      </MantineProvider>,
    )
    expect(progress()).toBe(0)
    expect(screen.getByRole('status').textContent).toBe('Starting Lineside…')

    act(() => vi.advanceTimersByTime(50))
    expect(progress()).toBe(1)
    act(() => vi.advanceTimersByTime(950))
    expect(progress()).toBe(20)
    expect(screen.getByRole('status').textContent).toBe('Loading production lines…')
    expect(screen.queryByRole('button', { name: 'App not loading?' })).toBeNull()

    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('button', { name: 'App not loading?' })).toBeTruthy()
    expect(onDone).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(2000))
    expect(progress()).toBe(100)
    expect(onDone).toHaveBeenCalled()
  })
})

describe('shouldSkipSplash', () => {
  it('skips for ?nosplash or localStorage lineside.skipSplash = 1', () => {
    expect(shouldSkipSplash({ search: '' })).toBe(false)
    expect(shouldSkipSplash({ search: '?nosplash' })).toBe(true)
    localStorage.setItem(SKIP_SPLASH_KEY, '1')
    expect(shouldSkipSplash({ search: '' })).toBe(true)
  })
})
