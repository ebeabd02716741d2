// Each ticket step time is also kept as epoch milliseconds (created_ms … resolved_ms), so reports sum
// durations with plain integer SQL on any database. Every ticket write passes its values through here.

const STEPS = [
  ['created_at', 'created_ms'],
  ['assigned_at', 'assigned_ms'],
  ['accepted_at', 'accepted_ms'],
  ['started_at', 'started_ms'],
  ['resolved_at', 'resolved_ms'],
] as const

type StepTimes = { [K in (typeof STEPS)[number][0]]?: string | null }
type StepEpochs = { [K in (typeof STEPS)[number][1]]?: number | null }

/** The values with the epoch twin of every step time they set (null stays null). */
export function withTimeEpochs<T extends StepTimes>(values: T): T & StepEpochs {
  const out: T & StepEpochs = { ...values }
  for (const [at, ms] of STEPS) {
    if (!(at in values)) continue
    const value = values[at]
    out[ms] = value === null || value === undefined ? null : Date.parse(value)
  }
  return out
}
