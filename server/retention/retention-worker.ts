// Purges the server's bookkeeping past its retention (decision 184) in the background: first a minute after start,
// then hourly. Started in boot() beside the Teams worker and stopped before the database closes. Every instance
// on a shared database runs it; the deletes are idempotent, so two at once only repeat each other's work.
import { setImmediate as nextTick } from 'node:timers/promises'
import type { Clock } from '../context'
import type { Db } from '../db/connection'
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

export interface RetentionWorkerOptions {
  everyMs?: number
  firstAfterMs?: number
}

export class RetentionWorker {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: RetentionWorkerOptions = {},
  ) {}

  start(): this {
    this.stopped = false
    this.schedule(this.options.firstAfterMs ?? PURGE_FIRST_AFTER_MS)
    return this
  }

  /** Stops the timer and waits for a purge under way (it stops between batches). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.run().finally(() => {
        this.running = null
        this.schedule(this.options.everyMs ?? PURGE_EVERY_MS)
      })
    }, ms)
    this.timer.unref?.()
  }

  private async run(): Promise<void> {
    try {
      // Between change-log batches: yield to requests, and give up when the server is stopping.
      const between = async () => {
        await nextTick()
        if (this.stopped) throw new StopPurge()
      }
      const purged = await purgeExpired(this.db, this.clock.now(), { between })
      if (Object.values(purged).some((n) => n > 0)) console.info('retention: purged', purged)
    } catch (error) {
      if (!(error instanceof StopPurge))
        console.error('retention: purge failed', error instanceof Error ? error.message : error)
    }
  }
}

class StopPurge extends Error {}
