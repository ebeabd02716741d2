// The interval the predictive model suggests for a plan (spec §1 "suggested"): the time after a repair (or a PM)
// at which the fitted reliability of the machine falls to a target, 90 % by default. Advice only: a person
// applies it to the plan's calendar trigger.
import { daysUntilProbability } from '../maintenance/assessment'
import type { ItemModel } from '../maintenance/item-model'

export const DEFAULT_RELIABILITY_TARGET = 0.9
/** Suggestions are whole days between these bounds. */
export const MIN_SUGGESTED_DAYS = 1
export const MAX_SUGGESTED_DAYS = 365

/**
 * Weibull: R(t) = exp(-(t/η)^β) from a renewal, so t = η·(−ln R)^(1/β). Constant rate λ: t = −ln R / λ. A
 * rising power-law trend has no renewal: the days until the chance of a failure from now reaches 1 − R.
 */
export function suggestedIntervalDays(model: ItemModel, target = DEFAULT_RELIABILITY_TARGET): number | null {
  if (!(target > 0 && target < 1)) return null
  let days: number
  switch (model.kind) {
    case 'weibull':
      days = model.fit.scale * Math.pow(-Math.log(target), 1 / model.fit.shape)
      break
    case 'exponential':
      if (!(model.fit.rate > 0)) return null
      days = -Math.log(target) / model.fit.rate
      break
    case 'power-law':
      days = daysUntilProbability(model, 1 - target, MAX_SUGGESTED_DAYS)
      break
  }
  if (!Number.isFinite(days)) return null
  return Math.min(MAX_SUGGESTED_DAYS, Math.max(MIN_SUGGESTED_DAYS, Math.round(days)))
}
