// The push outbox worker: sends pending pushes in the background with retries (exponential backoff, Retry-After
// on 429), gives up after PUSH_TTL (the push service would drop it by then anyway), removes a device the push
// service says is gone (404/410). Ticket writes never wait on it. On several instances each claim is leased
// (FOR UPDATE SKIP LOCKED on PostgreSQL), and only its holder marks a row.
import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../context'
import type { Resolver } from '../http/outbound-url'
import { OutboxLoop, retryPlan } from '../jobs/outbox-loop'
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

export class PushWorker extends OutboxLoop {
  private readonly options: Required<PushWorkerOptions>

  constructor(
    private readonly deps: AppDeps,
    options: PushWorkerOptions = {},
    private readonly resolve?: Resolver,
  ) {
    const settled = Object.assign({}, DEFAULTS, options)
    // Every committed change pokes the event hub: a push written with a ticket goes out at once.
    super({ pollMs: settled.pollMs, events: deps.events, failure: 'push worker round failed' })
    this.options = settled
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime()
  }

  protected override async round(stop: AbortSignal): Promise<void> {
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
      if (stop.aborted) {
        await updateHeldPushRow(db, row.id, leaseId, { next_attempt_at: row.next_attempt_at })
        continue
      }
      const device = await subscriptionForSend(db, row.subscription_id)
      if (!device) continue // removed meanwhile: its rows went with it
      const result = await sendPush(device, row.payload, {
        vapid,
        allowPrivateHosts: config.webhookAllowPrivateHosts ?? false,
        urgency: row.kind === 'escalation' || row.kind === 'urgent' ? 'high' : 'normal',
        stop,
        resolve: this.resolve,
      })
      const attempts = row.attempts + 1
      const atMs = this.nowMs()
      const at = new Date(atMs).toISOString()
      if (stop.aborted && !result.ok) {
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
      const plan = retryPlan(this.options, row, attempts, atMs, result)
      if (plan.giveUp) {
        await updateHeldPushRow(db, row.id, leaseId, { status: 'failed', attempts, last_error: result.error })
        continue
      }
      await updateHeldPushRow(db, row.id, leaseId, { next_attempt_at: plan.nextAt, attempts, last_error: result.error })
      this.wakeAfter(plan.delayMs)
    }
  }
}
