// OEE (food-plant spec §3, decision 200): stops from the status history, their reasons, and availability ×
// performance × quality over the scheduled shift time. Pure: times are epoch milliseconds, intervals half-open.
// From time to window totals in oee-stops.ts, from totals to figures in oee-figures.ts (decision 241); this is
// the one import for both and the whole computation for one line (what the fast-check suite checks).
import { sumsFromTotals, type OeeSums } from './oee-figures'
import {
  windowTotals,
  type CountEntry,
  type Interval,
  type ReasonInfo,
  type ReasonPart,
  type StatusPeriod,
} from './oee-stops'

export * from './oee-stops'
export * from './oee-figures'

export interface OeeInput {
  /** The scheduled shift windows (may overlap; they are merged). */
  scheduled: Interval[]
  periods: StatusPeriod[]
  parts: ReasonPart[]
  reasons: ReadonlyMap<number, ReasonInfo>
  counts: CountEntry[]
}

/** Sums of one line's history over its scheduled windows. */
export function oeeSums(input: OeeInput): OeeSums {
  const totals = windowTotals({
    scheduled: input.scheduled,
    periods: input.periods,
    parts: input.parts,
    counts: input.counts.map((c) => ({ at: c.at, good: c.good, rejected: c.rejected, key: c.idealRatePerMin })),
  })
  return sumsFromTotals(totals, input.reasons, (rate) => rate)
}
