// The only reader of process.env: typed server settings with their defaults.
import path from 'node:path'
import { DEFAULT_COST_PER_MINUTE, DEFAULT_CURRENCY } from '../shared/maintenance/constants'
import type { MaintenanceSettings } from './maintenance/maintenance-settings'

export interface ServerEnv {
  port: number
  host: string
  dataDir: string
  /** 'demo' seeds the demo data on first start; 'none' starts empty. */
  seed: 'demo' | 'none'
  /** Days of made-up ticket and status history in the demo seed. */
  seedHistoryDays: number
  sessionSecret: string | null
  production: boolean
  /** The built PWA to serve. */
  clientDir: string
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS=true lets Teams webhooks point at private or loopback hosts (tests, on-site relays). */
  webhookAllowPrivateHosts: boolean
  /** PUBLIC_URL: base address for links back to tickets in Teams cards (default http://localhost:PORT). */
  publicUrl: string
  /** Predictive maintenance: downtime cost assumption and the optional OpenAI-compatible language model. */
  maintenance: MaintenanceSettings
}

/** Every variable readEnv reads, for the generated deployment documentation. */
export const ENV_VARIABLES: readonly { name: string; meaning: string; default: string }[] = [
  { name: 'PORT', meaning: 'HTTP port', default: '3000' },
  { name: 'HOST', meaning: 'Address to listen on', default: '0.0.0.0' },
  { name: 'DATA_DIR', meaning: 'Folder of the SQLite database and the generated signing secret', default: './data' },
  { name: 'SEED', meaning: '"demo" seeds demo data on first start, "none" starts empty', default: 'demo' },
  { name: 'SEED_HISTORY_DAYS', meaning: 'Days of demo history in the demo seed', default: '90' },
  { name: 'SESSION_SECRET', meaning: 'Secret that keys session-token hashes; generated at first start when unset', default: '(generated)' },
  { name: 'NODE_ENV', meaning: '"production" for a production start', default: '(unset)' },
  { name: 'CLIENT_DIR', meaning: 'Built PWA to serve', default: 'dist/client' },
  { name: 'WEBHOOK_ALLOW_PRIVATE_HOSTS', meaning: 'true lets Teams webhooks point at private or loopback hosts (and use http there)', default: 'false' },
  { name: 'PUBLIC_URL', meaning: 'Address of the app, for links in Teams cards', default: 'http://localhost:PORT' },
  { name: 'MAINTENANCE_COST_PER_MINUTE', meaning: 'Cost of a minute of downtime, for the predictive report', default: '25' },
  { name: 'MAINTENANCE_CURRENCY', meaning: 'Currency of that cost (3-letter code)', default: 'EUR' },
  { name: 'OPENAI_API_KEY', meaning: 'Optional OpenAI-compatible language model that rewords maintenance advice', default: '(unset: built-in texts)' },
  { name: 'OPENAI_BASE_URL', meaning: 'Base URL of that model endpoint', default: '(the openai package default)' },
  { name: 'OPENAI_MODEL', meaning: 'Model name', default: 'gpt-4o-mini' },
  { name: 'OPENAI_TIMEOUT_MS', meaning: 'Time limit for the model, in milliseconds', default: '8000' },
]

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
    seed,
    sessionSecret: env.SESSION_SECRET?.trim() ? env.SESSION_SECRET.trim() : null,
    production: env.NODE_ENV === 'production',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    webhookAllowPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS?.trim().toLowerCase() === 'true',
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    maintenance: readMaintenanceEnv(env),
  }
}

function readMaintenanceEnv(env: NodeJS.ProcessEnv): MaintenanceSettings {
  const costPerMinute = Number(env.MAINTENANCE_COST_PER_MINUTE ?? DEFAULT_COST_PER_MINUTE)
  if (!Number.isFinite(costPerMinute) || costPerMinute < 0) throw new Error(`MAINTENANCE_COST_PER_MINUTE must be a number, got ${env.MAINTENANCE_COST_PER_MINUTE}`)
  const currency = (env.MAINTENANCE_CURRENCY ?? DEFAULT_CURRENCY).trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`MAINTENANCE_CURRENCY must be a 3-letter currency code, got ${env.MAINTENANCE_CURRENCY}`)
  const apiKey = env.OPENAI_API_KEY?.trim()
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS ?? 8000)
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`OPENAI_TIMEOUT_MS must be a whole number of milliseconds, got ${env.OPENAI_TIMEOUT_MS}`)
  return {
    costPerMinute,
    currency,
    languageModel: apiKey
      ? { apiKey, baseUrl: env.OPENAI_BASE_URL?.trim() || null, model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini', timeoutMs }
      : null,
  }
}
