// The handover export (CSV): one row per handover, the pre-filled items in one column per kind.
import type { HandoverItem, ShiftHandover } from '../../shared/handover/types'
import type { CsvCell } from '../reports/csv-stream'

export const HANDOVER_CSV_COLUMNS = [
  'shift_date',
  'shift',
  'line_id',
  'line',
  'signed_by',
  'signed_at_device',
  'signed_at_server',
  'acknowledged_by',
  'acknowledged_at',
  'acknowledge_note',
  'notes',
  'open_tickets',
  'stops',
  'holds',
  'pm_due',
] as const

function itemText(i: HandoverItem): string {
  switch (i.kind) {
    case 'ticket':
      return `${i.label ?? 'pending'} [${i.priority ?? ''}, ${i.state}] ${i.detail ?? ''}`.trim()
    case 'stop':
      return `${i.state} ${i.at ?? ''}–${i.endAt ?? 'ongoing'}${i.label ? ` ${i.label}` : ' (no reason)'}`
    case 'hold':
      return `${i.state} since ${i.at ?? ''}`
    case 'pm':
      return `${i.label ?? ''} due ${i.at ?? ''}${i.state === 'overdue' ? ' (overdue)' : ''}`
  }
}

const joined = (h: ShiftHandover, kind: HandoverItem['kind']) =>
  h.items
    .filter((i) => i.kind === kind)
    .map(itemText)
    .join('; ')

export function handoverCells(h: ShiftHandover): CsvCell[] {
  return [
    h.shiftDate,
    h.shift,
    h.lineId,
    h.lineName,
    h.signedBy,
    h.signedAtDevice,
    h.signedAt,
    h.acknowledgedBy,
    h.acknowledgedAt,
    h.acknowledgeNote,
    h.notes,
    joined(h, 'ticket'),
    joined(h, 'stop'),
    joined(h, 'hold'),
    joined(h, 'pm'),
  ]
}
