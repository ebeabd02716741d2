// Tables of the shift handover (issue 34 §3, migration 220).
export interface ShiftHandoversTable {
  id: string
  line_id: number
  shift_date: string
  shift: string
  /** JSON HandoverItem[] as signed. */
  items: string
  notes: string | null
  signed_by_id: number
  signed_by: string
  signed_at: string
  signed_at_device: string
  acknowledged_by_id: number | null
  acknowledged_by: string | null
  acknowledged_at: string | null
  acknowledged_at_device: string | null
  acknowledge_note: string | null
  updated_at: string
}

export interface HandoverTables {
  shift_handovers: ShiftHandoversTable
}
