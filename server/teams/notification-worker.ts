// The Teams outbox worker: posts pending cards in the background with retries (exponential backoff,
// Retry-After on 429), gives up after a day and marks the department `error`. Ticket requests never wait on it.
// On several instances each claim is leased and renewed per card, and only its holder marks a row (decision 175).
import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../context'
import type { Resolver } from '../http/outbound-url'
import { OutboxLoop, retryPlan } from '../jobs/outbox-loop'
import { ticketCardMessage } from './adaptive-card'
import {
  claimDueOutboxRows,
  closeOutbox,
  findWebhookConfig,
  markOutboxSent,
  releaseOutboxRow,
  renewOutboxLease,
  rescheduleOutbox,
} from './teams.repository'
import { recordWebhookFailure, recordWebhookSuccess } from './webhook-health'
import { hygieneCardMessage, isHygienePayload, type HygieneCardPayload } from './quality-notify'
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
  /**
   * How long a claim is this worker's alone without a renewal. It is renewed before every post (one post takes
   * at most its 10 s timeout), so a round of any length keeps it; a worker that died frees its rows after it.
   */
  leaseMs?: number
}

const DEFAULTS: Required<WorkerOptions> = {
  pollMs: 2_000,
  retryBaseMs: 5_000,
  maxRetryMs: 15 * 60_000,
  giveUpMs: 24 * 60 * 60_000,
  batch: 100,
  leaseMs: 2 * 60_000,
}

type OutboxRow = Awaited<ReturnType<typeof claimDueOutboxRows>>[number]

export class NotificationWorker extends OutboxLoop {
  private readonly options: Required<WorkerOptions>

  constructor(
    private readonly deps: AppDeps,
    options: WorkerOptions = {},
    /** DNS for the webhooks' hosts; tests inject failures (the network is down) and answers. */
    private readonly resolve?: Resolver,
  ) {
    const settled = Object.assign({}, DEFAULTS, options)
    // Every committed change pokes the event hub: a new ticket's card goes out at once.
    super({ pollMs: settled.pollMs, events: deps.events, failure: 'teams worker round failed' })
    this.options = settled
  }

  protected override async round(stop: AbortSignal): Promise<void> {
    const now = this.nowMs()
    // One id per claim: the rows it leased are this round's alone until they are marked or released.
    const leaseId = randomUUID()
    const rows = await claimDueOutboxRows(
      this.deps.db,
      new Date(now).toISOString(),
      this.leaseUntil(),
      leaseId,
      this.options.batch,
    )
    const byDepartment = new Map<string, OutboxRow[]>()
    for (const row of rows) byDepartment.set(row.department, [...(byDepartment.get(row.department) ?? []), row])
    await Promise.all(
      [...byDepartment].map(async ([department, list]) => {
        try {
          await this.sendDepartment(department, list, leaseId, stop)
        } finally {
          // Claimed but not sent (stopped, an earlier card failed, the claim was lost): due again as before.
          // Conditional on the lease, so a row marked or taken over meanwhile is left alone.
          for (const row of list) await releaseOutboxRow(this.deps.db, row.id, row.next_attempt_at, leaseId)
        }
      }),
    )
  }

  private nowMs(): number {
    return this.deps.clock.now().getTime()
  }

  private leaseUntil(): string {
    return new Date(this.nowMs() + this.options.leaseMs).toISOString()
  }

  /**
   * Posts one department's claimed cards in order. Before each post the claim is renewed; a claim lost to another
   * worker (this one stalled past its lease) stops the department here, so no card goes out of order and only
   * the card in flight can reach Teams twice. A transient failure leaves the card due later (which holds the
   * department's other cards back on every instance); a refusal fails the card and marks the webhook `error`.
   */
  private async sendDepartment(
    department: string,
    rows: OutboxRow[],
    leaseId: string,
    stop: AbortSignal,
  ): Promise<void> {
    const { db, config } = this.deps
    for (const row of rows) {
      if (stop.aborted) return
      if (!(await renewOutboxLease(db, leaseId, row.id, this.leaseUntil()))) return
      const webhook = await findWebhookConfig(db, { department })
      if (!webhook || webhook.enabled !== 1 || !webhook.webhook_url) {
        if (
          !(await closeOutbox(
            db,
            row.id,
            leaseId,
            'skipped',
            row.attempts,
            'Webhook disabled or removed before the card was sent',
          ))
        )
          return
        continue
      }
      const payload = JSON.parse(row.payload) as OutboxPayload | HygieneCardPayload
      const message = isHygienePayload(payload)
        ? hygieneCardMessage(payload, config.publicUrl)
        : ticketCardMessage(
            Object.assign({}, payload, {
              link: config.publicUrl
                ? `${config.publicUrl}/tickets?ticket=${encodeURIComponent(payload.ticketUuid)}`
                : null,
            }),
          )
      const result = await postWebhook(webhook.webhook_url, message, {
        allowPrivateHosts: config.webhookAllowPrivateHosts ?? false,
        stop,
        resolve: this.resolve,
      })
      // Stopped mid-post: the row is released as it was and goes out after the next start.
      if (stop.aborted) return
      const attempts = row.attempts + 1
      const atMs = this.nowMs()
      if (result.ok) {
        // False: another worker took the card over while this post was in flight; it carries on from here.
        const at = new Date(atMs).toISOString()
        if (!(await markOutboxSent(db, row.id, leaseId, at, attempts))) return
        await recordWebhookSuccess(db, webhook, at)
        continue
      }
      const plan = retryPlan(this.options, row, attempts, atMs, result)
      if (plan.giveUp) {
        if (!(await closeOutbox(db, row.id, leaseId, 'failed', attempts, result.error))) return
        await recordWebhookFailure(db, webhook.id, result)
        continue
      }
      await rescheduleOutbox(db, row.id, leaseId, plan.nextAt, attempts, result.error)
      this.wakeAfter(plan.delayMs)
      return
    }
  }
}
