// Web Push: devices subscribe and unsubscribe, users pick what they get, and ticket events write push-outbox rows
// in the ticket's own transaction (the worker sends them later: a write never waits on a push service).
import {
  DEFAULT_PUSH_PREFERENCES,
  type PushKind,
  type PushMessage,
  type PushPreferences,
  type PushStatus,
} from '../../shared/push/push'
import type { PushPreferencesInput, PushSubscriptionInput } from '../../shared/schemas/push'
import { unitOfLine } from '../../shared/lines'
import { formatTicketNumber } from '../../shared/tickets'
import type { UnitCode } from '../../shared/constants'
import type { CommandContext, Trx } from '../context'
import type { Db } from '../db/connection'
import { badRequest, notFound } from '../http/errors'
import { checkOutboundUrl } from '../http/outbound-url'
import { clearanceTitle, pushLang, ticketTitle, type PushLang, type TicketFacts } from './push-texts'
import {
  anySubscription,
  deleteSubscription,
  devicesOfRoles,
  devicesOfUsers,
  findPreferences,
  findSubscriptionByEndpoint,
  insertPushRows,
  insertSubscription,
  listUserSubscriptions,
  savePreferences,
  updateSubscription,
  type DeviceRow,
} from './push.repository'

/** POST /api/push/subscriptions: the endpoint passes the outbound guard; a known endpoint moves to this user. */
export async function subscribe(
  ctx: CommandContext,
  input: PushSubscriptionInput,
  lang: string | null,
  allowPrivateHosts: boolean,
): Promise<void> {
  const verdict = checkOutboundUrl(input.endpoint, allowPrivateHosts)
  if (!verdict.ok) throw badRequest(`Push endpoint refused: ${verdict.reason}`, { endpoint: verdict.reason })
  const existing = await findSubscriptionByEndpoint(ctx.trx, input.endpoint)
  const fields = { user_id: ctx.actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth, lang: pushLang(lang) }
  if (existing) await updateSubscription(ctx.trx, existing.id, fields)
  else await insertSubscription(ctx.trx, Object.assign({ endpoint: input.endpoint, created_at: ctx.now }, fields))
  // The endpoint is a capability: the audit keeps its host only.
  await ctx.audit('push.subscribe', 'push_subscription', ctx.actor.id, { host: verdict.url.host, lang: fields.lang })
}

/** DELETE /api/push/subscriptions: one of the user's own devices (admins may remove any). */
export async function unsubscribe(ctx: CommandContext, endpoint: string, admin: boolean): Promise<void> {
  const existing = await findSubscriptionByEndpoint(ctx.trx, endpoint)
  if (!existing || (existing.user_id !== ctx.actor.id && !admin)) throw notFound('Push subscription not found')
  await deleteSubscription(ctx.trx, existing.id)
  await ctx.audit('push.unsubscribe', 'push_subscription', existing.user_id, {})
}

function preferencesOf(row: {
  assigned: number | null
  urgent: number | null
  units: string | null
  escalations: number | null
  clearance: number | null
}): PushPreferences {
  if (row.assigned === null) return DEFAULT_PUSH_PREFERENCES
  return {
    assigned: row.assigned === 1,
    urgent: row.urgent === 1,
    units: JSON.parse(row.units ?? '[]') as UnitCode[],
    escalations: row.escalations === 1,
    clearance: row.clearance === 1,
  }
}

export async function pushStatus(db: Db, userId: number): Promise<PushStatus> {
  const prefs = await findPreferences(db, userId)
  return {
    subscriptions: (await listUserSubscriptions(db, userId)).map((s) => ({
      endpoint: s.endpoint,
      createdAt: s.created_at,
      lastSentAt: s.last_sent_at,
    })),
    preferences: prefs ? preferencesOf(prefs) : DEFAULT_PUSH_PREFERENCES,
  }
}

export async function setPreferences(ctx: CommandContext, input: PushPreferencesInput): Promise<void> {
  await savePreferences(ctx.trx, {
    user_id: ctx.actor.id,
    assigned: input.assigned ? 1 : 0,
    urgent: input.urgent ? 1 : 0,
    units: JSON.stringify([...new Set(input.units)]),
    escalations: input.escalations ? 1 : 0,
    clearance: input.clearance ? 1 : 0,
    updated_at: ctx.now,
  })
  await ctx.audit('push.preferences', 'user', ctx.actor.id, input)
}

/** One outbox row per device; the message is written in the device's language. */
export async function queuePush(
  trx: Trx,
  now: string,
  devices: DeviceRow[],
  kind: PushKind,
  ticketId: string | null,
  message: (lang: PushLang) => PushMessage,
): Promise<number> {
  const texts = new Map<PushLang, string>()
  const rows = devices.map((d) => {
    const lang = pushLang(d.lang)
    let payload = texts.get(lang)
    if (!payload) texts.set(lang, (payload = JSON.stringify(message(lang))))
    return {
      subscription_id: d.id,
      user_id: d.user_id,
      kind,
      ticket_id: ticketId,
      payload,
      next_attempt_at: now,
      lease_id: null,
      created_at: now,
      sent_at: null,
      last_error: null,
    }
  })
  await insertPushRows(trx, rows)
  return new Set(devices.map((d) => d.user_id)).size
}

