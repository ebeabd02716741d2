import { describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, afterNextPaint, expectFirstScreen, firstScreenCommitted } from './first-paint'

describe('first paint', () => {
  it('waits for the next frame, or a short while when no frame comes', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('requestAnimationFrame', () => 0)
      let done = false
      void afterNextPaint().then(() => (done = true))
      await vi.advanceTimersByTimeAsync(50)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(60)
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('outside a starting app, resolves after the next frame', async () => {
    await expect(afterFirstPaint()).resolves.toBeUndefined()
  })

  it('in a starting app, resolves once the first screen has committed and painted, not before', async () => {
    expectFirstScreen()
    let painted = false
    void afterFirstPaint().then(() => (painted = true))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(painted).toBe(false)
    firstScreenCommitted()
    await afterFirstPaint()
    expect(painted).toBe(true)
  })
})
