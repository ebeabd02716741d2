import { describe, expect, it, vi } from 'vitest'
import { canApplyUpdate, GUARD_RETRY_MS, reloadWhenAllowed, setUpdateGuard } from './update-guard'

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
})
