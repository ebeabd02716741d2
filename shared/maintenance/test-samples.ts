// Seeded samples for the model tests: the same numbers on every run.
export function seededUniform(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967297
  }
}

/** Weibull samples by inverse CDF. */
export function weibullSamples(n: number, shape: number, scale: number, seed: number): number[] {
  const u = seededUniform(seed)
  return Array.from({ length: n }, () => scale * (-Math.log(1 - u())) ** (1 / shape))
}

/** Failure times of a power-law process λt^β on (0, T]: unit-rate arrivals mapped through Λ⁻¹. */
export function powerLawSamples(shape: number, scale: number, observed: number, seed: number): number[] {
  const u = seededUniform(seed)
  const times: number[] = []
  let cumulative = 0
  for (;;) {
    cumulative += -Math.log(1 - u())
    const t = (cumulative / scale) ** (1 / shape)
    if (t > observed) return times
    times.push(t)
  }
}
