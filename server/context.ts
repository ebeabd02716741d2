// What every route and service is handed: the database, the clock, the settings and the change events.
import type { SyncEntity } from '../shared/schemas/sync'
import type { Db, Trx } from './db/connection'
import type { EventHub } from './changes/event-hub'
import type { MaintenanceSettings } from './config/maintenance-settings'
import type { RequestSite } from './http/site-env'
import type { ConnectorsConfig } from './connectors/connector-config'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface AppConfig {
  dataDir: string
  /** Keys session-token hashes; from SESSION_SECRET or generated at first start (never a default). */
  secret: string
  sessionMs: number
  heartbeatMs: number
  /** INSTANCE_ID: names this instance's import jobs, so its restart fails only those (decision 183). */
  instanceId?: string
  /** Least time between two change pokes on one live stream (default POKE_WINDOW_MS, decision 182). */
  pokeWindowMs?: number
  /**
   * Failed logins allowed per window: `max` per username + client address (strict), `perIpMax` per address
   * across all usernames (loose, so a plant behind one NAT address is not locked out by one person).
   */
  loginLimit: { max: number; windowMs: number; perIpMax?: number }
  /** TRUST_PROXY=1: believe X-Forwarded-Proto/-Host/-For from the reverse proxy in front. */
  trustProxy?: boolean
  /** PUBLIC_URL: the address users open; other Host headers are refused, and Teams cards link to it. */
  publicUrl?: string | null
  /** Built client to serve, or null (tests, dev). */
  clientDir: string | null
  /** Where the secret came from: the environment or generated at first start (admin overview, docs). */
  secretSource?: 'env' | 'generated'
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: webhooks may point at private/loopback hosts, over http too (tests, relays). */
  webhookAllowPrivateHosts?: boolean
  /** Downtime cost and the optional language model of the maintenance report (defaults when absent). */
  maintenance?: MaintenanceSettings
  /** SharePoint / Dataverse settings; absent means not configured. */
  connectors?: ConnectorsConfig
  /** Web Push signing keys (server/push/vapid.ts); absent: loaded or generated in dataDir on first use. */
  vapid?: VapidKeys
}

/** The Web Push (VAPID, RFC 8292) key pair: see server/push/vapid.ts. */
export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string
  privateKey: string
  /** mailto: or https: contact the push services may use. */
  subject: string
  source: 'env' | 'generated'
}

export interface AppDeps {
  db: Db
  clock: Clock
  config: AppConfig
  events: EventHub
}

/** The signed-in user as the server's rules see it. */
export interface AuthUser {
  id: number
  username: string
  firstName: string
  lastName: string
  role: string
}

export function displayName(u: { firstName: string; lastName: string; username?: string }): string {
  const name = `${u.firstName} ${u.lastName}`.trim()
  return name || u.username || ''
}

export type AppEnv = {
  Variables: {
    user: AuthUser
    sessionId: string
    /** Set for every request by siteContext (server/http/site.ts). */
    site: RequestSite
  }
}

export type { Trx }

/** One unit of work: a REST call or one sync mutation, applied in one transaction. */
export interface CommandContext {
  trx: Trx
  actor: AuthUser
  /** Server time of this command, ISO. */
  now: string
  /** Records that a synced entity changed, so pull and SSE see it. */
  change(entity: SyncEntity, id: string | number, op?: 'upsert' | 'delete'): Promise<void>
  audit(action: string, resourceType: string, resourceId: string | number | null, details?: unknown): Promise<void>
  /**
   * Reads that stay the same for a whole sync push (rows no mutation writes, e.g. the enabled Teams webhooks),
   * kept once per push transaction instead of read per mutation (decision 150). Absent outside a push.
   */
  pushMemo?: PushMemo
}

export interface PushMemo {
  enabledDepartments?: { department: string; name: string }[]
  /** Is any device subscribed to push notifications (issue 34)? Read once per push. */
  anySubscription?: boolean
  /** Each line's hygiene hold switch (lines without settings are absent: held by default), read once per push. */
  holdSwitches?: Map<number, boolean>
  /** Assignees read in this push, by user id: a batch assigns the same few engineers again and again. */
  assignees?: Map<number, AssigneeFacts | undefined>
}

/** What assigning a ticket reads of its assignee. */
export interface AssigneeFacts {
  id: number
  username: string
  first_name: string
  last_name: string
  is_active: number
  role_name: string
}
