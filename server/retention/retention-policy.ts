// How long the server keeps its own bookkeeping (decision 184). Only these four kinds of rows are ever purged;
// the audit trail, tickets and their notes, line-status history, schedules and every food-safety record are
// kept for good — nothing here names their tables.
import { OUTCOME_KEEP_DAYS } from '../../shared/schemas/sync'

const DAY_MS = 86_400_000

export const RETENTION = {
  /** Change-log rows (pull's cursor): a device whose cursor is older than the oldest kept row gets a snapshot. */
  changeLogMs: 30 * DAY_MS,
  /** Stored push verdicts, so a re-send or a pull hears them again (DESIGN.md §2, "kept a bounded time"). */
  outcomesMs: OUTCOME_KEEP_DAYS * DAY_MS,
  /** A device's sync progress row, once it has neither pushed nor reported for this long — and said its outbox was empty. */
  syncClientsMs: 180 * DAY_MS,
  /** Sign-in sessions this long after they expired (revoked ones too): past the push grace, they authorise nothing. */
  sessionsAfterExpiryMs: 7 * DAY_MS,
} as const

/** How often the purge runs, and how long after start the first run waits (start-up stays quick). */
export const PURGE_EVERY_MS = 60 * 60_000
export const PURGE_FIRST_AFTER_MS = 60_000
/** Change-log rows deleted per statement, so a first purge of a long history never holds the database for long. */
export const CHANGE_LOG_PURGE_BATCH = 5_000
