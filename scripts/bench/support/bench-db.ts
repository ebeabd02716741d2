// Which databases a benchmark runs on, and a throw-away PostgreSQL for it (scripts/pg-test-cluster.mjs in its
// own folder and port, so a bench can run beside a test run). Choose with --db=sqlite|postgres|both, or
// TEST_DB=postgres; PG_URL or DATABASE_URL=postgres://… runs the PostgreSQL side on that server instead (a database
// is created on it per run and dropped after). Default: both when PostgreSQL's binaries are installed.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { prepareDatabase } from '../../../server/bootstrap'
import { systemClock, type Clock } from '../../../server/context'
import type { Db } from '../../../server/db/connection'

export type Dialect = 'sqlite' | 'postgres'

/** PG_URL or DATABASE_URL (e.g. the shared test cluster, postgres://postgres@127.0.0.1:55432/postgres), if given. */
function pgUrl(): string | undefined {
  return process.env.PG_URL || process.env.DATABASE_URL || undefined
}

function postgresInstalled(): boolean {
  if (process.env.PG_BIN || pgUrl()) return true
  const lib = '/usr/lib/postgresql'
  return existsSync(lib) && readdirSync(lib).some((v) => existsSync(path.join(lib, v, 'bin', 'initdb')))
}

export function benchDialects(argv = process.argv.slice(2)): Dialect[] {
  const arg =
    argv.find((a) => a.startsWith('--db='))?.slice(5) ?? (process.env.TEST_DB === 'postgres' ? 'postgres' : undefined)
  if (arg === 'sqlite') return ['sqlite']
  if (arg === 'postgres') return ['postgres']
  if (arg === 'both' || arg === undefined) return postgresInstalled() ? ['sqlite', 'postgres'] : ['sqlite']
  throw new Error(`--db must be sqlite, postgres or both, got ${arg}`)
}

const CLUSTER = ['scripts/pg-test-cluster.mjs']
const clusterEnv = { ...process.env, PG_TEST_DIR: '.tmp/pg-bench', PG_TEST_PORT: process.env.PG_BENCH_PORT ?? '55440' }
let startedCluster = false
let clusterRunning = false

/** The admin URL of the PostgreSQL to make bench databases on (starting the throw-away cluster if needed). */
function adminUrl(): string {
  const given = pgUrl()
  if (given) return given
  if (!startedCluster && !clusterRunning) {
    // Another bench's cluster (same folder and port) is reused and left running for it; one started here is stopped.
    try {
      execFileSync(process.execPath, [...CLUSTER, 'status'], { env: clusterEnv, stdio: 'ignore' })
      clusterRunning = true
    } catch {
      execFileSync(process.execPath, [...CLUSTER, 'start'], { env: clusterEnv, stdio: ['ignore', 'ignore', 'inherit'] })
      startedCluster = true
    }
  }
  return `postgres://postgres@127.0.0.1:${clusterEnv.PG_TEST_PORT}/postgres`
}

export function stopBenchCluster(): void {
  if (startedCluster) execFileSync(process.execPath, [...CLUSTER, 'stop-if-idle'], { env: clusterEnv, stdio: 'ignore' })
  startedCluster = false
}

async function onAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export interface BenchDatabase {
  dialect: Dialect
  /** For DATABASE_URL of the server processes; null on SQLite (use dataDir). */
  databaseUrl: string | null
  dataDir: string
  drop(): Promise<void>
}

/** A fresh migrated, demo-seeded database of that dialect, with `fill` run on it before the servers start. */
export async function benchDatabase(
  dialect: Dialect,
  options: { clock?: Clock; fill?: (db: Db) => Promise<void> } = {},
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-bench-db-'))
  let databaseUrl: string | null = null
  let dropDb = async () => {}
  if (dialect === 'postgres') {
    const admin = adminUrl()
    const name = `lineside_bench_${randomBytes(4).toString('hex')}`
    await onAdmin(admin, `create database ${name}`)
    const url = new URL(admin)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDb = () => onAdmin(admin, `drop database if exists ${name} with (force)`)
  }
  const db = await prepareDatabase(dataDir, 'demo', options.clock ?? systemClock, 0, databaseUrl)
  await options.fill?.(db)
  await db.destroy()
  return {
    dialect,
    databaseUrl,
    dataDir,
    drop: async () => {
      await dropDb()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
