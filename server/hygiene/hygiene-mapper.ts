// Hygiene rows to the API's shapes; the clearance's hashed content is built here, in one place.
import { normaliseAllergens } from '../../shared/hygiene/allergens'
import type { ChecklistItem, ClearanceResult, ItemAnswer, SwabResult } from '../../shared/hygiene/checklist'
import type { HoldCause } from '../../shared/hygiene/hold'
import type { Clearance, HygieneHold } from '../../shared/hygiene/types'
import type { HygieneClearancesTable, HygieneHoldsTable } from '../db/hygiene-tables'

export function toHold(r: HygieneHoldsTable): HygieneHold {
  return {
    id: r.id,
    lineId: r.line_id,
    cause: r.cause as HoldCause,
    causeRef: r.cause_ref,
    startedAt: r.started_at,
    workEndedAt: r.work_ended_at,
    startedBy: r.started_by,
    checklist: JSON.parse(r.checklist) as ChecklistItem[],
    allergens: normaliseAllergens(JSON.parse(r.allergens) as string[]),
    releasedAt: r.released_at,
    releasedBy: r.released_by,
    releasedByClearance: r.released_by_clearance,
  }
}

/** Everything a clearance says, without its own hash: what the chain hashes (with the previous hash). */
export type ClearanceContent = Omit<Clearance, 'hash'>

export function contentOf(r: HygieneClearancesTable): ClearanceContent {
  return {
    id: r.id,
    seq: Number(r.seq),
    lineId: Number(r.line_id),
    holdId: r.hold_id,
    result: r.result as ClearanceResult,
    items: JSON.parse(r.items) as ItemAnswer[],
    swab: r.swab === null ? null : (JSON.parse(r.swab) as SwabResult),
    correctiveAction: r.corrective_action,
    signedBy: r.signed_by,
    signedById: Number(r.signed_by_id),
    signedAt: r.signed_at,
    deviceAt: r.device_at,
    released: Number(r.released) === 1,
    prevHash: r.prev_hash,
  }
}

export function toClearance(r: HygieneClearancesTable): Clearance {
  return Object.assign(contentOf(r), { hash: r.hash })
}
