// Purges the server's bookkeeping past its retention (decision 184) in the background: first a minute after start,
// then hourly. Started in boot() beside the Teams worker and stopped before the database closes. Every instance
// on a shared database runs it; the deletes are idempotent, so two at once only repeat each other's work.
import type { Clock } from '../context'
import type { Db } from '../db/connection'
import { PeriodicWorker, type PeriodicTiming } from '../jobs/periodic-worker'
import { CHANGE_LOG_PURGE_BATCH, PURGE_EVERY_MS, PURGE_FIRST_AFTER_MS, RETENTION } from './retention-policy'
import { purgeChangeLog, purgeEndedSessions, purgeSilentSyncClients, purgeSyncOutcomes } from './retention.repository'

export interface Purged {
  changeLog: number
  outcomes: number
  syncClients: number
  sessions: number
}

/** One purge of everything past its retention at `now`; returns what went. */
export async function purgeExpired(
  db: Db,
  now: Date,
  options: { batch?: number; between?: () => Promise<void> } = {},
): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  return {
    changeLog: await purgeChangeLog(
      db,
      before(RETENTION.changeLogMs),
      now.toISOString(),
      options.batch ?? CHANGE_LOG_PURGE_BATCH,
      options.between,
    ),
    outcomes: await purgeSyncOutcomes(db, before(RETENTION.outcomesMs)),
    syncClients: await purgeSilentSyncClients(db, before(RETENTION.syncClientsMs)),
    sessions: await purgeEndedSessions(db, before(RETENTION.sessionsAfterExpiryMs)),
  }
}

export type RetentionWorkerOptions = PeriodicTiming

/** Between change-log batches the purge yields to requests, and gives up when the server is stopping. */
export class RetentionWorker extends PeriodicWorker<Purged> {
  constructor(db: Db, clock: Clock, timing: RetentionWorkerOptions = {}) {
    super(
      {
        everyMs: PURGE_EVERY_MS,
        firstAfterMs: PURGE_FIRST_AFTER_MS,
        round: (between) => purgeExpired(db, clock.now(), { between }),
        report: (purged) => {
          if (Object.values(purged).some((n) => n > 0)) console.info('retention: purged', purged)
        },
        failure: 'retention: purge failed',
      },
      timing,
    )
  }
}
