// API shapes of the stop-reason and OEE area (issue 30).
import type { SixBigLosses } from './oee-rules'

export interface StopReason {
  id: number
  category: string
  /** English name (the contract's `name`); the translations beside it. */
  name: string
  names: { en: string; pl: string; lt: string }
  planned: boolean
  retired: boolean
  sort: number
}

/** An explanation as devices keep it (synced): from `fromAt` to the next part of its stop, or the stop's end. */
export interface StopPart {
  id: string
  lineId: number
  fromAt: string
  reasonId: number
  explainedByName: string | null
  explainedAt: string
}

export interface StopPartView {
  startAt: string
  endAt: string | null
  reasonId: number | null
}

export interface LineStop {
  /** The line and the stop's start, e.g. "23:1764190800000". */
  id: string
  lineId: number
  status: string
  startAt: string
  /** null while the line is still stopped. */
  endAt: string | null
  /** The reason of the longest explained part; null while any part is unexplained. */
  reasonId: number | null
  parts: StopPartView[]
  unexplainedMinutes: number
}

export interface OeeFactors {
  availability: number | null
  performance: number | null
  quality: number | null
  oee: number | null
  overSpeed: boolean
  plannedProductionMinutes: number
  runMinutes: number
  unexplainedMinutes: number
  good: number
  rejected: number
}

export interface OeeGroup extends OeeFactors {
  key: string
  label: string
}

export interface OeeReport {
  start: string
  end: string
  groupBy: string
  overall: OeeFactors
  groups: OeeGroup[]
  /** Stop minutes in scheduled time per reason id. */
  reasons: Record<string, number>
  /** Minutes per big loss, over the whole range. */
  losses: SixBigLosses
  /** OEE per day, for the chart. */
  days: {
    date: string
    oee: number | null
    availability: number | null
    performance: number | null
    quality: number | null
  }[]
}

export interface LineOee extends OeeFactors {
  lineId: number
  shift: string
  date: string
  start: string
  end: string
}
