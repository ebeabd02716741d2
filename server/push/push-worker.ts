// The push outbox worker: sends pending pushes in the background with retries (exponential backoff, Retry-After
// on 429), gives up after PUSH_TTL (the push service would drop it by then anyway), removes a device the push
// service says is gone (404/410). Ticket writes never wait on it. On several instances each claim is leased
// (FOR UPDATE SKIP LOCKED on PostgreSQL), and only its holder marks a row.
import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../context'
import type { Resolver } from '../http/outbound-url'
import { PUSH_TTL_SECONDS, sendPush } from './push-sender'
import {
  claimDuePushRows,
  deleteSubscription,
  markSubscriptionUsed,
  subscriptionForSend,
  updateHeldPushRow,
} from './push.repository'
import { vapidKeysOf } from './vapid'

export interface PushWorkerOptions {
  pollMs?: number
  retryBaseMs?: number
  maxRetryMs?: number
  giveUpMs?: number
  batch?: number
  leaseMs?: number
}

const DEFAULTS: Required<PushWorkerOptions> = {
  pollMs: 2_000,
  retryBaseMs: 5_000,
  maxRetryMs: 10 * 60_000,
  giveUpMs: PUSH_TTL_SECONDS * 1000,
  batch: 10, // 10 × the 10 s timeout stays inside the 2-minute lease
  leaseMs: 2 * 60_000,
}

export class PushWorker {
  private readonly options: Required<PushWorkerOptions>
  private timer: ReturnType<typeof setInterval> | null = null
  private unsubscribe: (() => void) | null = null
  private running: Promise<void> | null = null
  private again = false
  private soon: ReturnType<typeof setImmediate> | null = null
  private stopping = new AbortController()

  constructor(
    private readonly deps: AppDeps,
    options: PushWorkerOptions = {},
    private readonly resolve?: Resolver,
  ) {
    this.options = Object.assign({}, DEFAULTS, options)
  }

  start(): this {
    if (this.timer) return this
    this.stopping = new AbortController()
    this.timer = setInterval(() => this.kick(), this.options.pollMs)
    this.timer.unref?.()
    // Every committed change pokes the event hub: a push written with a ticket goes out at once.
    this.unsubscribe = this.deps.events.subscribe(() => this.kickSoon())
    this.kick()
    return this
  }

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
      .catch((error: unknown) => console.error('push worker round failed', error))
      .finally(() => {
        this.running = null
        if (this.again && this.timer) {
          this.again = false
          this.kick()
        }
      })
  }

  /** One round now (tests): sends what is due. */
  async drain(): Promise<void> {
    await this.running
    await this.round()
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime()
  }

  private async round(): Promise<void> {
    const { db, config } = this.deps
    const now = this.nowMs()
    const leaseId = randomUUID()
    const rows = await claimDuePushRows(
      db,
      new Date(now).toISOString(),
      new Date(now + this.options.leaseMs).toISOString(),
      leaseId,
      this.options.batch,
    )
    if (!rows.length) return
    const vapid = vapidKeysOf(config)
    for (const row of rows) {
      if (this.stopping.signal.aborted) {
        await updateHeldPushRow(db, row.id, leaseId, { next_attempt_at: row.next_attempt_at })
        continue
      }
      const device = await subscriptionForSend(db, row.subscription_id)
      if (!device) continue // removed meanwhile: its rows went with it
      const result = await sendPush(device, row.payload, {
        vapid,
        allowPrivateHosts: config.webhookAllowPrivateHosts ?? false,
        urgency: row.kind === 'escalation' || row.kind === 'urgent' ? 'high' : 'normal',
        stop: this.stopping.signal,
        resolve: this.resolve,
      })
      const attempts = row.attempts + 1
      const at = new Date(this.nowMs()).toISOString()
      if (this.stopping.signal.aborted && !result.ok) {
        await updateHeldPushRow(db, row.id, leaseId, { next_attempt_at: row.next_attempt_at })
        continue
      }
      if (result.ok) {
        if (await updateHeldPushRow(db, row.id, leaseId, { status: 'sent', sent_at: at, attempts, last_error: null }))
          await markSubscriptionUsed(db, device.id, at)
        continue
      }
      if (result.gone) {
        // The browser unsubscribed or the subscription expired: the device goes, with its waiting pushes.
        await deleteSubscription(db, device.id)
        continue
      }
      const delay =
        result.retryAfterMs ?? Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), this.options.maxRetryMs)
      const next = Date.parse(at) + delay
      if (result.permanent || next > Date.parse(row.created_at) + this.options.giveUpMs) {
        await updateHeldPushRow(db, row.id, leaseId, { status: 'failed', attempts, last_error: result.error })
        continue
      }
      await updateHeldPushRow(db, row.id, leaseId, {
        next_attempt_at: new Date(next).toISOString(),
        attempts,
        last_error: result.error,
      })
      setTimeout(() => this.timer && this.kick(), delay + 5).unref?.()
    }
  }
}
