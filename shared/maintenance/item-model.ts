// Which model describes one item's failures, and what it predicts. Times are in days; day 0 is the start of
// the recorded history, `observed` is "now".
import { exponentialProbability, fitPooledExponential, type ExponentialFit } from './exponential'
import { fitPowerLaw, powerLawExpected, powerLawProbability, type PowerLawFit } from './power-law'
import {
  fitWeibull,
  weibullConditionalProbability,
  weibullCumulativeHazard,
  weibullMean,
  type WeibullFit,
} from './weibull'

/** Below this many failures an item gets the pooled constant-rate estimate. */
export const MIN_FAILURES_FOR_FIT = 5
/** A rising trend can be told from this many failures on (Crow's test needs few when they bunch up late). */
export const MIN_FAILURES_FOR_TREND = 4
/** A power-law trend is used when "no trend" is rejected at this level. */
export const RISING_TREND_P = 0.1

export interface FailureEvent {
  /** Days since the history began. */
  atDay: number
  /** Days the item was down for the repair. */
  repairDays: number
  category: string
}

export interface ItemHistory {
  failures: readonly FailureEvent[]
  /** Days from the start of the history to now. */
  observed: number
  /** Failures per day of items of the same type (or the plant), for the pooled estimate. */
  pooledRate: number
}

export type ItemModel =
  | { kind: 'power-law'; fit: PowerLawFit }
  | { kind: 'weibull'; fit: WeibullFit; /** Days run since the last repair. */ age: number }
  | { kind: 'exponential'; fit: ExponentialFit }

export type ModelKind = ItemModel['kind']

export function chooseModel(history: ItemHistory): ItemModel {
  const failures = [...history.failures]
    .filter((f) => f.atDay >= 0 && f.atDay <= history.observed)
    .sort((a, b) => a.atDay - b.atDay)
  if (failures.length >= MIN_FAILURES_FOR_TREND) {
    const trend = fitPowerLaw(
      failures.map((f) => f.atDay),
      history.observed,
    )
    if (trend && trend.shape > 1 && trend.risingPValue < RISING_TREND_P) return { kind: 'power-law', fit: trend }
  }
  if (failures.length >= MIN_FAILURES_FOR_FIT) {
    const { gaps, age } = runningTimes(failures, history.observed)
    const fit = fitWeibull(gaps, [age])
    if (fit) return { kind: 'weibull', fit, age }
  }
  return { kind: 'exponential', fit: fitPooledExponential(failures.length, history.observed, history.pooledRate) }
}

/** Running time between a repair and the next failure (the first, open-ended interval is unknown), and now. */
export function runningTimes(failures: readonly FailureEvent[], observed: number): { gaps: number[]; age: number } {
  const gaps: number[] = []
  for (let i = 1; i < failures.length; i++) {
    const prev = failures[i - 1]!
    gaps.push(Math.max(failures[i]!.atDay - (prev.atDay + prev.repairDays), 1 / 1440))
  }
  const last = failures[failures.length - 1]
  const age = last ? Math.max(observed - (last.atDay + last.repairDays), 1 / 1440) : observed
  return { gaps, age }
}

/** Probability of at least one failure within `days` from now. */
export function probabilityWithin(model: ItemModel, days: number): number {
  switch (model.kind) {
    case 'power-law':
      return powerLawProbability(model.fit, days)
    case 'weibull':
      return weibullConditionalProbability(model.fit, model.age, days)
    case 'exponential':
      return exponentialProbability(model.fit, days)
  }
}

/** Expected number of failures within `days` from now. */
export function expectedFailures(model: ItemModel, days: number): number {
  switch (model.kind) {
    case 'power-law':
      return powerLawExpected(model.fit, model.fit.observed, model.fit.observed + days)
    case 'weibull': {
      // The first failure's hazard, then renewals at the mean interval.
      const first = weibullCumulativeHazard(model.fit, model.age + days) - weibullCumulativeHazard(model.fit, model.age)
      return Math.min(first, probabilityWithin(model, days) + days / weibullMean(model.fit))
    }
    case 'exponential':
      return model.fit.rate * days
  }
}

/** The model's parameters, for the screen ("which model each item got"). */
export function modelParameters(model: ItemModel): Record<string, number> {
  switch (model.kind) {
    case 'power-law':
      return {
        beta: model.fit.shape,
        lambda: model.fit.scale,
        failures: model.fit.failures,
        pValue: model.fit.risingPValue,
      }
    case 'weibull':
      return { beta: model.fit.shape, etaDays: model.fit.scale, failures: model.fit.failures, ageDays: model.age }
    case 'exponential':
      return { ratePerDay: model.fit.rate, failures: model.fit.failures, pooledRatePerDay: model.fit.pooledRate }
  }
}
