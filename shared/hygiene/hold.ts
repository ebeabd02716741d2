// Which interventions hold a line for hygiene clearance, and what a held line may still do (issue 29, spec §2).
import type { LineStatus } from '../constants'

/** Why a line was held: the line left maintenance, an engineering ticket on it was closed with work done, a PM
 * work order on it was completed, or the schedule changed it over from an allergen product to one without. */
export const HOLD_CAUSES = ['maintenance_ended', 'ticket_closed', 'pm_completed', 'allergen_changeover'] as const
export type HoldCause = (typeof HOLD_CAUSES)[number]

export const HELD: LineStatus = 'awaiting_clearance'

/** Setting a line in maintenance to anything else ends the work: with the switch on, the line is held instead. */
export function leavesMaintenance(from: string, to: string): boolean {
  return from === 'maintenance' && to !== 'maintenance'
}

/** A held line may only go back into maintenance (more work); a clearance releases it, nothing else. */
export function allowedWhileHeld(to: string): boolean {
  return to === 'maintenance'
}

/** The status the line ends up in when `to` is pressed on a line in `from` (null: refused while held). */
export function statusAfterPress(from: string, to: LineStatus, holdEnabled: boolean): LineStatus | null {
  if (from === HELD && !allowedWhileHeld(to)) return null
  if (holdEnabled && leavesMaintenance(from, to)) return HELD
  return to
}

/** The server's refusal, in English for the record; the client says it in the user's language by its marker. */
export function heldRefusal(lineName: string): string {
  return `${lineName} is awaiting hygiene clearance: it cannot run until a quality (QA) user or an admin clears it`
}

/** Marker the client recognises a held-line refusal by (see client/entities/write-outcome/reason-text.ts). */
export const HELD_REFUSAL_MARKER = 'awaiting hygiene clearance'
