// The only reader of process.env: typed server settings with their defaults.
import path from 'node:path'
import { DEFAULT_COST_PER_MINUTE, DEFAULT_CURRENCY } from '../shared/maintenance/constants'
import type { MaintenanceSettings } from './config/maintenance-settings'
import { DEFAULT_GRAPH_URL, DEFAULT_LOGIN_URL, type ConnectorsConfig } from './connectors/connector-config'

export interface ServerEnv {
  port: number
  host: string
  dataDir: string
  /** postgres://… runs on PostgreSQL; null (unset) keeps the SQLite file in dataDir. */
  databaseUrl: string | null
  /** PG_POOL_SIZE: PostgreSQL connections per instance (the LISTEN connection is one more). */
  pgPoolSize: number
  /** 'demo' seeds the demo data on first start; 'none' starts empty. Default: demo, but none in production. */
  seed: 'demo' | 'none'
  /** Days of made-up ticket and status history in the demo seed. */
  seedHistoryDays: number
  sessionSecret: string | null
  production: boolean
  /** The built PWA to serve. */
  clientDir: string
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS=true lets Teams webhooks point at private or loopback hosts (tests, on-site relays). */
  webhookAllowPrivateHosts: boolean
  /** Predictive maintenance: downtime cost assumption and the optional OpenAI-compatible language model. */
  maintenance: MaintenanceSettings
  /** TRUST_PROXY=1: a reverse proxy in front; believe its X-Forwarded-Proto/-Host/-For. */
  trustProxy: boolean
  /** PUBLIC_URL: the address users open (https://lineside.plant.example); other Host headers are refused. */
  publicUrl: string | null
  /** SharePoint and Dataverse product connectors; unset settings are null (the tabs name them). */
  connectors: ConnectorsConfig
  /** INSTANCE_ID: this instance's name on its import jobs; null: generated once and kept in DATA_DIR. */
  instanceId: string | null
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT for Web Push; unset keys: generated once in DATA_DIR. */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string | null }
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// or http://, got ${value}`)
  return url.origin
}

