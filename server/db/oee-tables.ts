// Tables of the stop-reason and OEE area (server/oee/, migration 2026-11-26-200, decision 200).
import type { Generated } from 'kysely'

export interface StopReasonsTable {
  id: Generated<number>
  category: string
  name_en: string
  name_pl: string
  name_lt: string
  planned: number
  sort: number
  /** Set when an admin retires a reason that stops already use: kept for them, no longer offered. */
  retired_at: string | null
  updated_at: string
}

export interface StopPartsTable {
  /** Client-made uuid (the explanation's id), so a re-sent explanation is recognised. */
  id: string
  line_id: number
  from_at: string
  from_ms: number
  reason_id: number
  explained_by: number | null
  explained_by_name: string | null
  explained_at: string
}

export interface DeviceKeysTable {
  id: Generated<number>
  name: string
  /** SHA-256 of the key (hex); the key itself is shown once and never stored. */
  key_hash: string
  /** JSON array of the line ids the key may count for. */
  line_ids: string
  created_by: number | null
  created_at: string
  revoked_at: string | null
  last_used_at: string | null
}

export interface ProductionCountsTable {
  /** The sender's id for this count: the same id twice counts once. */
  id: string
  line_id: number
  at: string
  at_ms: number
  good: number
  rejected: number
  product_id: number | null
  device_key_id: number | null
  user_id: number | null
  recorded_at: string
}

export interface ProductLineRatesTable {
  product_id: number
  line_id: number
  ideal_rate_per_min: number
  updated_at: string
}

/** One whole shift window of one line, pre-summed (migration 2026-11-27-230, decision 230). */
export interface OeeShiftSumsTable {
  line_id: number
  shift_date: string
  shift: string
  start_ms: number
  end_ms: number
  unexplained_ms: number
  /** JSON object: reason id → stop ms inside the window. */
  reason_ms: string
  /** JSON array of [product id or null, good, rejected, startup rejected] per count product. */
  counts: string
}

export interface OeeSumGenerationsTable {
  line_id: number
  generation: number
}

/** The report's figures of a whole ended day or month (migration 2026-11-28-300, decision 241). */
export interface OeePeriodSumsTable {
  level: string
  period: string
  line_id: number
  shift: string
  product_id: number
  start_ms: number
  end_ms: number
  fingerprint: string
  scheduled_ms: number
  planned_stop_ms: number
  unplanned_stop_ms: number
  unexplained_ms: number
  setup_ms: number
  breakdown_ms: number
  good: number
  rejected: number
  ideal_ms: number
  ideal_missing: number
  startup_reject_ideal_ms: number
  reject_ideal_ms: number
  reason_ms: string
}
