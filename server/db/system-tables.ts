// The tables of the server's own machinery (Teams delivery, sync progress and outcomes, the change log, login
// limits, report sums, write locks), part of the one Database interface in database.ts.
import type { ColumnType, Generated } from 'kysely'

type Bool = number

export interface WebhookConfigsTable {
  id: Generated<number>
  department: string
  name: string
  webhook_url: string | null
  categories: string
  enabled: Bool
  status: string
  last_used: string | null
  last_error: ColumnType<string | null, string | null | undefined, string | null>
  /** Why the last test or delivery failed (shared/teams WebhookFailureReason), until one succeeds. */
  last_failure_reason: ColumnType<string | null, string | null | undefined, string | null>
  last_failure_status: ColumnType<number | null, number | null | undefined, number | null>
}

/** One Teams card waiting to be posted (or posted): written in the same transaction as the ticket change. */
export interface WebhookOutboxTable {
  id: Generated<number>
  department: string
  event: string
  ticket_id: string | null
  /** The JSON envelope to post. */
  payload: string
  /** pending, sent, failed (gave up) or skipped (department disabled before it went). */
  status: string
  attempts: number
  next_attempt_at: string
  created_at: string
  sent_at: string | null
  last_error: string | null
  /** The claim holding a pending row (decision 175): only its worker may mark the row. */
  lease_id: ColumnType<string | null, string | null | undefined, string | null>
}

export interface SyncClientsTable {
  client_id: string
  last_mutation_id: number
  user_id: number | null
  /** The account that first pushed under this client id; pushes by anyone else are refused (403). */
  owner_user_id: number | null
  updated_at: string
  /** The device's own count of entries still in its outbox for this client, and when it said so. */
  pending_count: ColumnType<number | null, number | null | undefined, number | null>
  pending_reported_at: ColumnType<string | null, string | null | undefined, string | null>
  /** When the client first pushed (null for rows made before it was kept): a floor for device time (decision 179). */
  first_push_at: ColumnType<string | null, string | null | undefined, string | null>
}

/** Each pushed mutation's verdict, kept a bounded time so a re-send or a pull hears it again. */
export interface SyncOutcomesTable {
  client_id: string
  mutation_id: number
  name: string
  status: 'applied' | 'superseded' | 'rejected'
  code: string | null
  reason: string | null
  created_at: string
}

export interface ChangeLogTable {
  seq: Generated<number>
  entity: string
  entity_id: string
  op: ColumnType<'upsert' | 'delete', string, string>
  changed_at: string
}

/** Failed-login counters, written by rate-limiter-flexible (server/auth/login-throttle.ts). */
export interface LoginLimitsTable {
  key: string
  points: number
  /** Epoch milliseconds; null never expires. */
  expire: number | null
}

/**
 * Decision 120: closed line-status periods pre-summed per line, UTC day or month, status and reason, kept in
 * the transaction that closes each period (server/lines/line-status-sums.repository.ts).
 */
export interface LineStatusSumsTable {
  grain: 'day' | 'month'
  line_id: number
  /** Epoch ms of the bucket's first instant (UTC midnight, or the month's first day). */
  start_ms: number
  status: string
  issue: string | null
  /** Milliseconds of the periods inside the bucket (a period ending before it began counts its signed length where it began). */
  ms: number
  /** Periods that began in the bucket. */
  periods: number
}

/** Decision 113: rows held by a no-op update to serialise a read-then-write. */
export interface WriteLocksTable {
  name: string
}

/** Decision 184: how far a purge has reached; `change_log` holds the highest change sequence deleted. */
export interface RetentionMarksTable {
  name: string
  seq: number
  at: string
}
