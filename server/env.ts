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
  /** Predictive maintenance: downtime cost assumption and the optional OpenAI-compatible language model. */
  maintenance: MaintenanceSettings
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
    seed,
    sessionSecret: env.SESSION_SECRET?.trim() ? env.SESSION_SECRET.trim() : null,
    production: env.NODE_ENV === 'production',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
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
