// Runs the work-order generator in the background (decision 190): shortly after start, then every
// PM_GENERATE_EVERY_MS. Started in boot() beside the other workers, stopped before the database closes. Every
// instance runs it; the unique keys make a second instance's pass a no-op for what the first already made.
import { setImmediate as nextTick } from 'node:timers/promises'
import type { AppDeps } from '../context'
import { generateDueWorkOrders } from './pm-generator'

export const PM_GENERATE_EVERY_MS = 20_000
export const PM_GENERATE_FIRST_AFTER_MS = 2_000

export interface PmWorkerOptions {
  everyMs?: number
  firstAfterMs?: number
}

export class PmGeneratorWorker {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
    private readonly options: PmWorkerOptions = {},
  ) {}

  start(): this {
    this.stopped = false
    this.schedule(this.options.firstAfterMs ?? PM_GENERATE_FIRST_AFTER_MS)
    return this
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  /** One pass now (tests, and the timer). */
  async runOnce(): Promise<number> {
    const between = async () => {
      await nextTick()
      if (this.stopped) throw new StopPass()
    }
    const result = await generateDueWorkOrders(this.deps.db, this.deps.clock.now(), { between })
    if (result.seq) this.deps.events.poke(result.seq)
    return result.created
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.run().finally(() => {
        this.running = null
        this.schedule(this.options.everyMs ?? PM_GENERATE_EVERY_MS)
      })
    }, ms)
    this.timer.unref?.()
  }

  private async run(): Promise<void> {
    try {
      const created = await this.runOnce()
      if (created) console.info(`pm: ${created} work order(s) generated`)
    } catch (error) {
      if (!(error instanceof StopPass))
        console.error('pm: work-order generation failed', error instanceof Error ? error.message : error)
    }
  }
}

class StopPass extends Error {}
