// Hygiene clearance's tables (migration 2026-11-26-195). Times are ISO-8601 text; booleans 0/1; lists JSON text.

export interface HygieneLineSettingsTable {
  line_id: number
  hold_enabled: number
  checklist: string | null
  updated_at: string
  updated_by: number | null
}

export interface HygieneHoldsTable {
  id: string
  line_id: number
  cause: string
  cause_ref: string | null
  started_at: string
  work_ended_at: string
  started_by: string | null
  checklist: string
  allergens: string
  released_at: string | null
  released_by: string | null
  released_by_clearance: string | null
}

/** Append-only: rows are inserted, never updated or deleted (the chain's hash detects either). */
export interface HygieneClearancesTable {
  id: string
  seq: number
  line_id: number
  hold_id: string
  result: string
  items: string
  swab: string | null
  corrective_action: string | null
  signed_by: string
  signed_by_id: number
  signed_at: string
  device_at: string
  released: number
  prev_hash: string
  hash: string
}

/** The chain's last record as the appender wrote it: deleting the newest row is detected against it. */
export interface HygieneChainHeadTable {
  chain: string
  seq: number
  hash: string
  record_id: string
}

export interface HygieneTables {
  hygiene_line_settings: HygieneLineSettingsTable
  hygiene_holds: HygieneHoldsTable
  hygiene_clearances: HygieneClearancesTable
  hygiene_chain_head: HygieneChainHeadTable
}
