// The only reader of process.env: typed server settings with their defaults.
import path from 'node:path'
import { DEFAULT_GRAPH_URL, DEFAULT_LOGIN_URL, type ConnectorsConfig } from './connectors/connector-config'

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
  /** SharePoint and Dataverse product connectors; unset settings are null (the tabs name them). */
  connectors: ConnectorsConfig
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
    connectors: readConnectors(env),
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
