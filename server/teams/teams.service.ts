// Teams webhook settings and the enqueue of ticket alerts into the durable outbox (decisions 041–043).
import { formatTicketNumber } from '../../shared/tickets'
import type { WebhookConfigInput } from '../../shared/schemas/teams'
import {
  WEBHOOK_DEFAULTS,
  departmentsForCategory,
  isTeamsDepartment,
  type TeamsDepartmentStatus,
  type TeamsTrigger,
  type WebhookConfig,
  type WebhookTestResult,
} from '../../shared/teams'
import { insertAudit } from '../audit/audit.repository'
import { displayName, type AppDeps, type AuthUser, type CommandContext } from '../context'
import type { Db } from '../db/connection'
import { badRequest, notFound } from '../http/errors'
import { checkOutboundUrl } from '../http/outbound-url'
import { enqueueTicketPush } from '../push/push.service'
import type { CardEvent } from './adaptive-card'
import { testCardMessage } from './adaptive-card'
import { parseCategories, toWebhookConfig } from './teams-mapper'
import {
  enabledDepartments,
  findWebhookConfig,
  insertOutboxRows,
  insertWebhookConfig,
  listWebhookConfigs,
  outboxCounts,
  ticketForCard,
  updateWebhookConfig,
} from './teams.repository'
import { failureOf, recordWebhookFailure, recordWebhookSuccess } from './webhook-health'
import { postWebhook } from './webhook-sender'

export async function listConfigs(db: Db): Promise<WebhookConfig[]> {
  return (await listWebhookConfigs(db)).filter((r) => isTeamsDepartment(r.department)).map(toWebhookConfig)
}

/** Per department: configured (enabled with a URL), status, last used and cards still waiting. */
export async function teamsStatus(db: Db): Promise<TeamsDepartmentStatus[]> {
  const counts = await outboxCounts(db)
  return (await listConfigs(db)).map((c) => ({
    department: c.department,
    name: c.name,
    categories: c.categories,
    configured: c.enabled && c.webhookUrl !== '',
    enabled: c.enabled,
    status: c.status,
    lastUsed: c.lastUsed,
    pending: counts
      .filter((r) => r.department === c.department && r.status === 'pending')
      .reduce((n, r) => n + Number(r.n), 0),
  }))
}

/** POST|PUT /api/admin/teams/webhook: the enable switch and URL edits save at once (spec §4). */
export async function saveWebhook(
  ctx: CommandContext,
  input: WebhookConfigInput,
  allowPrivateHosts: boolean,
): Promise<void> {
  if (input.webhookUrl) {
    const verdict = checkOutboundUrl(input.webhookUrl, allowPrivateHosts)
    if (!verdict.ok) throw badRequest(`Webhook URL refused: ${verdict.reason}`, { webhookUrl: verdict.reason })
  }
  const existing = input.id
    ? await findWebhookConfig(ctx.trx, { id: input.id })
    : await findWebhookConfig(ctx.trx, { department: input.department })
  if (input.id && (!existing || existing.department !== input.department))
    throw notFound(`Webhook config ${input.id} not found`)
  const status = input.enabled && input.webhookUrl ? 'active' : 'inactive'
  const defaults = WEBHOOK_DEFAULTS[input.department]
  const categories = JSON.stringify(
    input.categories ?? (existing ? parseCategories(existing.categories) : defaults.categories),
  )
  const name = input.name || existing?.name || defaults.name
  if (existing) {
    const urlChanged = existing.webhook_url !== input.webhookUrl
    await updateWebhookConfig(ctx.trx, existing.id, {
      name,
      webhook_url: input.webhookUrl,
      categories,
      enabled: input.enabled ? 1 : 0,
      // A failed test or delivery stays visible, switched on or off, until a post succeeds or the URL changes
      // (decision 176): switching a department on after a failed test must not make it look healthy.
      status: existing.status === 'error' && !urlChanged ? 'error' : status,
      ...(urlChanged ? { last_error: null, last_failure_reason: null, last_failure_status: null } : {}),
    })
  } else {
    await insertWebhookConfig(ctx.trx, {
      department: input.department,
      name,
      webhook_url: input.webhookUrl,
      categories,
      enabled: input.enabled ? 1 : 0,
      status,
    })
  }
  // The URL is a secret of sorts: the audit keeps whether it changed, not its text.
  await ctx.audit('teams.webhook_save', 'webhook_config', input.department, {
    enabled: input.enabled,
    urlSet: Boolean(input.webhookUrl),
    urlChanged: existing ? existing.webhook_url !== input.webhookUrl : Boolean(input.webhookUrl),
  })
}

