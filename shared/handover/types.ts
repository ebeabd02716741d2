// Shift handover per line (issue 34 §3): what the outgoing lead signs and the incoming lead acknowledges.
import type { Shift } from '../planning/schedule'

export const HANDOVER_ITEM_KINDS = ['ticket', 'stop', 'hold', 'pm'] as const
export type HandoverItemKind = (typeof HANDOVER_ITEM_KINDS)[number]

/**
 * One line of the pre-filled part: an open ticket, a stop (with its reason when known), a hygiene hold or a PM
 * work order due. Kept as the outgoing lead signed it (a later change to the ticket does not rewrite it).
 */
export interface HandoverItem {
  kind: HandoverItemKind
  /** The ticket's uuid, the hold's id or the work order's id; null for a stop. */
  ref: string | null
  /** TKT-000123, the work order's title, the stop reason's English name; null when there is none. */
  label: string | null
  /** The ticket's description (shortened). */
  detail: string | null
  /** Ticket status, the line status of a stop, the hold's cause, `due` or `overdue` for PM. */
  state: string
  /** The ticket's priority. */
  priority: string | null
  /** Ticket raised, stop or hold began, PM due day (yyyy-mm-dd). */
  at: string | null
  /** The stop's end; null while it goes on. */
  endAt: string | null
  /** The stop's reason (synced stop reasons give its name in each language). */
  reasonId: number | null
}

/** A signed handover, as the API lists it and devices keep it (synced entity `handovers`). */
export interface ShiftHandover {
  id: string
  lineId: number
  lineName: string
  /** The planning date of the shift handed over (a night after midnight belongs to the day before). */
  shiftDate: string
  shift: Shift
  items: HandoverItem[]
  notes: string | null
  signedBy: string
  signedById: number
  /** Server time of arrival. */
  signedAt: string
  /** Device time of signing (clamped). */
  signedAtDevice: string
  acknowledgedBy: string | null
  acknowledgedById: number | null
  acknowledgedAt: string | null
  acknowledgedAtDevice: string | null
  acknowledgeNote: string | null
}

/** GET /api/handovers/prefill: the line's state for the shift, as the server knows it. */
export interface HandoverPrefill {
  lineId: number
  shiftDate: string
  shift: Shift
  items: HandoverItem[]
}
