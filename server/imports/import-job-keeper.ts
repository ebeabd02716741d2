// Keeps this instance's import jobs marked alive in the database and fails the ones nobody runs any more
// (decision 183). Several instances share one PostgreSQL database: a restart fails only its own jobs, and a job
// whose owner went silent (crashed, or came back under another INSTANCE_ID) is failed by whichever instance sees it.
import type { Clock } from '../context'
import type { Db } from '../db/connection'
import { PeriodicWorker } from '../jobs/periodic-worker'
import { failOwnUnfinishedJobs, failSilentJobs, heartbeatOwnJobs } from './import-jobs.repository'

/** How often the owner says it still runs its jobs. */
export const IMPORT_HEARTBEAT_MS = 30_000
/** A job whose owner has been silent this long is failed: six missed heartbeats. */
export const IMPORT_SILENT_MS = 3 * 60_000

export const RESTARTED_MESSAGE = 'The server restarted during this import; upload the file again'
export const SILENT_MESSAGE = 'The server running this import stopped; upload the file again'

export interface ImportKeeperOptions {
  heartbeatMs?: number
  silentMs?: number
}

export class ImportJobKeeper {
  private readonly silentMs: number
  private readonly loop: PeriodicWorker<void>

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly instanceId: string,
    options: ImportKeeperOptions = {},
  ) {
    const heartbeatMs = options.heartbeatMs ?? IMPORT_HEARTBEAT_MS
    this.silentMs = options.silentMs ?? IMPORT_SILENT_MS
    this.loop = new PeriodicWorker({
      everyMs: heartbeatMs,
      firstAfterMs: heartbeatMs,
      round: () => this.round(),
      failure: 'import jobs: heartbeat failed',
    })
  }

  /** At start, before any new job: this instance's interrupted jobs fail at once, silent ones of others too. */
  async recover(): Promise<void> {
    await failOwnUnfinishedJobs(this.db, this.instanceId, RESTARTED_MESSAGE, this.clock.now().toISOString())
    await this.round()
  }

  start(): this {
    this.loop.start()
    return this
  }

  /** Heartbeats this instance's unfinished jobs, then fails the others' silent ones. */
  async round(): Promise<void> {
    const now = this.clock.now()
    const at = now.toISOString()
    await heartbeatOwnJobs(this.db, this.instanceId, at)
    await failSilentJobs(this.db, new Date(now.getTime() - this.silentMs).toISOString(), SILENT_MESSAGE, at)
  }

  stop(): Promise<void> {
    return this.loop.stop()
  }
}
