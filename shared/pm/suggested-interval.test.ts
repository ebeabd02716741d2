import { describe, expect, it } from 'vitest'
import { suggestedIntervalDays } from './suggested-interval'

describe('suggested interval', () => {
  it('Weibull: the time at which R(t) falls to the target, t = η(−ln R)^(1/β)', () => {
    const model = { kind: 'weibull' as const, fit: { shape: 2, scale: 100, failures: 8, censored: 1 }, age: 10 }
    // 100 · sqrt(−ln 0.9) = 32.46
    expect(suggestedIntervalDays(model, 0.9)).toBe(32)
    expect(suggestedIntervalDays(model, 0.8)).toBe(47)
  })

  it('constant rate: −ln R / λ, bounded to a year', () => {
    const fit = { rate: 0.01, failures: 2, exposure: 200, pooledRate: 0.01 }
    expect(suggestedIntervalDays({ kind: 'exponential', fit }, 0.9)).toBe(11)
    expect(suggestedIntervalDays({ kind: 'exponential', fit: { ...fit, rate: 0.00001 } }, 0.9)).toBe(365)
    expect(suggestedIntervalDays({ kind: 'exponential', fit: { ...fit, rate: 0 } }, 0.9)).toBeNull()
  })
})
