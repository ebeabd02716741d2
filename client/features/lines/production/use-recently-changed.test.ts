// The board's 2 s highlight after a status change (spec §2), held to its timers rather than to the wall clock.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { HIGHLIGHT_MS, useRecentlyChanged } from './use-recently-changed'

type Line = { id: number; status: string; version: number }
const lines = (...versions: number[]): Line[] =>
  versions.map((version, i) => ({ id: i + 1, status: 'running', version }))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function board(initial: Line[]) {
  return renderHook(({ current }) => useRecentlyChanged(current), { initialProps: { current: initial } })
}

it('highlights a changed line for 2 s, and not on the first read', () => {
  const view = board(lines(1, 1))
  expect([...view.result.current]).toEqual([])
  view.rerender({ current: lines(2, 1) })
  expect([...view.result.current]).toEqual([1])
  act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1))
  expect([...view.result.current]).toEqual([1])
  act(() => vi.advanceTimersByTime(1))
  expect([...view.result.current]).toEqual([])
})

it('ends the highlight when its timer runs, even if the wall clock is a little behind the timer', () => {
  const view = board(lines(1))
  view.rerender({ current: lines(2) })
  // As under load: the timer's clock ran ahead of Date.now() (Node schedules timers from the loop's cached time).
  vi.setSystemTime(Date.now() - 5)
  act(() => vi.advanceTimersByTime(HIGHLIGHT_MS))
  expect([...view.result.current]).toEqual([])
})

it('gives a line changed again its own full 2 s', () => {
  const view = board(lines(1))
  view.rerender({ current: lines(2) })
  act(() => vi.advanceTimersByTime(1500))
  view.rerender({ current: lines(3) })
  act(() => vi.advanceTimersByTime(500))
  expect([...view.result.current]).toEqual([1])
  act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 500))
  expect([...view.result.current]).toEqual([])
})
