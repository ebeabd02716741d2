// The hygiene report (issue 29 §8): clearances per line, the hygiene delay (minutes from the end of work to the
// clearance that released the line, median and p90), failed items with their corrective actions, allergen
// changeovers, and the chain's verification. Computed by the server from the records; shapes shared with the tab.
import type { ChainVerification } from './chain'

export interface HygieneReportLine {
  lineId: number
  lineName: string
  clearances: number
  passed: number
  failed: number
  /** Holds released in the range (their delay is counted). */
  released: number
  medianDelayMinutes: number | null
  p90DelayMinutes: number | null
  changeovers: number
}

export interface HygieneReportFailure {
  clearanceId: string
  lineId: number
  lineName: string
  signedAt: string
  signedBy: string
  /** Labels (or keys) of the failed items, the swab as "swab" when it failed. */
  items: string[]
  correctiveAction: string | null
}

export interface HygieneReportChangeover {
  holdId: string
  lineId: number
  lineName: string
  startedAt: string
  allergens: string[]
  releasedAt: string | null
  swab: { result: 'pass' | 'fail'; kitReference: string } | null
}

export interface HygieneReport {
  start: string
  end: string
  totals: Omit<HygieneReportLine, 'lineId' | 'lineName'>
  lines: HygieneReportLine[]
  failures: HygieneReportFailure[]
  changeovers: HygieneReportChangeover[]
  verification: ChainVerification
}

/** The value at a fraction of sorted numbers (nearest rank); null when there are none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null
  const rank = Math.max(1, Math.ceil(p * sorted.length))
  return sorted[Math.min(sorted.length, rank) - 1]!
}

/** Median as the middle value, or the mean of the two middle ones. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