/** Every variable readEnv reads, for the generated deployment documentation. */
export const ENV_VARIABLES: readonly { name: string; meaning: string; default: string }[] = [
  { name: 'PORT', meaning: 'HTTP port', default: '3000' },
  { name: 'HOST', meaning: 'Address to listen on', default: '0.0.0.0' },
  {
    name: 'DATABASE_URL',
    meaning: 'postgres://… runs on PostgreSQL; unset keeps the SQLite file in DATA_DIR',
    default: '(unset: SQLite)',
  },
  {
    name: 'INSTANCE_ID',
    meaning:
      'Names this instance on its import jobs, so its restart fails only its own unfinished ones; set it when DATA_DIR is not kept across restarts',
    default: '(generated once, kept in DATA_DIR/instance-id)',
  },
  {
    name: 'PG_POOL_SIZE',
    meaning: 'PostgreSQL only: connections per instance (one more is held for LISTEN)',
    default: '10',
  },
  { name: 'DATA_DIR', meaning: 'Folder of the SQLite database and the generated signing secret', default: './data' },
  {
    name: 'SEED',
    meaning: '"demo" seeds demo data on first start, "none" starts empty',
    default: 'demo (none when NODE_ENV=production)',
  },
  { name: 'SEED_HISTORY_DAYS', meaning: 'Days of demo history in the demo seed', default: '90' },
  {
    name: 'SESSION_SECRET',
    meaning: 'Secret that keys session-token hashes; generated at first start when unset',
    default: '(generated)',
  },
  { name: 'NODE_ENV', meaning: '"production" for a production start', default: '(unset)' },
  { name: 'CLIENT_DIR', meaning: 'Built PWA to serve', default: 'dist/client' },
  {
    name: 'WEBHOOK_ALLOW_PRIVATE_HOSTS',
    meaning: 'true lets Teams webhooks point at private or loopback hosts (and use http there)',
    default: 'false',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    meaning:
      'Web Push signing key pair (base64url, with VAPID_PRIVATE_KEY); set it when several instances serve one plant',
    default: '(generated at first start, kept in DATA_DIR)',
  },
  { name: 'VAPID_PRIVATE_KEY', meaning: 'Private half of the Web Push signing key pair', default: '(generated)' },
  {
    name: 'VAPID_SUBJECT',
    meaning: 'mailto: or https: contact given to push services',
    default: 'PUBLIC_URL when https, else a placeholder mailto:',
  },
  {
    name: 'PUBLIC_URL',
    meaning: 'Address users open the app at: links in Teams cards; other Host headers are refused',
    default: '(unset: any host, cards carry no link)',
  },
  {
    name: 'TRUST_PROXY',
    meaning: '1 behind a TLS reverse proxy: X-Forwarded-Proto/-Host/-For are believed',
    default: '0',
  },
  {
    name: 'MAINTENANCE_COST_PER_MINUTE',
    meaning: 'Cost of a minute of downtime, for the predictive report',
    default: '25',
  },
  { name: 'MAINTENANCE_CURRENCY', meaning: 'Currency of that cost (3-letter code)', default: 'EUR' },
  {
    name: 'OPENAI_API_KEY',
    meaning: 'Optional OpenAI-compatible language model that rewords maintenance advice',
    default: '(unset: built-in texts)',
  },
  { name: 'OPENAI_BASE_URL', meaning: 'Base URL of that model endpoint', default: '(the openai package default)' },
  { name: 'OPENAI_MODEL', meaning: 'Model name', default: 'gpt-4o-mini' },
  { name: 'OPENAI_TIMEOUT_MS', meaning: 'Time limit for the model, in milliseconds', default: '8000' },
  {
    name: 'SHAREPOINT_TENANT_ID',
    meaning: 'SharePoint product connector: Entra tenant id',
    default: '(unset: not configured)',
  },
  {
    name: 'SHAREPOINT_CLIENT_ID',
    meaning: 'SharePoint connector: app (client) id',
    default: '(unset: not configured)',
  },
  {
    name: 'SHAREPOINT_CLIENT_SECRET',
    meaning: 'SharePoint connector: client secret',
    default: '(unset: not configured)',
  },
  { name: 'SHAREPOINT_SITE_URL', meaning: 'SharePoint connector: site address', default: '(unset: not configured)' },
  { name: 'SHAREPOINT_LIST', meaning: 'SharePoint connector: list name or id', default: '(unset: not configured)' },
  {
    name: 'DATAVERSE_TENANT_ID',
    meaning: 'Dataverse product connector: Entra tenant id',
    default: '(unset: not configured)',
  },
  { name: 'DATAVERSE_CLIENT_ID', meaning: 'Dataverse connector: app (client) id', default: '(unset: not configured)' },
  {
    name: 'DATAVERSE_CLIENT_SECRET',
    meaning: 'Dataverse connector: client secret',
    default: '(unset: not configured)',
  },
  { name: 'DATAVERSE_URL', meaning: 'Dataverse connector: environment address', default: '(unset: not configured)' },
  { name: 'DATAVERSE_TABLE', meaning: 'Dataverse connector: entity set name', default: '(unset: not configured)' },
  {
    name: 'MS_LOGIN_URL',
    meaning: 'Microsoft identity platform address (national clouds)',
    default: 'https://login.microsoftonline.com',
  },
  {
    name: 'MS_GRAPH_URL',
    meaning: 'Microsoft Graph address (national clouds)',
    default: 'https://graph.microsoft.com/v1.0',
  },
]

