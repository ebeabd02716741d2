// The Teams outbox worker: posts pending cards in the background with retries (exponential backoff,
// Retry-After on 429), gives up after a day and marks the department `error`. Ticket requests never wait on it.
import type { AppDeps } from '../context'
import { ticketCardMessage } from './adaptive-card'
import { claimDueOutboxRows, closeOutbox, findWebhookConfig, markOutboxSent, releaseOutboxRow, rescheduleOutbox, updateWebhookConfig } from './teams.repository'
import type { OutboxPayload } from './teams.service'
import { postWebhook } from './webhook-sender'

export interface WorkerOptions {
  /** How often due rows are looked for when nothing pokes the worker. */
  pollMs?: number
  /** First retry delay; doubles per attempt up to maxRetryMs. */
  retryBaseMs?: number
  maxRetryMs?: number
  /** Give up on a card this long after it was written. */
  giveUpMs?: number
  batch?: number
}

const DEFAULTS: Required<WorkerOptions> = { pollMs: 2_000, retryBaseMs: 5_000, maxRetryMs: 15 * 60_000, giveUpMs: 24 * 60 * 60_000, batch: 100 }

type OutboxRow = Awaited<ReturnType<typeof claimDueOutboxRows>>[number]

/**
 * How long a claimed row is this worker's alone. A round posts at most 4 cards a second and stops a department
 * at its first failure (10 s timeout), so 100 rows fit well inside; a worker that died frees its rows after it.
 */
const LEASE_MS = 2 * 60_000

export class NotificationWorker {
  private readonly options: Required<WorkerOptions>
  private timer: ReturnType<typeof setInterval> | null = null
  private unsubscribe: (() => void) | null = null
  private running: Promise<void> | null = null
  private again = false
  private soon: ReturnType<typeof setImmediate> | null = null
  /** Aborts posts in flight when the worker stops (a hung receiver must not hold up a shutdown). */
  private stopping = new AbortController()
  /** A department whose webhook failed waits until its retry time before its other cards are tried. */
  private readonly pausedUntil = new Map<string, number>()

  constructor(
    private readonly deps: AppDeps,
    options: WorkerOptions = {},
  ) {
    this.options = Object.assign({}, DEFAULTS, options)
  }

  start(): this {
    if (this.timer) return this
    this.stopping = new AbortController()
    this.timer = setInterval(() => this.kick(), this.options.pollMs)
    this.timer.unref?.()
    // Every committed change pokes the event hub: a new ticket's card goes out at once.
    this.unsubscribe = this.deps.events.subscribe(() => this.kickSoon())
    this.kick()
    return this
  }

  /** Stops polling and waits for the round in flight. */
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

  kick(): void {
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.round()
      .catch((error: unknown) => console.error('teams worker round failed', error))
      .finally(() => {
        this.running = null
        if (this.again && this.timer) {
          this.again = false
          this.kick()
        }
      })
  }

  /** Runs until nothing is due now: one round per call, departments in parallel, each in order. */
  async drain(): Promise<void> {
    await this.running
    await this.round()
  }

  private async round(): Promise<void> {
    const now = this.nowMs()
    const lease = new Date(now + LEASE_MS).toISOString()
    const rows = await claimDueOutboxRows(this.deps.db, new Date(now).toISOString(), lease, this.options.batch)
    const byDepartment = new Map<string, OutboxRow[]>()
    for (const row of rows) byDepartment.set(row.department, [...(byDepartment.get(row.department) ?? []), row])
    await Promise.all(
      [...byDepartment].map(async ([department, list]) => {
        const done = new Set<number>()
        try {
          if ((this.pausedUntil.get(department) ?? 0) <= now) await this.sendDepartment(department, list, done)
        } finally {
          // Claimed but not sent (paused department, stopped, an earlier card failed): due again as before.
          for (const row of list) if (!done.has(row.id)) await releaseOutboxRow(this.deps.db, row.id, row.next_attempt_at, lease)
        }
      }),
    )
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime()
  }

  private async sendDepartment(department: string, rows: OutboxRow[], done: Set<number>): Promise<void> {
    const { db, config } = this.deps
    for (const row of rows) {
      const webhook = await findWebhookConfig(db, { department })
      if (!webhook || webhook.enabled !== 1 || !webhook.webhook_url) {
        await closeOutbox(db, row.id, 'skipped', row.attempts, 'Webhook disabled or removed before the card was sent')
        done.add(row.id)
        continue
      }
      const payload = JSON.parse(row.payload) as OutboxPayload
      const link = config.publicUrl ? `${config.publicUrl}/tickets?ticket=${encodeURIComponent(payload.ticketUuid)}` : null
      const result = await postWebhook(webhook.webhook_url, ticketCardMessage(Object.assign({}, payload, { link })), config.webhookAllowPrivateHosts ?? false, this.stopping.signal)
      // Stopped mid-post: the row stays as it was and goes out after the next start.
      if (this.stopping.signal.aborted) return
      const attempts = row.attempts + 1
      const at = new Date(this.nowMs())
      if (result.ok) {
        await markOutboxSent(db, row.id, at.toISOString(), attempts)
        done.add(row.id)
        await updateWebhookConfig(db, webhook.id, { last_used: at.toISOString(), status: 'active', last_error: null })
        continue
      }
      const delay = result.retryAfterMs ?? Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), this.options.maxRetryMs)
      const next = at.getTime() + delay
      if (result.permanent || next > Date.parse(row.created_at) + this.options.giveUpMs) {
        await closeOutbox(db, row.id, 'failed', attempts, result.error)
        done.add(row.id)
        await updateWebhookConfig(db, webhook.id, { status: 'error', last_error: result.error })
        continue
      }
      await rescheduleOutbox(db, row.id, new Date(next).toISOString(), attempts, result.error)
      done.add(row.id)
      this.pausedUntil.set(department, next)
      // Wake up for the retry without waiting for the next poll.
      setTimeout(() => this.timer && this.kick(), delay + 5).unref?.()
      return
    }
  }
}
