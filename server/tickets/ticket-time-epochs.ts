// Each ticket step time is also kept as epoch milliseconds (created_ms … resolved_ms), so reports sum
// durations with plain integer SQL on any database, and the UTC creation day (created_day). Every ticket write passes its values through here.

const STEPS = [
  ['created_at', 'created_ms'],
  ['assigned_at', 'assigned_ms'],
  ['accepted_at', 'accepted_ms'],
  ['started_at', 'started_ms'],
  ['resolved_at', 'resolved_ms'],
] as const

type StepTimes = { [K in (typeof STEPS)[number][0]]?: string | null }
type StepEpochs = { [K in (typeof STEPS)[number][1]]?: number | null } & { created_day?: string | null }

/** The values with the epoch twin of every step time they set (null stays null). */
export function withTimeEpochs<T extends StepTimes>(values: T): T & StepEpochs {
  // Object.assign, not a spread: Node 20's V8 adds each property to a spread copy through the runtime (decision 171).
  const out: T & StepEpochs = Object.assign({}, values)
  for (const [at, ms] of STEPS) {
    if (!(at in values)) continue
    const value = values[at]
    out[ms] = value === null || value === undefined ? null : Date.parse(value)
  }
  // The UTC creation day, so the ticket report groups by day along an index (decision 121).
  if ('created_at' in values) out.created_day = values.created_at ? values.created_at.slice(0, 10) : null
  return out
}
