// The only reader of process.env: typed server settings with their defaults.
import path from 'node:path'

export interface ServerEnv {
  port: number
  host: string
  dataDir: string
  /** 'demo' seeds the demo data on first start; 'none' starts empty. Default: demo, but none in production. */
  seed: 'demo' | 'none'
  /** Days of made-up ticket and status history in the demo seed. */
  seedHistoryDays: number
  sessionSecret: string | null
  production: boolean
  /** The built PWA to serve. */
  clientDir: string
  /** TRUST_PROXY=1: a reverse proxy in front; believe its X-Forwarded-Proto/-Host/-For. */
  trustProxy: boolean
  /** PUBLIC_URL: the address users open (https://lineside.plant.example); other Host headers are refused. */
  publicUrl: string | null
}

function readFlag(name: string, value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase()
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false
  if (v === '1' || v === 'true' || v === 'yes') return true
  throw new Error(`${name} must be 1 or 0, got ${value}`)
}

function readPublicUrl(value: string | undefined): string | null {
  const v = value?.trim()
  if (!v) return null
  let url: URL
  try {
    url = new URL(v)
  } catch {
    throw new Error(`PUBLIC_URL must be a full address such as https://lineside.example.com, got ${value}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must start with https:// or http://, got ${value}`)
  return url.origin
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const production = env.NODE_ENV === 'production'
  // Production never gets the demo accounts (admin / demo1234) unless asked for with SEED=demo.
  const seed = (env.SEED?.trim() || (production ? 'none' : 'demo')).toLowerCase()
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got ${env.SEED}`)
  const seedHistoryDays = Number(env.SEED_HISTORY_DAYS ?? 90)
  if (!Number.isInteger(seedHistoryDays) || seedHistoryDays < 0) throw new Error(`SEED_HISTORY_DAYS must be a whole number, got ${env.SEED_HISTORY_DAYS}`)
  return {
    port,
    seedHistoryDays,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    seed,
    sessionSecret: env.SESSION_SECRET?.trim() ? env.SESSION_SECRET.trim() : null,
    production,
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    trustProxy: readFlag('TRUST_PROXY', env.TRUST_PROXY),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
  }
}
