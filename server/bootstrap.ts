// Start-up: data folder, signing secret, migrations and the first-start seed.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SESSION_MS } from '../shared/constants'
import { createApp } from './app'
import { systemClock, type AppConfig, type Clock } from './context'
import { openConfiguredDatabase, type Db } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { isSeeded, seedDemo, seedRoles } from './seed/demo-seed'

/** SESSION_SECRET if set, else a secret generated at first start and kept in the data folder. */
export function loadSecret(dataDir: string, fromEnv: string | null): string {
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export interface BootOptions {
  dataDir: string
  secret: string | null
  seed: 'demo' | 'none'
  clientDir: string | null
  clock?: Clock
  historyDays?: number
  /** postgres://… to run on PostgreSQL; null or absent: the SQLite file in dataDir. */
  databaseUrl?: string | null
}

export async function prepareDatabase(
  dataDir: string,
  seed: 'demo' | 'none',
  clock: Clock,
  historyDays = 90,
  databaseUrl: string | null = null,
): Promise<Db> {
  mkdirSync(dataDir, { recursive: true })
  const db = openConfiguredDatabase(dataDir, databaseUrl)
  await migrateToLatest(db)
  if (!(await isSeeded(db))) {
    if (seed === 'demo') await seedDemo(db, { now: clock.now(), historyDays })
    else await seedRoles(db)
  }
  return db
}

export async function boot(options: BootOptions) {
  const clock = options.clock ?? systemClock
  const db = await prepareDatabase(options.dataDir, options.seed, clock, options.historyDays, options.databaseUrl ?? null)
  const config: AppConfig = {
    dataDir: options.dataDir,
    secret: loadSecret(options.dataDir, options.secret),
    sessionMs: SESSION_MS,
    heartbeatMs: 15_000,
    loginLimit: { max: 10, windowMs: 15 * 60_000 },
    clientDir: options.clientDir,
  }
  return { ...createApp({ db, clock, config }), db }
}
