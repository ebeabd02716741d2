import { describe, expect, it } from 'vitest'
import { weibullSamples } from './test-samples'
import { fitWeibull, weibullCdf, weibullConditionalProbability, weibullMean } from './weibull'

describe('Weibull maximum-likelihood fit', () => {
  it.each([
    [2, 10],
    [0.8, 30],
    [3.5, 5],
  ])('recovers shape %d and scale %d from 3,000 generated failure times', (shape, scale) => {
    const fit = fitWeibull(weibullSamples(3000, shape, scale, 7))!
    expect(fit.shape).toBeGreaterThan(shape * 0.95)
    expect(fit.shape).toBeLessThan(shape * 1.05)
    expect(fit.scale).toBeGreaterThan(scale * 0.95)
    expect(fit.scale).toBeLessThan(scale * 1.05)
  })

  it('uses right-censored running times: cut at a fixed time, the fit still finds the truth, dropping them does not', () => {
    const cut = 8
    const samples = weibullSamples(3000, 2, 10, 11)
    const failures = samples.filter((t) => t <= cut)
    const censored = samples.filter((t) => t > cut).map(() => cut)
    expect(censored.length).toBeGreaterThan(500)
    const fit = fitWeibull(failures, censored)!
    expect(Math.abs(fit.shape - 2) / 2).toBeLessThan(0.08)
    expect(Math.abs(fit.scale - 10) / 10).toBeLessThan(0.08)
    expect(fit.censored).toBe(censored.length)
    const naive = fitWeibull(failures)!
    expect(naive.scale).toBeLessThan(8)
  })

  it('needs two distinct failure times', () => {
    expect(fitWeibull([5])).toBeNull()
    expect(fitWeibull([5, 5, 5])).toBeNull()
    expect(fitWeibull([3, 5], [10])).not.toBeNull()
  })

  it('is deterministic', () => {
    const s = weibullSamples(50, 1.7, 12, 3)
    expect(fitWeibull(s)).toEqual(fitWeibull(s))
  })

  it('conditional probability grows with the horizon and, for a wearing item, with its age', () => {
    const fit = { shape: 2.5, scale: 20 }
    expect(weibullConditionalProbability(fit, 5, 7)).toBeLessThan(weibullConditionalProbability(fit, 5, 30))
    expect(weibullConditionalProbability(fit, 5, 7)).toBeLessThan(weibullConditionalProbability(fit, 25, 7))
    expect(weibullConditionalProbability(fit, 0, 10)).toBeCloseTo(weibullCdf(fit, 10), 10)
    expect(weibullMean({ shape: 1, scale: 20 })).toBeCloseTo(20, 6)
  })
})
