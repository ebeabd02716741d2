// Database errors that say "not now" rather than "not this": the same work may succeed when sent again
// (decision 181). A push that meets one is answered 503 and leaves nothing behind, never a verdict.

/** SQLite: another connection holds the lock (after busy_timeout), or a shared-cache table lock. */
const SQLITE_TRANSIENT = /^SQLITE_(BUSY|LOCKED)(_[A-Z]+)?$/

/**
 * PostgreSQL SQLSTATEs: serialization failure, deadlock, lock timeout, statement timeout / cancel, admin or crash
 * shutdown, cannot connect now, too many connections, idle-in-transaction timeout; and class 08 (connection
 * exception) as a prefix.
 */
const PG_TRANSIENT = new Set(['40001', '40P01', '55P03', '57014', '57P01', '57P02', '57P03', '53300', '25P03'])

/** Socket errors under the pg driver. */
const NETWORK = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
])

/** What pg and pg-pool throw, without a code, when the connection is gone or cannot be had. */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/

export function isTransientDbError(err: unknown): boolean {
  // Drivers and Kysely may wrap the driver's error: look a few causes deep.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      if (SQLITE_TRANSIENT.test(code) || PG_TRANSIENT.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK.has(code))
        return true
    }
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true
  }
  return false
}
