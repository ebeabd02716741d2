// Start-up: data folder, signing secret, migrations and the first-start seed.
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SESSION_MS } from '../shared/constants'
import { createApp } from './app'
import type { ConnectorsConfig } from './connectors/connector-config'
import { ImportJobKeeper, type ImportKeeperOptions } from './imports/import-job-keeper'
import { systemClock, type AppConfig, type Clock } from './context'
import { openConfiguredDatabase, type Db } from './db/connection'
import { migrateToLatest } from './db/migrate'
import type { MaintenanceSettings } from './config/maintenance-settings'
import { isSeeded, seedDemo, seedRoles } from './seed/demo-seed'
import { NotificationWorker, type WorkerOptions } from './teams/notification-worker'
import { EventHub } from './changes/event-hub'
import { latestSeq } from './changes/change-log.repository'
import { PgEventBus } from './changes/pg-event-bus'
import { RetentionWorker, type RetentionWorkerOptions } from './retention/retention-worker'
import { ChangeoverWorker } from './hygiene/changeover-worker'
import type { PeriodicTiming } from './jobs/periodic-worker'
import { OeeSumsKeeper } from './oee/oee-sums-keeper'
import { PmGeneratorWorker, type PmWorkerOptions } from './pm/pm-generator-worker'
import { PushWorker, type PushWorkerOptions } from './push/push-worker'
import { loadVapidKeys, type VapidEnv } from './push/vapid'
import { EscalationWorker, type EscalationWorkerOptions } from './escalation/escalation-worker'

/** SESSION_SECRET if set, else a secret generated at first start and kept in the data folder. */
export function loadSecret(dataDir: string, fromEnv: string | null): string {
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * INSTANCE_ID if set, else an id generated at first start and kept in the data folder: the same instance keeps
 * its id across restarts, so a restart can tell its own unfinished import jobs from other instances' (decision 183).
 */
export function loadInstanceId(dataDir: string, fromEnv: string | null): string {
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, 'instance-id')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const id = randomUUID()
  writeFileSync(file, id)
  return id
}

export interface BootOptions {
  dataDir: string
  secret: string | null
  seed: 'demo' | 'none'
  clientDir: string | null
  clock?: Clock
  historyDays?: number
  webhookAllowPrivateHosts?: boolean
  maintenance?: MaintenanceSettings
  trustProxy?: boolean
  publicUrl?: string | null
  connectors?: ConnectorsConfig
  /** postgres://… to run on PostgreSQL; null or absent: the SQLite file in dataDir. */
  databaseUrl?: string | null
  /** PostgreSQL connections per instance (default 10). */
  pgPoolSize?: number
  /** Teams worker timing (tests). */
  worker?: WorkerOptions
  /** INSTANCE_ID; absent: generated once and kept in the data folder. */
  instanceId?: string | null
  /** Import-job heartbeat timing (tests). */
  importKeeper?: ImportKeeperOptions
  /** Retention purge timing (tests). */
  retention?: RetentionWorkerOptions
  /** PM work-order generation timing (tests). */
  pm?: PmWorkerOptions
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT; absent: generated once and kept in the data folder. */
  vapid?: VapidEnv | null
  /** Web Push outbox timing (tests). */
  push?: PushWorkerOptions
  /** Escalation ladder timing (tests). */
  escalation?: EscalationWorkerOptions
  /** OEE report sums keeper timing (tests). */
  oeeSums?: PeriodicTiming
}

export async function prepareDatabase(
  dataDir: string,
  seed: 'demo' | 'none',
  clock: Clock,
  historyDays = 90,
  databaseUrl: string | null = null,
  pgPoolSize?: number,
): Promise<Db> {
  mkdirSync(dataDir, { recursive: true })
  const db = openConfiguredDatabase(dataDir, databaseUrl, { poolSize: pgPoolSize })
  await migrateToLatest(db)
  if (!(await isSeeded(db))) {
    if (seed === 'demo') await seedDemo(db, { now: clock.now(), historyDays })
    else await seedRoles(db)
  }
  return db
}

export async function boot(options: BootOptions) {
  const clock = options.clock ?? systemClock
  const db = await prepareDatabase(
    options.dataDir,
    options.seed,
    clock,
    options.historyDays,
    options.databaseUrl ?? null,
    options.pgPoolSize,
  )
  const instanceId = loadInstanceId(options.dataDir, options.instanceId ?? null)
  const config: AppConfig = {
    dataDir: options.dataDir,
    secret: loadSecret(options.dataDir, options.secret),
    sessionMs: SESSION_MS,
    heartbeatMs: 15_000,
    // 10 wrong passwords per account and address, 100 per address (a plant's NAT), per 15 minutes.
    loginLimit: { max: 10, perIpMax: 100, windowMs: 15 * 60_000 },
    clientDir: options.clientDir,
    secretSource: options.secret ? 'env' : 'generated',
    webhookAllowPrivateHosts: options.webhookAllowPrivateHosts ?? false,
    maintenance: options.maintenance,
    trustProxy: options.trustProxy ?? false,
    publicUrl: options.publicUrl ?? null,
    connectors: options.connectors,
    instanceId,
    vapid: loadVapidKeys(options.dataDir, options.vapid ?? null, options.publicUrl),
  }
  // This instance's import jobs cut off by its restart fail now; other instances' jobs only once their owner is silent.
  const importKeeper = new ImportJobKeeper(db, clock, instanceId, options.importKeeper)
  await importKeeper.recover()
  importKeeper.start()
  // On PostgreSQL every instance hears the others' pokes (LISTEN/NOTIFY); on SQLite the hub stays in-process.
  const events = new EventHub()
  const bus = options.databaseUrl
    ? await new PgEventBus(options.databaseUrl, events, { latestSeq: () => latestSeq(db) }).start()
    : null
  const built = createApp({ db, clock, config, events })
  // Teams cards go out from the durable outbox in the background; stop it before closing the database.
  const worker = new NotificationWorker(built.deps, options.worker).start()
  // The change log, push verdicts, silent devices' sync rows and ended sessions are purged past their retention.
  const retention = new RetentionWorker(db, clock, options.retention).start()
  // PM work orders are made ahead of their due date in the background (decision 190).
  const pmGenerator = new PmGeneratorWorker(built.deps, options.pm).start()
  // Web Push goes out from its own outbox; unaccepted tickets climb the escalation ladder (issue 34).
  const pushWorker = new PushWorker(built.deps, options.push).start()
  const escalation = new EscalationWorker(built.deps, options.escalation).start()
  // The schedule's allergen changeovers hold their lines as shifts begin (issue 29, decision 225).
  const changeovers = new ChangeoverWorker(built.deps).start()
  // The OEE report's whole days and months are kept filled, so no report sums two years (decision 242).
  const oeeSums = new OeeSumsKeeper(db, clock, options.oeeSums).start()
  /** Stops the workers and the bus, then closes the database. */
  const close = async () => {
    await worker.stop()
    await importKeeper.stop()
    await retention.stop()
    await pmGenerator.stop()
    await escalation.stop()
    await pushWorker.stop()
    await changeovers.stop()
    await oeeSums.stop()
    await bus?.close()
    await db.destroy()
  }
  return {
    ...built,
    db,
    worker,
    importKeeper,
    retention,
    pmGenerator,
    pushWorker,
    escalation,
    changeovers,
    oeeSums,
    close,
  }
}
