// The delivery loop the Teams and the Web Push outboxes share (decision 265): a round on start, on every poll, on
// every committed change (pooled into one round in the loop's next turn) and when a retry falls due; never two
// rounds at once (a kick during a round runs one more after it); stop() aborts sends in flight and waits.
// What a round claims and sends is the outbox's own (its worker extends this class); how long a failed row waits
// is `retryPlan` below.

export interface OutboxLoopSetup {
  pollMs: number
  /** Committed changes (the event hub): each one may have written a row. */
  events: { subscribe: (listener: () => void) => () => void }
  /** The log line of a failed round. */
  failure: string
}

/** An outbox's worker extends it with its round: claims what is due and sends it; `stop` aborts on stop(). */
export abstract class OutboxLoop {
  private timer: ReturnType<typeof setInterval> | null = null
  private unsubscribe: (() => void) | null = null
  private running: Promise<void> | null = null
  private again = false
  private soon: ReturnType<typeof setImmediate> | null = null
  /** Aborts sends in flight when the worker stops (a hung receiver must not hold up a shutdown). */
  private stopping = new AbortController()

  constructor(private readonly setup: OutboxLoopSetup) {}

  protected abstract round(stop: AbortSignal): Promise<void>

  start(): this {
    if (this.timer) return this
    this.stopping = new AbortController()
    this.timer = setInterval(() => this.kick(), this.setup.pollMs)
    this.timer.unref?.()
    this.unsubscribe = this.setup.events.subscribe(() => this.kickSoon())
    this.kick()
    return this
  }

  /** Stops polling, aborts sends in flight and waits for the round under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    if (this.soon) clearImmediate(this.soon)
    this.soon = null
    this.unsubscribe?.()
    this.unsubscribe = null
    this.again = false
    this.stopping.abort()
    await this.running
  }

  kick(): void {
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.round(this.stopping.signal)
      .catch((error: unknown) => console.error(this.setup.failure, error))
      .finally(() => {
        this.running = null
        if (this.again && this.timer) {
          this.again = false
          this.kick()
        }
      })
  }

  /** One round now, after the one under way (tests). */
  async drain(): Promise<void> {
    await this.running
    await this.round(this.stopping.signal)
  }

  /** A round when a retry falls due, without waiting for the next poll (not once stopped). */
  protected wakeAfter(ms: number): void {
    setTimeout(() => this.timer && this.kick(), ms + 5).unref?.()
  }

  /**
   * A round in the loop's next turn: the poke comes from a request that has just committed, and its answer goes
   * out first. Pokes before that turn share one round.
   */
  private kickSoon(): void {
    if (this.soon) return
    this.soon = setImmediate(() => {
      this.soon = null
      if (this.timer) this.kick()
    })
  }
}

export interface RetryTiming {
  /** First retry delay; doubles per attempt up to maxRetryMs. */
  retryBaseMs: number
  maxRetryMs: number
  /** Give up on a row this long after it was written. */
  giveUpMs: number
}

/**
 * What becomes of a row whose send failed at `atMs` (its `attempts`-th): due again after the receiver's
 * Retry-After or an exponential backoff, or given up — refused for good, or its next try past `giveUpMs`.
 */
export function retryPlan(
  timing: RetryTiming,
  row: { created_at: string },
  attempts: number,
  atMs: number,
  result: { permanent?: boolean; retryAfterMs?: number | null },
): { giveUp: true } | { giveUp: false; delayMs: number; nextAt: string } {
  const delayMs = result.retryAfterMs ?? Math.min(timing.retryBaseMs * 2 ** (attempts - 1), timing.maxRetryMs)
  const next = atMs + delayMs
  if (result.permanent || next > Date.parse(row.created_at) + timing.giveUpMs) return { giveUp: true }
  return { giveUp: false, delayMs, nextAt: new Date(next).toISOString() }
}
