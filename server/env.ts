// The only reader of process.env: typed server settings with their defaults.
import path from 'node:path'

export interface ServerEnv {
  port: number
  host: string
  dataDir: string
  /** postgres://… runs on PostgreSQL; null (unset) keeps the SQLite file in dataDir. */
  databaseUrl: string | null
  /** 'demo' seeds the demo data on first start; 'none' starts empty. */
  seed: 'demo' | 'none'
  /** Days of made-up ticket and status history in the demo seed. */
  seedHistoryDays: number
  sessionSecret: string | null
  production: boolean
  /** The built PWA to serve. */
  clientDir: string
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const seed = (env.SEED ?? 'demo').toLowerCase()
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got ${env.SEED}`)
  const seedHistoryDays = Number(env.SEED_HISTORY_DAYS ?? 90)
  if (!Number.isInteger(seedHistoryDays) || seedHistoryDays < 0) throw new Error(`SEED_HISTORY_DAYS must be a whole number, got ${env.SEED_HISTORY_DAYS}`)
  return {
    port,
    seedHistoryDays,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    seed,
    sessionSecret: env.SESSION_SECRET?.trim() ? env.SESSION_SECRET.trim() : null,
    production: env.NODE_ENV === 'production',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
  }
}

function readDatabaseUrl(value: string | undefined): string | null {
  const url = value?.trim()
  if (!url) return null
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
  return url
}