/** What the worker needs to build a card at send time (the link is added then, from PUBLIC_URL). */
export type OutboxPayload = Omit<CardEvent, 'link'> & { ticketUuid: string }

/**
 * One call per ticket transition, inside the ticket's own transaction: writes one outbox row per enabled
 * department the ticket's category routes to. Costs one query on the five-row config table while no webhook is enabled.
 */
export async function enqueueTicketNotification(
  ctx: CommandContext,
  ticketId: string,
  trigger: TeamsTrigger,
): Promise<void> {
  // The same transition's Web Push rows, in the same transaction (issue 34).
  await enqueueTicketPush(ctx, ticketId, trigger)
  const memo = ctx.pushMemo
  const enabled = memo
    ? (memo.enabledDepartments ??= await enabledDepartments(ctx.trx))
    : await enabledDepartments(ctx.trx)
  if (!enabled.length) return
  const ticket = await ticketForCard(ctx.trx, ticketId)
  if (!ticket) return
  const routed = departmentsForCategory(ticket.category)
  const targets = enabled.filter((d) => (routed as string[]).includes(d.department))
  if (!targets.length) return
  const person = (first: string | null, last: string | null, username: string | null) =>
    username === null ? null : displayName({ firstName: first ?? '', lastName: last ?? '', username })
  const payload: OutboxPayload = {
    trigger,
    ticketUuid: ticket.id,
    actor: displayName(ctx.actor),
    at: ctx.now,
    ticket: {
      ticketId: ticket.ticket_number === null ? ticket.id : formatTicketNumber(ticket.ticket_number),
      lineName: ticket.line_name,
      priority: ticket.priority,
      category: ticket.category,
      status: ticket.status,
      description: ticket.description,
      reportedBy: person(ticket.reporter_first, ticket.reporter_last, ticket.reporter_username),
      assignedTo: person(ticket.assignee_first, ticket.assignee_last, ticket.assignee_username),
      resolutionSummary: ticket.resolution_summary,
    },
  }
  const text = JSON.stringify(payload)
  await insertOutboxRows(
    ctx.trx,
    targets.map((t) => ({
      department: t.department,
      event: trigger,
      ticket_id: ticketId,
      payload: text,
      status: 'pending',
      attempts: 0,
      next_attempt_at: ctx.now,
      created_at: ctx.now,
    })),
  )
}

/**
 * POST /api/admin/teams/test/{department or id}: posts a test card now and records the outcome on the config
 * row (every admin sees it). A failure answers a stable reason the screen says in the user's language, never
 * a socket error's text.
 */
export async function testWebhook(deps: AppDeps, actor: AuthUser, key: string): Promise<WebhookTestResult> {
  const row = /^\d+$/.test(key)
    ? await findWebhookConfig(deps.db, { id: Number(key) })
    : await findWebhookConfig(deps.db, { department: key })
  if (!row) throw notFound(`No webhook for ${key}`)
  if (!row.webhook_url) throw badRequest('This department has no webhook URL', { webhookUrl: 'Required' })
  const now = deps.clock.now().toISOString()
  const result = await postWebhook(row.webhook_url, testCardMessage(row.name, now), {
    allowPrivateHosts: deps.config.webhookAllowPrivateHosts ?? false,
  })
  await deps.db.transaction().execute(async (trx) => {
    if (result.ok) await recordWebhookSuccess(trx, row, now)
    else await recordWebhookFailure(trx, row.id, result)
    await insertAudit(trx, {
      userId: actor.id,
      action: 'teams.webhook_test',
      resourceType: 'webhook_config',
      resourceId: row.department,
      timestamp: now,
      details: { success: result.ok, status: result.status, reason: result.ok ? null : result.reason },
    })
  })
  return result.ok
    ? { success: true, message: `Webhook answered ${result.status}`, failure: null }
    : { success: false, message: result.error, failure: failureOf(result) }
}
