import { describe, expect, it, vi } from 'vitest'
import { vibrateSuccess } from './vibrate'

describe('vibrateSuccess', () => {
  it('vibrates where supported', () => {
    const vibrate = vi.fn().mockReturnValue(true)
    vi.stubGlobal('navigator', { ...navigator, vibrate })
    vibrateSuccess()
    expect(vibrate).toHaveBeenCalledOnce()
  })

  it('does nothing, silently, where unsupported or blocked', () => {
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined })
    expect(() => vibrateSuccess()).not.toThrow()
    vi.stubGlobal('navigator', {
      ...navigator,
      vibrate: () => {
        throw new Error('blocked')
      },
    })
    expect(() => vibrateSuccess()).not.toThrow()
  })
})
