import { describe, expect, it, vi } from 'vitest'
import {
  canApplyUpdate,
  GUARD_MAX_WAIT_MS,
  GUARD_RETRY_MS,
  mayUpdateAnyway,
  reloadWhenAllowed,
  setQueueStuck,
  setUpdateGuard,
} from './update-guard'

describe('update guard', () => {
  it('allows by default', async () => {
    expect(await canApplyUpdate()).toBe(true)
  })

  it('says no while the guard says no, and when the guard throws', async () => {
    const restore = setUpdateGuard(async () => false)
    expect(await canApplyUpdate()).toBe(false)
    setUpdateGuard(() => {
      throw new Error('db closed')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await canApplyUpdate()).toBe(false)
    restore()
  })

  it('reloads only once the guard allows it', async () => {
    vi.useFakeTimers()
    let outboxEmpty = false
    const restore = setUpdateGuard(() => outboxEmpty)
    const reload = vi.fn()

    const done = reloadWhenAllowed(reload)
    await vi.advanceTimersByTimeAsync(GUARD_RETRY_MS * 3)
    expect(reload).not.toHaveBeenCalled()

    outboxEmpty = true
    await vi.advanceTimersByTimeAsync(GUARD_RETRY_MS)
    await done
    expect(reload).toHaveBeenCalledOnce()
    restore()
  })

  it('never blocks for good: after the maximum wait it reloads anyway, keeping the queue', async () => {
    vi.useFakeTimers()
    const restore = setUpdateGuard(() => false)
    const reload = vi.fn()
    const done = reloadWhenAllowed(reload)
    await vi.advanceTimersByTimeAsync(GUARD_MAX_WAIT_MS - GUARD_RETRY_MS)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2 * GUARD_RETRY_MS)
    await done
    expect(reload).toHaveBeenCalledOnce()
    restore()
    vi.useRealTimers()
  })

  it('offers to update anyway at once when the queue cannot move', async () => {
    const restore = setUpdateGuard(() => false)
    expect(await canApplyUpdate()).toBe(false)
    expect(mayUpdateAnyway()).toBe(false)
    setQueueStuck(true)
    expect(mayUpdateAnyway()).toBe(true)
    setQueueStuck(false)
    expect(mayUpdateAnyway(Date.now() + GUARD_MAX_WAIT_MS)).toBe(true)
    restore()
  })
})
