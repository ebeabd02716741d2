// The background loop every periodic job shares (decision 265): a first round shortly after start, then one every
// `everyMs` counted from the end of the last, never two rounds at once, a failing round logged and tried again at
// the next tick, and stop() waits for the round under way. The area gives only its round and its timing.
import { setImmediate as nextTick } from 'node:timers/promises'

export interface PeriodicTiming {
  everyMs?: number
  firstAfterMs?: number
}

export interface PeriodicJob<T> {
  everyMs: number
  firstAfterMs: number
  /** One round. Long rounds call `between()` at safe points: it yields to requests and ends a round once stopped. */
  round: (between: () => Promise<void>) => Promise<T>
  /** Logs what a timer's round did (runOnce leaves it to the caller). */
  report?: (result: T) => void
  /** The log line of a failed round; the error's message follows it. */
  failure: string
}

/** Thrown by `between()` once the worker is stopping: the round ends there and no failure is logged. */
export class RoundStopped extends Error {}

export class PeriodicWorker<T> {
  private timer: ReturnType<typeof setTimeout> | null = null
  /** The last round asked for (timer or runOnce): the next one starts after it, stop() waits for it. */
  private tail: Promise<unknown> = Promise.resolve()
  private stopped = false
  private readonly everyMs: number
  private readonly firstAfterMs: number

  constructor(
    private readonly job: PeriodicJob<T>,
    timing: PeriodicTiming = {},
  ) {
    this.everyMs = timing.everyMs ?? job.everyMs
    this.firstAfterMs = timing.firstAfterMs ?? job.firstAfterMs
  }

  start(): this {
    if (this.timer) return this
    this.stopped = false
    this.schedule(this.firstAfterMs)
    return this
  }

  /** Stops the timer and waits for a round under way (a long one stops at its next `between()`). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.tail
  }

  /** One round now (tests, and the timer), after any round under way. */
  runOnce(): Promise<T> {
    const round = this.tail.then(() => this.job.round(this.between))
    this.tail = round.catch(() => undefined)
    return round
  }

  private readonly between = async (): Promise<void> => {
    await nextTick()
    if (this.stopped) throw new RoundStopped()
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.tick().finally(() => this.schedule(this.everyMs))
    }, ms)
    this.timer.unref?.()
  }

  private async tick(): Promise<void> {
    try {
      const result = await this.runOnce()
      this.job.report?.(result)
    } catch (error) {
      if (!(error instanceof RoundStopped))
        console.error(this.job.failure, error instanceof Error ? error.message : error)
    }
  }
}
