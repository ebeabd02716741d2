import { describe, expect, it } from 'vitest'
import { fitPowerLaw, powerLawExpected, powerLawProbability } from './power-law'
import { powerLawSamples } from './test-samples'

describe('Crow-AMSAA power-law process', () => {
  it('recovers a rising failure rate (β = 2.5) from a simulated history', () => {
    const observed = 100
    const lambda = 300 / observed ** 2.5
    const fit = fitPowerLaw(powerLawSamples(2.5, lambda, observed, 5), observed)!
    expect(fit.failures).toBeGreaterThan(250)
    expect(Math.abs(fit.shape - 2.5) / 2.5).toBeLessThan(0.12)
    expect(fit.risingPValue).toBeLessThan(0.001)
    // The expected count over the whole history matches what happened.
    expect(powerLawExpected(fit, 0, observed)).toBeCloseTo(fit.failures, 6)
  })

  it('finds no rising trend in a constant-rate history', () => {
    const fit = fitPowerLaw(powerLawSamples(1, 0.5, 200, 9), 200)!
    expect(Math.abs(fit.shape - 1)).toBeLessThan(0.2)
    expect(fit.risingPValue).toBeGreaterThan(0.1)
  })

  it('predicts more failures ahead for a rising process than for a steady one with the same count', () => {
    const rising = fitPowerLaw([40, 60, 70, 78, 84, 89, 93, 96, 98, 99], 100)!
    const steady = fitPowerLaw([10, 20, 30, 40, 50, 60, 70, 80, 90, 99], 100)!
    expect(rising.shape).toBeGreaterThan(1.5)
    expect(powerLawProbability(rising, 7)).toBeGreaterThan(powerLawProbability(steady, 7))
  })

  it('needs three failures', () => {
    expect(fitPowerLaw([10, 20], 30)).toBeNull()
  })
})
