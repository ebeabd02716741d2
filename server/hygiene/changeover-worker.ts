// Applies the schedule's allergen changeovers as shifts begin (decision 225): one pass a minute, each pass one
// transaction, idempotent (changeover.service.ts), so a restart or a second instance does no harm.
import type { AppDeps, AuthUser } from '../context'
import { runCommand } from '../command'
import { applyDueChangeovers } from './changeover.service'

export const CHANGEOVER_EVERY_MS = 60_000

/** Who the records name when the schedule, not a person, holds a line. */
export const SCHEDULE_ACTOR: AuthUser = {
  id: 0,
  username: 'schedule',
  firstName: 'Production',
  lastName: 'schedule',
  role: 'system',
}

export interface ChangeoverWorkerOptions {
  everyMs?: number
  firstAfterMs?: number
}

export class ChangeoverWorker {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly deps: AppDeps,
    private readonly options: ChangeoverWorkerOptions = {},
  ) {}

  start(): this {
    this.stopped = false
    this.schedule(this.options.firstAfterMs ?? 5_000)
    return this
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  /** One pass now (tests, and the timer): how many lines it held. */
  async runOnce(): Promise<number> {
    const applied = await runCommand(this.deps, SCHEDULE_ACTOR, (ctx) => applyDueChangeovers(ctx))
    return applied.filter((a) => a.outcome === 'held' || a.outcome === 'already_held').length
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.run().finally(() => {
        this.running = null
        this.schedule(this.options.everyMs ?? CHANGEOVER_EVERY_MS)
      })
    }, ms)
    this.timer.unref?.()
  }

  private async run(): Promise<void> {
    try {
      const held = await this.runOnce()
      if (held) console.info(`hygiene: ${held} line(s) held for an allergen changeover`)
    } catch (error) {
      console.error('hygiene: changeover pass failed', error instanceof Error ? error.message : error)
    }
  }
}
