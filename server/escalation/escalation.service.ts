// The escalation ladder (issue 34 §2): a ticket not accepted within a step's minutes of being raised (its device
// time, clamped by sync) pushes to the step's people — the department's engineers again, the supervisors, the
// plant manager — and optionally posts a Teams card. Each (ticket, step) fires once: the ticket_escalations row
// is inserted ON CONFLICT DO NOTHING in the same transaction as the pushes, so a restart or a second instance on
// the same database finds it and does nothing (decision 205).
import type { EscalationPerson, EscalationStep, EscalationTarget, TicketEscalation } from '../../shared/push/push'
import type { EscalationLadderInput } from '../../shared/schemas/push'
import type { Priority } from '../../shared/constants'
import { insertAudit } from '../audit/audit.repository'
import { recordChange } from '../changes/change-log.repository'
import type { AppDeps, AuthUser, CommandContext, Trx } from '../context'
import type { Db } from '../db/connection'
import type { TicketEscalationsTable } from '../db/push-tables'
import type { Selectable } from 'kysely'
import { badRequest } from '../http/errors'
import {
  departmentRoles,
  devicesOfRoles,
  devicesOfUsers,
  preferencesOf,
  queuePush,
  ticketFacts,
  ticketMessage,
} from '../push/push.service'
import { enqueueTicketNotification } from '../teams/teams.service'
import {
  claimEscalation,
  dueForStep,
  escalationsOfTicket,
  flaggedUsers,
  listLadder,
  peopleOf,
  replaceLadder,
  setRecipients,
} from './escalation.repository'

/** A step that fell due longer ago than this is not fired late (e.g. after a day's downtime). */
export const LATE_WINDOW_MS = 2 * 60 * 60_000

/** Who the ladder acts as: its audit rows carry no user. */
const LADDER_ACTOR: AuthUser = {
  id: 0,
  username: 'escalation',
  firstName: 'Escalation',
  lastName: 'ladder',
  role: 'system',
}

export async function getLadder(db: Db): Promise<EscalationStep[]> {
  return (await listLadder(db)).map((r) => ({
    priority: r.priority as Priority,
    step: r.step,
    afterMinutes: r.after_minutes,
    target: r.target as EscalationTarget,
    teams: r.teams === 1,
  }))
}

/** PUT /api/escalation/ladder (admins): per priority, steps numbered 1.. with rising minutes. */
export async function saveLadder(ctx: CommandContext, input: EscalationLadderInput): Promise<void> {
  const byPriority = new Map<string, typeof input.steps>()
  for (const s of input.steps) byPriority.set(s.priority, [...(byPriority.get(s.priority) ?? []), s])
  for (const [priority, steps] of byPriority) {
    const sorted = [...steps].sort((a, b) => a.step - b.step)
    sorted.forEach((s, i) => {
      if (s.step !== i + 1)
        throw badRequest(`Steps of ${priority} must be numbered 1, 2, 3…`, { steps: 'Steps must be numbered in order' })
      if (i > 0 && s.afterMinutes <= sorted[i - 1]!.afterMinutes)
        throw badRequest(`Each step of ${priority} must come later than the one before`, {
          afterMinutes: 'Each step must come later than the one before',
        })
    })
  }
  await replaceLadder(
    ctx.trx,
    input.steps.map((s) => ({
      priority: s.priority,
      step: s.step,
      after_minutes: s.afterMinutes,
      target: s.target,
      teams: s.teams ? 1 : 0,
    })),
  )
  await ctx.audit('escalation.ladder_save', 'escalation_ladder', null, input)
}

export function toEscalation(r: Selectable<TicketEscalationsTable>): TicketEscalation {
  return {
    id: Number(r.id),
    ticketId: r.ticket_id,
    step: Number(r.step),
    priority: r.priority,
    target: r.target as EscalationTarget,
    afterMinutes: Number(r.after_minutes),
    firedAt: r.fired_at,
    recipients: Number(r.recipients),
    notified: JSON.parse(r.notified) as EscalationPerson[],
    teams: Number(r.teams) === 1,
  }
}

export async function ticketEscalations(db: Db, ticketId: string): Promise<TicketEscalation[]> {
  return (await escalationsOfTicket(db, ticketId)).map(toEscalation)
}

