// Weibull time-between-failures fit by maximum likelihood, with right-censored running times.
import { jStat } from './jstat'

export interface WeibullFit {
  /** β: above 1 the item wears out (failures come sooner the longer it runs). */
  shape: number
  /** η in the same unit as the times (days here). */
  scale: number
  failures: number
  censored: number
}

const MIN_SHAPE = 0.05
const MAX_SHAPE = 20

/**
 * Maximum-likelihood Weibull fit. `failures` are observed times to failure, `censored` times an item has run
 * without failing yet (right-censored). The shape solves the profile-likelihood equation
 * Σ xᵝ ln x / Σ xᵝ − 1/β − mean(ln tᵢ) = 0 (increasing in β, so bisection finds it deterministically), then
 * η = (Σ xᵝ / r)^(1/β). Needs two distinct failure times.
 */
export function fitWeibull(failures: readonly number[], censored: readonly number[] = []): WeibullFit | null {
  const fails = failures.filter((t) => t > 0)
  const cens = censored.filter((t) => t > 0)
  if (fails.length < 2 || new Set(fails).size < 2) return null
  // Work on times scaled to the largest so xᵝ never overflows.
  const unit = Math.max(...fails, ...cens)
  const all = [...fails, ...cens].map((t) => t / unit)
  const meanLogFail = fails.reduce((s, t) => s + Math.log(t / unit), 0) / fails.length
  const g = (beta: number) => {
    let a = 0
    let b = 0
    for (const x of all) {
      const xb = x ** beta
      a += xb
      b += xb * Math.log(x)
    }
    return b / a - 1 / beta - meanLogFail
  }
  let lo = MIN_SHAPE
  let hi = MAX_SHAPE
  if (g(hi) < 0) lo = hi
  else if (g(lo) > 0) hi = lo
  for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2
    if (g(mid) < 0) lo = mid
    else hi = mid
  }
  const shape = (lo + hi) / 2
  const sum = all.reduce((s, x) => s + x ** shape, 0)
  const scale = unit * (sum / fails.length) ** (1 / shape)
  return { shape, scale, failures: fails.length, censored: cens.length }
}

/** Cumulative hazard (t/η)^β. */
export function weibullCumulativeHazard(fit: Pick<WeibullFit, 'shape' | 'scale'>, t: number): number {
  return t <= 0 ? 0 : (t / fit.scale) ** fit.shape
}

/** Probability it fails within `horizon` more, given it has run `age` since its last repair. */
export function weibullConditionalProbability(
  fit: Pick<WeibullFit, 'shape' | 'scale'>,
  age: number,
  horizon: number,
): number {
  if (horizon <= 0) return 0
  const h = weibullCumulativeHazard(fit, age + horizon) - weibullCumulativeHazard(fit, age)
  return 1 - Math.exp(-h)
}

/** Probability a freshly repaired item fails within t (the fitted curve drawn on screen). */
export function weibullCdf(fit: Pick<WeibullFit, 'shape' | 'scale'>, t: number): number {
  return t <= 0 ? 0 : jStat.weibull.cdf(t, fit.scale, fit.shape)
}

/** Mean time between failures of the fitted distribution. */
export function weibullMean(fit: Pick<WeibullFit, 'shape' | 'scale'>): number {
  return jStat.weibull.mean(fit.scale, fit.shape)
}
