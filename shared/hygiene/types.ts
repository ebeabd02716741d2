// Hygiene API shapes: holds (why a line waits and what its clearance must check) and clearance records.
import type { Allergen } from './allergens'
import type { ChecklistItem, ClearanceResult, ItemAnswer, SwabResult } from './checklist'
import type { HoldCause } from './hold'

/** A line held for clearance; synced to devices so a tablet can fill in the form offline. */
export interface HygieneHold {
  id: string
  lineId: number
  cause: HoldCause
  /** The ticket (uuid), PM work order or schedule entry that caused it, when there is one. */
  causeRef: string | null
  /** When the line was held (server time). */
  startedAt: string
  /** When the work ended (the latest end, when more work followed while held). */
  workEndedAt: string
  startedBy: string | null
  /** The checklist the clearance must answer, fixed when the hold began. */
  checklist: ChecklistItem[]
  /** Allergens left behind by the changeover: the clearance adds the swab result. Empty when none. */
  allergens: Allergen[]
  releasedAt: string | null
  releasedBy: string | null
  releasedByClearance: string | null
}

/** One clearance record, as `GET /api/hygiene/clearances` lists it. Append-only; `hash` chains it. */
export interface Clearance {
  id: string
  seq: number
  lineId: number
  holdId: string
  result: ClearanceResult
  items: ItemAnswer[]
  swab: SwabResult | null
  correctiveAction: string | null
  signedBy: string
  signedById: number
  /** Server time of arrival: the record's order in the chain. */
  signedAt: string
  /** Device time of signing (clamped). */
  deviceAt: string
  /** True when this clearance released the hold; false when it failed or another had already released it. */
  released: boolean
  prevHash: string
  hash: string
}

/** Per-line hygiene settings (admin). */
export interface HygieneLineSettings {
  lineId: number
  holdEnabled: boolean
  /** Null: the default checklist. */
  checklist: ChecklistItem[] | null
}
