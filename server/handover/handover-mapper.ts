// Handover rows to the API's shape.
import type { HandoverItem, ShiftHandover } from '../../shared/handover/types'
import type { Shift } from '../../shared/planning/schedule'
import type { ShiftHandoversTable } from '../db/handover-tables'

export function toHandover(r: ShiftHandoversTable & { line_name: string }): ShiftHandover {
  return {
    id: r.id,
    lineId: Number(r.line_id),
    lineName: r.line_name,
    shiftDate: r.shift_date,
    shift: r.shift as Shift,
    items: JSON.parse(r.items) as HandoverItem[],
    notes: r.notes,
    signedBy: r.signed_by,
    signedById: Number(r.signed_by_id),
    signedAt: r.signed_at,
    signedAtDevice: r.signed_at_device,
    acknowledgedBy: r.acknowledged_by,
    acknowledgedById: r.acknowledged_by_id === null ? null : Number(r.acknowledged_by_id),
    acknowledgedAt: r.acknowledged_at,
    acknowledgedAtDevice: r.acknowledged_at_device,
    acknowledgeNote: r.acknowledge_note,
  }
}
