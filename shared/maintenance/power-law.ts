// Crow-AMSAA (power-law non-homogeneous Poisson process) for items that are repaired, not replaced:
// failure intensity λβt^(β−1), rising when β > 1.
import { jStat } from './jstat'

export interface PowerLawFit {
  /** β, bias-corrected for a time-terminated test: above 1 failures come ever faster. */
  shape: number
  /** λ in failures per day^β. */
  scale: number
  failures: number
  /** Length of the observation, in days, from its start to "now". */
  observed: number
  /** One-sided p-value of "no trend" against "rising failure rate" (Crow's χ² test). */
  risingPValue: number
}

/**
 * Maximum-likelihood fit of a time-terminated observation: failures at `times` (days since the observation
 * began), observed until `observed`. β̂ = n / Σ ln(T/tᵢ), corrected by (n−2)/n; λ = n / T^β.
 */
export function fitPowerLaw(times: readonly number[], observed: number): PowerLawFit | null {
  const ts = times.filter((t) => t > 0 && t <= observed).map((t) => Math.min(t, observed * (1 - 1e-9)))
  const n = ts.length
  if (n < 3 || observed <= 0) return null
  const sumLog = ts.reduce((s, t) => s + Math.log(observed / t), 0)
  if (sumLog <= 0) return null
  const mle = n / sumLog
  const shape = ((n - 2) / n) * mle
  const scale = n / observed ** shape
  // Under a constant rate 2n/β̂ follows χ² with 2n degrees of freedom; a small value means a rising rate.
  const risingPValue = jStat.chisquare.cdf((2 * n) / mle, 2 * n)
  return { shape, scale, failures: n, observed, risingPValue }
}

/** Expected failures between `from` and `to` (days since the observation began). */
export function powerLawExpected(fit: Pick<PowerLawFit, 'shape' | 'scale'>, from: number, to: number): number {
  return fit.scale * (Math.max(to, 0) ** fit.shape - Math.max(from, 0) ** fit.shape)
}

/** Probability of at least one failure within `horizon` days after the end of the observation. */
export function powerLawProbability(fit: PowerLawFit, horizon: number): number {
  return 1 - Math.exp(-powerLawExpected(fit, fit.observed, fit.observed + Math.max(horizon, 0)))
}
