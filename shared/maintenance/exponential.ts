// Constant-rate (exponential, MTBF) estimate for items with too few failures to fit a shape,
// pooled with their machine type: a gamma prior worth PRIOR_FAILURES failures at the type's rate.

export const PRIOR_FAILURES = 2

export interface ExponentialFit {
  /** Failures per day. */
  rate: number
  failures: number
  /** Days observed. */
  exposure: number
  /** Rate of the item's type (or the plant) the estimate was pooled with. */
  pooledRate: number
}

/** Posterior mean rate (r + a) / (T + a / λ_type). */
export function fitPooledExponential(failures: number, exposure: number, pooledRate: number): ExponentialFit {
  const prior = pooledRate > 0 ? PRIOR_FAILURES : 0
  const priorExposure = pooledRate > 0 ? PRIOR_FAILURES / pooledRate : 0
  const denominator = exposure + priorExposure
  const rate = denominator > 0 ? (failures + prior) / denominator : 0
  return { rate, failures, exposure, pooledRate }
}

export function exponentialProbability(fit: Pick<ExponentialFit, 'rate'>, horizon: number): number {
  return 1 - Math.exp(-fit.rate * Math.max(horizon, 0))
}
