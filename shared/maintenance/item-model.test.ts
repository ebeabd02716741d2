import { describe, expect, it } from 'vitest'
import { RISK_LEVELS, assess, compareRisk } from './assessment'
import { chooseModel, expectedFailures, probabilityWithin, type FailureEvent } from './item-model'
import { powerLawSamples, weibullSamples } from './test-samples'

const events = (days: number[]): FailureEvent[] =>
  days.map((atDay) => ({ atDay, repairDays: 0.1, category: 'mechanical' }))

describe('choosing a model per item', () => {
  it('uses the pooled constant-rate estimate with few failures, between the item and its type', () => {
    const model = chooseModel({ failures: events([20, 70]), observed: 90, pooledRate: 0.1 })
    expect(model.kind).toBe('exponential')
    if (model.kind !== 'exponential') return
    const itemRate = 2 / 90
    expect(model.fit.rate).toBeGreaterThan(itemRate)
    expect(model.fit.rate).toBeLessThan(0.1)
    // No failures at all still gives a rate: the type's experience.
    expect(chooseModel({ failures: [], observed: 90, pooledRate: 0.1 }).kind).toBe('exponential')
    expect(probabilityWithin(chooseModel({ failures: [], observed: 90, pooledRate: 0.1 }), 30)).toBeGreaterThan(0)
  })

  it('uses the power-law process when failures clearly come faster and faster', () => {
    const times = powerLawSamples(3, 25 / 90 ** 3, 90, 21)
    const model = chooseModel({ failures: events(times), observed: 90, pooledRate: 0.02 })
    expect(model.kind).toBe('power-law')
  })

  it('uses a Weibull fit of running times, with the current run censored, when failures are regular', () => {
    let t = 0
    const days = weibullSamples(12, 3, 7, 4).map((gap) => (t += gap))
    const model = chooseModel({ failures: events(days), observed: t + 2, pooledRate: 0.02 })
    expect(model.kind).toBe('weibull')
    if (model.kind !== 'weibull') return
    expect(model.age).toBeCloseTo(1.9, 6)
    expect(model.fit.censored).toBe(1)
    expect(model.fit.shape).toBeGreaterThan(1.5)
  })

  it('expects more failures over a longer horizon', () => {
    const model = chooseModel({
      failures: events([10, 30, 45, 60, 70, 77, 82, 86, 88]),
      observed: 90,
      pooledRate: 0.02,
    })
    expect(expectedFailures(model, 30)).toBeGreaterThan(expectedFailures(model, 7))
  })
})

describe('assessment', () => {
  const byRate = [0.001, 0.01, 0.03, 0.08, 0.2, 0.5].map((rate) =>
    assess({ kind: 'exponential', fit: { rate, failures: 0, exposure: 90, pooledRate: rate } }),
  )

  it('health score, maintenance date and life remaining fall as risk rises; the level never falls', () => {
    for (let i = 1; i < byRate.length; i++) {
      const [before, after] = [byRate[i - 1]!, byRate[i]!]
      expect(after.healthScore).toBeLessThanOrEqual(before.healthScore)
      expect(after.maintenanceDueDays).toBeLessThanOrEqual(before.maintenanceDueDays)
      expect(after.lifeRemainingDays).toBeLessThanOrEqual(before.lifeRemainingDays)
      expect(RISK_LEVELS.indexOf(after.riskLevel)).toBeGreaterThanOrEqual(RISK_LEVELS.indexOf(before.riskLevel))
      expect(compareRisk(before, after)).toBeGreaterThan(0)
    }
    expect(byRate[0]!.riskLevel).toBe('low')
    expect(byRate[0]!.healthScore).toBeGreaterThan(90)
    expect(byRate[5]!.riskLevel).toBe('critical')
    expect(byRate[5]!.timeframe).toBe('within7Days')
  })

  it('puts maintenance where the chance of a failure reaches 30 % and life where it reaches 50 %', () => {
    const a = byRate[2]!
    expect(a.maintenanceDueDays).toBeCloseTo(-Math.log(0.7) / 0.03, 2)
    expect(a.lifeRemainingDays).toBeCloseTo(Math.log(2) / 0.03, 2)
  })
})
