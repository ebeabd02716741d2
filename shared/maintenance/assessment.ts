// From a model's predictions to what the maintenance team reads: health score, risk level, timeframe,
// next maintenance date and life remaining. Every figure falls as risk rises.
import { HORIZON_DAYS } from './constants'
import { expectedFailures, probabilityWithin, type ItemModel } from './item-model'

export type RiskLevel = 'low' | 'medium' | 'high' | 'critical'
export type Timeframe = 'within7Days' | 'within30Days' | 'within90Days' | 'beyond90Days'

export const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical']
/** Plan maintenance before the chance of a failure reaches this. */
export const MAINTENANCE_PROBABILITY_THRESHOLD = 0.3
/** Life remaining is the median time to the next failure. */
export const LIFE_PROBABILITY = 0.5

export interface Assessment {
  probability7d: number
  probability30d: number
  expectedFailures30d: number
  healthScore: number
  riskLevel: RiskLevel
  timeframe: Timeframe
  /** Days from now until maintenance is due (0 = now). */
  maintenanceDueDays: number
  /** Days from now until the chance of a failure reaches one in two (capped at HORIZON_DAYS). */
  lifeRemainingDays: number
}

export function assess(model: ItemModel): Assessment {
  const p7 = probabilityWithin(model, 7)
  const p30 = probabilityWithin(model, 30)
  const life = daysUntilProbability(model, LIFE_PROBABILITY)
  return {
    probability7d: p7,
    probability30d: p30,
    expectedFailures30d: expectedFailures(model, 30),
    healthScore: healthScore(p7, p30),
    riskLevel: riskLevel(p7, p30),
    timeframe: timeframe(life),
    maintenanceDueDays: daysUntilProbability(model, MAINTENANCE_PROBABILITY_THRESHOLD),
    lifeRemainingDays: life,
  }
}

/** 100 = no failure expected within a month; weighs the next week as much as the month. */
export function healthScore(p7: number, p30: number): number {
  return Math.round(100 * (1 - (p7 + p30) / 2))
}

export function riskLevel(p7: number, p30: number): RiskLevel {
  if (p7 >= 0.7) return 'critical'
  if (p7 >= 0.4 || p30 >= 0.8) return 'high'
  if (p30 >= 0.4) return 'medium'
  return 'low'
}

export function timeframe(lifeRemainingDays: number): Timeframe {
  if (lifeRemainingDays <= 7) return 'within7Days'
  if (lifeRemainingDays <= 30) return 'within30Days'
  if (lifeRemainingDays <= 90) return 'within90Days'
  return 'beyond90Days'
}

/** Days until the chance of a failure reaches `threshold`, by bisection (probability only grows with time). */
export function daysUntilProbability(model: ItemModel, threshold: number, maxDays = HORIZON_DAYS): number {
  if (probabilityWithin(model, maxDays) < threshold) return maxDays
  let lo = 0
  let hi = maxDays
  for (let i = 0; i < 60 && hi - lo > 1e-3; i++) {
    const mid = (lo + hi) / 2
    if (probabilityWithin(model, mid) >= threshold) hi = mid
    else lo = mid
  }
  return hi
}

/** Rank order: expected failures this month, then the week's probability. */
export function compareRisk(a: Assessment, b: Assessment): number {
  return b.expectedFailures30d - a.expectedFailures30d || b.probability7d - a.probability7d
}
