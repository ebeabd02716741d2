// Working a ticket: assign, accept, reject, start, add note, close, checked by checkTicketAction (DESIGN.md §3).
import { newId } from '../../shared/ids'
import type { EngineerStatus, TicketStatus, TicketType } from '../../shared/constants'
import type { CloseInput } from '../../shared/schemas/tickets'
import { checkTicketAction, type TicketAction } from '../../shared/tickets'
import { findAssignee } from '../auth/users.repository'
import { displayName, type AssigneeFacts, type CommandContext } from '../context'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { holdLineForClosedTicket } from '../lines/line-hold'
import { enqueueTicketNotification } from '../teams/teams.service'
import { findNote, findTicketState, insertNote, updateTicket, type TicketStateRow } from './tickets.repository'

/**
 * Loads the ticket and applies the state machine: 404 unknown, 409 archived or wrong state, 403 wrong person.
 * Every action takes `at`, the device time of an offline action (already clamped by sync to the session's life
 * and to now); REST calls leave it out and get server time.
 */
export async function loadForAction(
  ctx: CommandContext,
  ticketId: string,
  action: TicketAction,
): Promise<TicketStateRow> {
  const row = await findTicketState(ctx.trx, ticketId)
  if (!row) throw notFound(`Ticket ${ticketId} not found`)
  if (row.archived_at !== null) throw conflict('Ticket is archived')
  const outcome = checkTicketAction(
    action,
    {
      status: row.status as TicketStatus,
      engineerStatus: row.engineer_status as EngineerStatus | null,
      assignedTo: row.assigned_to,
      ticketType: row.ticket_type as TicketType,
    },
    ctx.actor,
  )
  if (!outcome.ok) throw outcome.kind === 'forbidden' ? forbidden(outcome.reason) : conflict(outcome.reason)
  return row
}

/** When the action happened: the device time, never before the ticket's previous step nor after now. */
function actionTime(ctx: CommandContext, row: TicketStateRow, at?: string): string {
  const steps = [row.created_at, row.assigned_at, row.accepted_at, row.started_at].filter(
    (s): s is string => s !== null,
  )
  const floor = steps.reduce((a, b) => (b > a ? b : a))
  const t = at ?? ctx.now
  return t > ctx.now ? ctx.now : t < floor ? floor : t
}

/** Records the change and the audit row. Returns the id: REST routes read the ticket back after the commit,
 * sync handlers don't need it (reading it back per mutation cost a third of push time). */
async function finish(
  ctx: CommandContext,
  ticketId: string,
  action: string,
  details: Record<string, unknown>,
): Promise<string> {
  await ctx.change('tickets', ticketId)
  await ctx.audit(`ticket.${action}`, 'ticket', ticketId, details)
  return ticketId
}

/**
 * The assignee's row; in a push read once per user (a batch assigns the same few engineers again and again). No
 * mutation of a push writes users, so the row read first stays what the push would read again.
 */
async function assignee(ctx: CommandContext, userId: number): Promise<AssigneeFacts | undefined> {
  const memo = ctx.pushMemo
  if (!memo) return findAssignee(ctx.trx, userId)
  const known = (memo.assignees ??= new Map())
  if (!known.has(userId)) known.set(userId, await findAssignee(ctx.trx, userId))
  return known.get(userId)
}

/** Only active engineers and IT staff can be given tickets; the client's assignedBy is ignored (the actor is). */
export async function assignTicket(
  ctx: CommandContext,
  ticketId: string,
  engineerId: number,
  at?: string,
): Promise<string> {
  const row = await loadForAction(ctx, ticketId, 'assign')
  const engineer = await assignee(ctx, engineerId)
  if (!engineer || engineer.is_active !== 1 || (engineer.role_name !== 'engineer' && engineer.role_name !== 'it'))
    throw badRequest(`User ${engineerId} is not an active engineer or IT user`, {
      engineerId: 'Choose an active engineer or IT user',
    })
  const when = actionTime(ctx, row, at)
  await updateTicket(ctx.trx, ticketId, {
    status: 'assigned',
    engineer_status: 'assigned',
    assigned_to: engineerId,
    assigned_by: ctx.actor.id,
    assigned_at: when,
    accepted_at: null,
    started_at: null,
    updated_at: ctx.now,
  })
  const engineerName = displayName({
    firstName: engineer.first_name,
    lastName: engineer.last_name,
    username: engineer.username,
  })
  await enqueueTicketNotification(ctx, ticketId, 'assigned')
  return finish(ctx, ticketId, 'assign', { engineerId, engineerName, at: when })
}