function readPoolSize(value: string | undefined): number {
  const size = Number(value?.trim() || 10)
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw new Error(`PG_POOL_SIZE must be a whole number from 1 to 1000, got ${value}`)
  return size
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const production = env.NODE_ENV === 'production'
  // Production never gets the demo accounts (admin / demo1234) unless asked for with SEED=demo.
  const seed = (env.SEED?.trim() || (production ? 'none' : 'demo')).toLowerCase()
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got ${env.SEED}`)
  const seedHistoryDays = Number(env.SEED_HISTORY_DAYS ?? 90)
  if (!Number.isInteger(seedHistoryDays) || seedHistoryDays < 0)
    throw new Error(`SEED_HISTORY_DAYS must be a whole number, got ${env.SEED_HISTORY_DAYS}`)
  return {
    port,
    seedHistoryDays,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    pgPoolSize: readPoolSize(env.PG_POOL_SIZE),
    seed,
    sessionSecret: env.SESSION_SECRET?.trim() ? env.SESSION_SECRET.trim() : null,
    production,
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    webhookAllowPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS?.trim().toLowerCase() === 'true',
    trustProxy: readFlag('TRUST_PROXY', env.TRUST_PROXY),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    maintenance: readMaintenanceEnv(env),
    connectors: readConnectors(env),
    instanceId: readInstanceId(env.INSTANCE_ID),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY?.trim() || null,
      privateKey: env.VAPID_PRIVATE_KEY?.trim() || null,
      subject: env.VAPID_SUBJECT?.trim() || null,
    },
  }
}

function readInstanceId(value: string | undefined): string | null {
  const id = value?.trim()
  if (!id) return null
  if (!/^[\w.:-]{1,100}$/.test(id))
    throw new Error(`INSTANCE_ID must be 1 to 100 letters, digits or . _ : -, got ${value}`)
  return id
}

function readMaintenanceEnv(env: NodeJS.ProcessEnv): MaintenanceSettings {
  const costPerMinute = Number(env.MAINTENANCE_COST_PER_MINUTE ?? DEFAULT_COST_PER_MINUTE)
  if (!Number.isFinite(costPerMinute) || costPerMinute < 0)
    throw new Error(`MAINTENANCE_COST_PER_MINUTE must be a number, got ${env.MAINTENANCE_COST_PER_MINUTE}`)
  const currency = (env.MAINTENANCE_CURRENCY ?? DEFAULT_CURRENCY).trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`MAINTENANCE_CURRENCY must be a 3-letter currency code, got ${env.MAINTENANCE_CURRENCY}`)
  const apiKey = env.OPENAI_API_KEY?.trim()
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS ?? 8000)
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`OPENAI_TIMEOUT_MS must be a whole number of milliseconds, got ${env.OPENAI_TIMEOUT_MS}`)
  return {
    costPerMinute,
    currency,
    languageModel: apiKey
      ? {
          apiKey,
          baseUrl: env.OPENAI_BASE_URL?.trim() || null,
          model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
          timeoutMs,
        }
      : null,
  }
}

function readConnectors(env: NodeJS.ProcessEnv): ConnectorsConfig {
  const v = (name: string) => env[name]?.trim() || null
  return {
    loginUrl: v('MS_LOGIN_URL') ?? DEFAULT_LOGIN_URL,
    graphUrl: v('MS_GRAPH_URL') ?? DEFAULT_GRAPH_URL,
    sharepoint: {
      tenantId: v('SHAREPOINT_TENANT_ID'),
      clientId: v('SHAREPOINT_CLIENT_ID'),
      clientSecret: v('SHAREPOINT_CLIENT_SECRET'),
      siteUrl: v('SHAREPOINT_SITE_URL'),
      list: v('SHAREPOINT_LIST'),
    },
    dataverse: {
      tenantId: v('DATAVERSE_TENANT_ID'),
      clientId: v('DATAVERSE_CLIENT_ID'),
      clientSecret: v('DATAVERSE_CLIENT_SECRET'),
      url: v('DATAVERSE_URL'),
      table: v('DATAVERSE_TABLE'),
    },
  }
}

function readDatabaseUrl(value: string | undefined): string | null {
  const url = value?.trim()
  if (!url) return null
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
  return url
}
