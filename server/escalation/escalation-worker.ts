// Runs the escalation ladder in the background: shortly after start, then every ESCALATION_EVERY_MS. Every
// instance runs it; the (ticket, step) unique key makes each step fire once (decision 205).
import type { AppDeps } from '../context'
import { runEscalations } from './escalation.service'

export const ESCALATION_EVERY_MS = 15_000

export interface EscalationWorkerOptions {
  everyMs?: number
  firstAfterMs?: number
}

export class EscalationWorker {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
    private readonly options: EscalationWorkerOptions = {},
  ) {}

  start(): this {
    this.stopped = false
    this.schedule(this.options.firstAfterMs ?? 2_000)
    return this
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  /** One pass now (tests and the timer): how many steps fired. */
  runOnce(): Promise<number> {
    return runEscalations(this.deps)
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.runOnce()
        .then((n) => {
          if (n) console.info(`escalation: ${n} step(s) fired`)
        })
        .catch((error: unknown) =>
          console.error('escalation pass failed', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          this.running = null
          this.schedule(this.options.everyMs ?? ESCALATION_EVERY_MS)
        })
    }, ms)
    this.timer.unref?.()
  }
}