export async function acceptTicket(ctx: CommandContext, ticketId: string, at?: string): Promise<string> {
  const row = await loadForAction(ctx, ticketId, 'accept')
  const when = actionTime(ctx, row, at)
  await updateTicket(ctx.trx, ticketId, { engineer_status: 'accepted', accepted_at: when, updated_at: ctx.now })
  return finish(ctx, ticketId, 'accept', { assignedTo: row.assigned_to, at: when })
}

/**
 * Back to the unassigned queue. The reason is kept as a 'rejection' note (who and when); the assignment's
 * own times are cleared so the next assignee's time-to-accept is measured from their assignment.
 */
export async function rejectTicket(
  ctx: CommandContext,
  ticketId: string,
  reason: string,
  at?: string,
): Promise<string> {
  const row = await loadForAction(ctx, ticketId, 'reject')
  const when = actionTime(ctx, row, at)
  const noteId = newId()
  await insertNote(ctx.trx, {
    id: noteId,
    ticketId,
    authorId: ctx.actor.id,
    kind: 'rejection',
    text: reason,
    createdAt: when,
  })
  await updateTicket(ctx.trx, ticketId, {
    status: 'open',
    engineer_status: null,
    assigned_to: null,
    assigned_by: null,
    assigned_at: null,
    accepted_at: null,
    started_at: null,
    updated_at: ctx.now,
  })
  await enqueueTicketNotification(ctx, ticketId, 'status_changed')
  return finish(ctx, ticketId, 'reject', { reason, noteId, previousAssignee: row.assigned_to, at: when })
}

/** Start Work (also PATCH {status: in_progress}); acceptedAt stays as it was, even when never accepted. */
export async function startTicket(ctx: CommandContext, ticketId: string, at?: string): Promise<string> {
  const row = await loadForAction(ctx, ticketId, 'start')
  const when = actionTime(ctx, row, at)
  await updateTicket(ctx.trx, ticketId, {
    status: 'in_progress',
    engineer_status: 'in_progress',
    started_at: when,
    updated_at: ctx.now,
  })
  await enqueueTicketNotification(ctx, ticketId, 'status_changed')
  return finish(ctx, ticketId, 'start', { assignedTo: row.assigned_to, at: when })
}

/**
 * A note by the assignee or an admin. With a note id (sync, or a REST client that makes one) a resend of the
 * same note by the same author returns the ticket unchanged, even if the ticket has moved on since.
 */
export async function addTicketNote(
  ctx: CommandContext,
  ticketId: string,
  note: { text: string; noteId?: string },
  at?: string,
): Promise<string> {
  if (note.noteId) {
    const existing = await findNote(ctx.trx, note.noteId)
    if (existing) {
      if (existing.ticket_id !== ticketId || existing.author_id !== ctx.actor.id)
        throw conflict('A note with this id already exists')
      return ticketId
    }
  }
  const row = await loadForAction(ctx, ticketId, 'addNote')
  const noteId = note.noteId ?? newId()
  const when = actionTime(ctx, row, at)
  await insertNote(ctx.trx, {
    id: noteId,
    ticketId,
    authorId: ctx.actor.id,
    kind: 'note',
    text: note.text,
    createdAt: when,
  })
  await updateTicket(ctx.trx, ticketId, { updated_at: ctx.now })
  return finish(ctx, ticketId, 'add_note', { noteId, at: when })
}

/** Complete / close: any of the three close payloads, already normalised to minutes by closeInput. */
export async function closeTicket(
  ctx: CommandContext,
  ticketId: string,
  input: CloseInput,
  at?: string,
): Promise<string> {
  const row = await loadForAction(ctx, ticketId, 'close')
  const when = actionTime(ctx, row, at)
  await updateTicket(ctx.trx, ticketId, {
    status: 'closed',
    engineer_status: 'completed',
    resolved_at: when,
    resolution_summary: input.resolutionSummary,
    parts_used: input.partsUsed,
    time_spent: input.timeSpentMinutes,
    follow_up_required: input.followUpRequired ? 1 : 0,
    updated_at: ctx.now,
  })
  await enqueueTicketNotification(ctx, ticketId, 'resolved')
  // Work done on a line: it waits for hygiene clearance before it runs again (issue 29).
  await holdLineForClosedTicket(ctx, ticketId, when, row)
  return finish(
    ctx,
    ticketId,
    'close',
    Object.assign({} as Record<string, unknown>, input, { assignedTo: row.assigned_to, at: when }),
  )
}
