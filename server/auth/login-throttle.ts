// Failed-login throttling (DESIGN.md §4, decisions 092 and 180) on rate-limiter-flexible, behind a small interface so
// the store can change (RateLimiterSQLite, or RateLimiterPostgres on a shared PostgreSQL) without touching login.
//   pair:    failures per username + client address — one person mistyping, or guessing from one place: a lock
//            for that pair only;
//   address: failures per client address across all usernames — password spraying: holds up only accounts that
//            have not signed in from that address lately, so a plant behind one NAT address keeps working;
//   account: failures per username from addresses it has not signed in from, across all of them — guessing one
//            account from many addresses: a slow-down (attempts spaced by a doubling, capped delay), never a lock
//            where the account does sign in.
import type SQLite from 'better-sqlite3'
import type pg from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

/** One sign-in attempt, admitted (waitMs 0) or held up; the login reports how it went. */
export interface LoginAttempt {
  /** Milliseconds until this username may be tried again from this address, or 0 when it may now. */
  waitMs: number
  failed(): Promise<void>
  succeeded(): Promise<void>
}

export interface LoginThrottle {
  admit(ip: string, username: string): Promise<LoginAttempt>
}

export interface ThrottleLimits {
  /** Failures per username + address per window. */
  max: number
  /** Failures per address per window, all usernames together. */
  perIpMax: number
  windowMs: number
  /** The per-account slow-down; ACCOUNT_SLOW_DOWN unless given. */
  account?: AccountSlowDown
}

export interface AccountSlowDown {
  /** Failures from unknown addresses before attempts are spaced at all. */
  freeFailures: number
  /** The spacing after the free failures; it doubles with each further failure… */
  firstDelayMs: number
  /** …up to this. */
  maxDelayMs: number
  /** How long failures are counted from the first (a success from an unknown address also clears them). */
  countMs: number
  /** How long an address where the account signed in stays known (each sign-in there renews it). */
  knownMs: number
}

/** The numbers decision 180 explains. */
export const ACCOUNT_SLOW_DOWN: AccountSlowDown = {
  freeFailures: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  countMs: 24 * 3_600_000,
  knownMs: 30 * 86_400_000,
}

/** Spacing required before the next attempt on an account that has `failures` failures from unknown addresses. */
export function accountDelayMs(failures: number, s: AccountSlowDown = ACCOUNT_SLOW_DOWN): number {
  if (failures < s.freeFailures) return 0
  return Math.min(s.firstDelayMs * 2 ** Math.min(failures - s.freeFailures, 40), s.maxDelayMs)
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
    new RateLimiterSQLite({
      storeClient: sqlite,
      storeType: 'better-sqlite3',
      tableName: LOGIN_LIMITS_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      ...spec,
    })

/** PostgreSQL: the same table (migration 107), shared by every instance, so a guesser cannot spread over them. */
export const postgresLimiters =
  (pool: pg.Pool): LimiterFactory =>
  (spec) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: LOGIN_LIMITS_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      ...spec,
    })

export const memoryLimiters = (): LimiterFactory => (spec) => new RateLimiterMemory(spec)

const account = (username: string) => username.trim().toLowerCase()
const pairKey = (ip: string, username: string) => `${ip}|${account(username)}`

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

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

export function createLoginThrottle(limits: ThrottleLimits, make: LimiterFactory): LoginThrottle {
  const s = limits.account ?? ACCOUNT_SLOW_DOWN
  const duration = seconds(limits.windowMs)
  const pair = make({ keyPrefix: 'login_user_ip', points: limits.max, duration })
  const address = make({ keyPrefix: 'login_ip', points: limits.perIpMax, duration })
  // Counts only (never refuses by itself): the slot below does the spacing.
  const failures = make({ keyPrefix: 'login_user', points: Number.MAX_SAFE_INTEGER, duration: seconds(s.countMs) })
  // One attempt per slot: the first attempt after a slot ends takes the next, atomically in the store, so a burst
  // from many addresses still gets one guess per slot. Its length is set when it is taken.
  const slot = make({ keyPrefix: 'login_user_slot', points: 1, duration: 1 })
  const known = make({ keyPrefix: 'login_known', points: 1, duration: seconds(s.knownMs) })

  /** 0 when the account's slot was free (now taken), else how long until it frees. */
  async function takeSlot(user: string, delayMs: number): Promise<number> {
    try {
      await slot.consume(user, 1, { customDuration: delayMs / 1000 })
      return 0
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(err.msBeforeNext, 1)
      throw err
    }
  }

  return {
    async admit(ip, username) {
      const user = account(username)
      const key = pairKey(ip, username)
      const [byPair, byIp, knownHere, byAccount] = await Promise.all([
        pair.get(key),
        address.get(ip),
        known.get(key),
        failures.get(user),
      ])
      const isKnown = knownHere !== null && knownHere.consumedPoints > 0
      const waitMs = await (async () => {
        const pairWait = waitFor(byPair, limits.max)
        if (pairWait || isKnown) return pairWait
        const ipWait = waitFor(byIp, limits.perIpMax)
        if (ipWait) return ipWait
        const delay = accountDelayMs(byAccount?.consumedPoints ?? 0, s)
        return delay > 0 ? takeSlot(user, delay) : 0
      })()
      return {
        waitMs,
        async failed() {
          await Promise.all([consume(pair, key), consume(address, ip), isKnown ? undefined : failures.penalty(user)])
        },
        async succeeded() {
          // The pair's count starts again and the address is known for this account. The address's count stays (a
          // sprayer may know one password); the account's count is cleared only by a sign-in from an unknown
          // address: one where the account always signs in says nothing of guesses made elsewhere.
          await Promise.all([
            pair.delete(key),
            known.set(key, 1, seconds(s.knownMs)),
            isKnown ? undefined : Promise.all([failures.delete(user), slot.delete(user)]),
          ])
        },
      }
    },
  }
}
