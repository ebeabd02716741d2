// Failed-login throttling (DESIGN.md §4) on rate-limiter-flexible, behind a small interface so the store can
// change (RateLimiterSQLite, or RateLimiterPostgres on a shared PostgreSQL) without touching login.
//   strict: failures per username + client address — guessing one account's password;
//   loose:  failures per client address across all usernames — password spraying. High enough that one
//           shift behind the plant's NAT address, mistyping now and then, never locks everyone out.
import type SQLite from 'better-sqlite3'
import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible'

export interface LoginThrottle {
  /** Milliseconds until this username may be tried again from this address, or 0 when it may now. */
  retryAfterMs(ip: string, username: string): Promise<number>
  failed(ip: string, username: string): Promise<void>
  succeeded(ip: string, username: string): Promise<void>
}

export interface ThrottleLimits {
  /** Failures per username + address per window. */
  max: number
  /** Failures per address per window, all usernames together. */
  perIpMax: number
  windowMs: number
}

/** What a store is given to make one limiter (points per duration seconds, keys under keyPrefix). */
export interface LimiterSpec {
  keyPrefix: string
  points: number
  duration: number
}
export type LimiterFactory = (spec: LimiterSpec) => RateLimiterAbstract

/** The table migration 2026-11-23-107-hardening creates (key, points, expire — the library's shape). */
export const LOGIN_LIMITS_TABLE = 'login_limits'

export const sqliteLimiters =
  (sqlite: SQLite.Database): LimiterFactory =>
  (spec) =>
    new RateLimiterSQLite({ storeClient: sqlite, storeType: 'better-sqlite3', tableName: LOGIN_LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout: true, ...spec })

/** PostgreSQL: the same table (migration 107), shared by every instance, so a guesser cannot spread over them. */
export const postgresLimiters =
  (pool: pg.Pool): LimiterFactory =>
  (spec) =>
    new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: LOGIN_LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout: true, ...spec })

export const memoryLimiters = (): LimiterFactory => (spec) => new RateLimiterMemory(spec)

const userKey = (ip: string, username: string) => `${ip}|${username.trim().toLowerCase()}`

/** Points consumed by a key, or 0; the library rejects with a RateLimiterRes when points run out. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err
  }
}

function waitFor(res: RateLimiterRes | null, points: number): number {
  return res && res.consumedPoints >= points ? Math.max(res.msBeforeNext, 1) : 0
}

export function createLoginThrottle(limits: ThrottleLimits, make: LimiterFactory): LoginThrottle {
  const duration = Math.max(1, Math.ceil(limits.windowMs / 1000))
  const strict = make({ keyPrefix: 'login_user_ip', points: limits.max, duration })
  const loose = make({ keyPrefix: 'login_ip', points: limits.perIpMax, duration })
  return {
    async retryAfterMs(ip, username) {
      const [byUser, byIp] = await Promise.all([strict.get(userKey(ip, username)), loose.get(ip)])
      return Math.max(waitFor(byUser, limits.max), waitFor(byIp, limits.perIpMax))
    },
    async failed(ip, username) {
      await Promise.all([consume(strict, userKey(ip, username)), consume(loose, ip)])
    },
    async succeeded(ip, username) {
      // The account's own count starts again; the address's count stays (a sprayer may know one password).
      await strict.delete(userKey(ip, username))
    },
  }
}
