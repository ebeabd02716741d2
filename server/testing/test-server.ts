// An in-process server on a temporary SQLite file (or, with TEST_DB=postgres, a fresh PostgreSQL database),
// with helpers to sign in and call the API.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SESSION_MS } from '../../shared/constants'
import { createApp } from '../app'
import { EventHub } from '../changes/event-hub'
import type { AppConfig, Clock } from '../context'
import { prepareDatabase } from '../bootstrap'
import { seededTestDatabase } from './seed-template'
import { createTestDatabase, type TestDatabase } from './test-database'

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-21T10:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
  set(date: Date): void {
    this.current = new Date(date)
  }
}

/** The real time, for tests of background work that waits on real timers (advance/set do nothing). */
export class RealTestClock extends TestClock {
  override now(): Date {
    return new Date()
  }
}

export interface TestServerOptions {
  seed?: 'demo' | 'none'
  historyDays?: number
  config?: Partial<AppConfig>
  /** RealTestClock for background workers that wait on real timers; default a TestClock. */
  clock?: TestClock
  /** Reopen an existing data folder (a "restart"); it is then kept on close. */
  dataDir?: string
  /** Reopen an existing database (a "restart"; with TEST_DB=postgres the same PostgreSQL database). */
  database?: TestDatabase
}

export async function createTestServer(options: TestServerOptions = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lineside-test-'))
  const clock = options.clock ?? new TestClock()
  const seed = options.seed ?? 'demo'
  const historyDays = options.historyDays ?? 0
  // A fresh demo database starts as a copy of the run's seeded template; a real clock's seed time never repeats.
  const fromTemplate = !options.database && !options.dataDir && seed === 'demo' && !(clock instanceof RealTestClock)
  const testDb =
    options.database ??
    (fromTemplate ? await seededTestDatabase(dataDir, clock, historyDays) : null) ??
    (await createTestDatabase())
  const db = await prepareDatabase(dataDir, seed, clock, historyDays, testDb.databaseUrl)
  const config: AppConfig = {
    dataDir,
    secret: 'test-secret-not-for-production',
    sessionMs: SESSION_MS,
    heartbeatMs: 15_000,
    loginLimit: { max: 10, windowMs: 15 * 60_000 },
    clientDir: null,
    ...options.config,
  }
  const events = new EventHub()
  const { app, deps } = createApp({ db, clock, config, events })
  const tokens = new Map<string, string>()

  async function request(
    method: string,
    urlPath: string,
    opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`
    let body: BodyInit | undefined
    if (opts.body instanceof FormData) body = opts.body
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(opts.body)
    }
    // A server with PUBLIC_URL answers only for that host: address it the way its users would.
    const url = config.publicUrl && urlPath.startsWith('/') ? `${config.publicUrl}${urlPath}` : urlPath
    const res = await app.request(url, { method, headers, body })
    const text = await res.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: json as any, headers: res.headers }
  }

  /** Signs in a demo user (password demo1234) and caches the token. */
  async function login(username: string): Promise<string> {
    const cached = tokens.get(username)
    if (cached) return cached
    const res = await request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`)
    tokens.set(username, res.body.token)
    return res.body.token as string
  }

  async function as(username: string, method: string, urlPath: string, body?: unknown) {
    return request(method, urlPath, { token: await login(username), body })
  }

  async function userId(username: string): Promise<number> {
    const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    return row.id
  }

  /** Closes the database; it and the data folder are removed unless `keep` (restart tests reopen them). */
  async function close(keep = false) {
    await db.destroy()
    if (keep) return
    await testDb.drop()
    // A background write finishing during the removal makes rmdir fail with ENOTEMPTY once (seen in
    // machines.routes.test.ts on a loaded machine): retried.
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  }

  return { app, deps, db, database: testDb, clock, events, dataDir, request, login, as, userId, close }
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>