export { devicesOfRoles, devicesOfUsers, preferencesOf }

/** The department a ticket goes to, as roles: IT tickets to IT, every other to the engineers. */
export function departmentRoles(ticketType: string): string[] {
  return ticketType === 'it' ? ['it'] : ['engineer']
}

export async function ticketFacts(trx: Trx | Db, ticketId: string) {
  return trx
    .selectFrom('tickets')
    .select(['id', 'ticket_number', 'priority', 'ticket_type', 'line_id', 'line_name', 'description', 'assigned_to'])
    .where('id', '=', ticketId)
    .executeTakeFirst()
}

export type TicketFactsRow = NonNullable<Awaited<ReturnType<typeof ticketFacts>>>

export function factsOf(t: TicketFactsRow): TicketFacts {
  return {
    number: t.ticket_number === null ? t.id.slice(0, 8) : formatTicketNumber(t.ticket_number),
    priority: t.priority,
    lineName: t.line_name,
    description: t.description,
  }
}

export function ticketMessage(
  t: TicketFactsRow,
  kind: 'assigned' | 'urgent' | 'escalation',
  lang: PushLang,
  minutes?: number,
): PushMessage {
  const facts = factsOf(t)
  return {
    kind,
    title: ticketTitle(lang, kind, facts, minutes),
    body: facts.description.length > 140 ? `${facts.description.slice(0, 139)}…` : facts.description,
    url: `/tickets?ticket=${encodeURIComponent(t.id)}`,
    tag: `${kind}:${t.id}`,
    ticketId: t.id,
    ...(t.line_id === null ? {} : { lineId: t.line_id }),
  }
}

function wantsUrgent(d: DeviceRow, lineId: number | null): boolean {
  const prefs = preferencesOf(d)
  if (!prefs.urgent) return false
  if (!prefs.units.length) return true
  const unit = lineId === null ? null : unitOfLine(lineId)
  return unit !== null && prefs.units.includes(unit)
}

/**
 * Called once per ticket transition beside the Teams enqueue, inside the ticket's transaction: a new critical or
 * high ticket to its department's people who want those (and its units, when they picked units), an assignment
 * to the assignee. The actor never gets a push about their own action.
 */
export async function enqueueTicketPush(ctx: CommandContext, ticketId: string, trigger: string): Promise<void> {
  if (trigger !== 'created' && trigger !== 'assigned') return
  const memo = ctx.pushMemo
  const subscribed = memo ? (memo.anySubscription ??= await anySubscription(ctx.trx)) : await anySubscription(ctx.trx)
  if (!subscribed) return
  const ticket = await ticketFacts(ctx.trx, ticketId)
  if (!ticket) return
  if (trigger === 'created') {
    if (ticket.priority !== 'critical' && ticket.priority !== 'high') return
    const devices = (await devicesOfRoles(ctx.trx, departmentRoles(ticket.ticket_type))).filter(
      (d) => d.user_id !== ctx.actor.id && wantsUrgent(d, ticket.line_id),
    )
    await queuePush(ctx.trx, ctx.now, devices, 'urgent', ticket.id, (lang) => ticketMessage(ticket, 'urgent', lang))
    return
  }
  if (ticket.assigned_to === null || ticket.assigned_to === ctx.actor.id) return
  const devices = (await devicesOfUsers(ctx.trx, [ticket.assigned_to])).filter((d) => preferencesOf(d).assigned)
  await queuePush(ctx.trx, ctx.now, devices, 'assigned', ticket.id, (lang) => ticketMessage(ticket, 'assigned', lang))
}

/**
 * A line starts waiting for hygiene clearance (issue 29): the QA people who want it, and whose units (if they
 * picked any) hold the line, get a push that opens the line's clearance. Called beside the Quality Teams card.
 */
export async function enqueueClearancePush(ctx: CommandContext, lineId: number, lineName: string): Promise<void> {
  if (!(await anySubscription(ctx.trx))) return
  const unit = unitOfLine(lineId)
  const devices = (await devicesOfRoles(ctx.trx, ['quality'])).filter((d) => {
    const prefs = preferencesOf(d)
    return prefs.clearance && (!prefs.units.length || (unit !== null && prefs.units.includes(unit)))
  })
  await queuePush(ctx.trx, ctx.now, devices, 'clearance', null, (lang) => ({
    kind: 'clearance',
    title: clearanceTitle(lang, lineName),
    body: '',
    url: `/hygiene/clear/${lineId}`,
    tag: `clearance:${lineId}`,
    lineId,
  }))
}