function ladderContext(trx: Trx, now: string, seqs: number[]): CommandContext {
  return {
    trx,
    actor: LADDER_ACTOR,
    now,
    async change(entity, id, op = 'upsert') {
      seqs.push(await recordChange(trx, entity, String(id), op, now))
    },
    async audit(action, resourceType, resourceId, details) {
      await insertAudit(trx, {
        userId: null,
        action,
        resourceType,
        resourceId: resourceId === null ? null : String(resourceId),
        timestamp: now,
        details,
      })
    },
  }
}

async function recipientsOf(trx: Trx, target: EscalationTarget, ticketType: string) {
  if (target === 'department') return devicesOfRoles(trx, departmentRoles(ticketType))
  return devicesOfUsers(trx, await flaggedUsers(trx, target === 'supervisors' ? 'supervisor' : 'plant_manager'))
}

/** Fires one step for one ticket, once. Answers whether this call fired it. */
async function fireStep(trx: Trx, ticketId: string, step: EscalationStep, now: string, seqs: number[]) {
  const ticket = await ticketFacts(trx, ticketId)
  if (!ticket) return false
  const state = await trx
    .selectFrom('tickets')
    .select(['status', 'accepted_at'])
    .where('id', '=', ticketId)
    .executeTakeFirst()
  if (!state || state.accepted_at !== null || (state.status !== 'open' && state.status !== 'assigned')) return false
  const id = await claimEscalation(trx, {
    ticket_id: ticketId,
    step: step.step,
    priority: step.priority,
    target: step.target,
    after_minutes: step.afterMinutes,
    fired_at: now,
    recipients: 0,
  })
  if (id === null) return false
  const ctx = ladderContext(trx, now, seqs)
  const devices = (await recipientsOf(trx, step.target, ticket.ticket_type)).filter((d) => preferencesOf(d).escalations)
  const people = await queuePush(trx, now, devices, 'escalation', ticketId, (lang) =>
    ticketMessage(ticket, 'escalation', lang, step.afterMinutes),
  )
  const pushed = new Set(devices.map((d) => d.user_id))
  const targets = await peopleOf(
    trx,
    step.target === 'department'
      ? { roles: departmentRoles(ticket.ticket_type) }
      : { ids: await flaggedUsers(trx, step.target === 'supervisors' ? 'supervisor' : 'plant_manager') },
  )
  const notified: EscalationPerson[] = targets.map((p) => ({
    id: p.id,
    name: `${p.first_name} ${p.last_name}`.trim() || p.username,
    push: pushed.has(p.id),
  }))
  await setRecipients(trx, id, { recipients: people, notified: JSON.stringify(notified), teams: step.teams ? 1 : 0 })
  if (step.teams) await enqueueTicketNotification(ctx, ticketId, 'escalated')
  await ctx.audit('ticket.escalate', 'ticket', ticketId, {
    step: step.step,
    target: step.target,
    afterMinutes: step.afterMinutes,
    recipients: people,
    teams: step.teams,
  })
  await ctx.change('tickets', ticketId)
  await ctx.change('ticketEscalations', id)
  return true
}

/**
 * One pass of the ladder at `now`: every step's due tickets, each fired in its own transaction. Answers how many
 * steps fired. Run by EscalationWorker on every instance; the unique key keeps it to one firing.
 */
export async function runEscalations(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, batch = 100): Promise<number> {
  const nowDate = deps.clock.now()
  const now = nowDate.toISOString()
  let fired = 0
  for (const step of await getLadder(deps.db)) {
    const dueBefore = nowDate.getTime() - step.afterMinutes * 60_000
    const due = await dueForStep(
      deps.db,
      step,
      new Date(dueBefore).toISOString(),
      new Date(dueBefore - LATE_WINDOW_MS).toISOString(),
      batch,
    )
    for (const { id } of due) {
      const seqs: number[] = []
      const done = await deps.db.transaction().execute((trx) => fireStep(trx, id, step, now, seqs))
      if (done) {
        fired++
        if (seqs.length) deps.events.poke(Math.max(...seqs))
      }
    }
  }
  return fired
}
