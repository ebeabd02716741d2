// Holding a line for hygiene clearance and releasing it (issue 29, DESIGN.md §6). A hold is a line status
// (`awaiting_clearance`) plus a hold row saying why and what the clearance must check; the line's status and its
// history change here, beside setLineStatus, so server/hygiene/ (the clearances) builds on lines, never the
// other way round. Other areas hold a line with holdLine (tickets, PM work orders, the schedule's changeovers)
// and may listen with onLineHeld (push notifications, issue 34).
import { FAULT_TEXT } from '../../shared/constants'
import { normaliseAllergens, type Allergen } from '../../shared/hygiene/allergens'
import { checklistForLine, type ChecklistItem } from '../../shared/hygiene/checklist'
import { HELD, type HoldCause } from '../../shared/hygiene/hold'
import { newId } from '../../shared/ids'
import { displayName, type CommandContext } from '../context'
import { enqueueQualityNotification } from '../teams/quality-notify'
import {
  engineeringTicketLine,
  findHold,
  findHygieneSettings,
  findOpenHold,
  holdSwitches,
  insertHold,
  updateHold,
} from './line-hold.repository'
import { findLine, findLineStatus, insertHistory, lockLine, updateLine } from './lines.repository'

export interface LineHeldEvent {
  lineId: number
  holdId: string
  cause: HoldCause
  causeRef: string | null
  at: string
  by: string
  allergens: Allergen[]
}

type LineHeldListener = (ctx: CommandContext, event: LineHeldEvent) => Promise<void>
const listeners: LineHeldListener[] = []

/**
 * Called inside the transaction that holds a line, once per hold (not when more work refreshes an open one).
 * For notifications that must not be lost: write an outbox row in `ctx.trx`, don't send from here.
 */
export function onLineHeld(listener: LineHeldListener): () => void {
  if (!listeners.includes(listener)) listeners.push(listener)
  return () => {
    const i = listeners.indexOf(listener)
    if (i >= 0) listeners.splice(i, 1)
  }
}

/** On by default: a line without settings is held (food-contact lines; an admin switches it off). */
export async function holdEnabled(ctx: CommandContext, lineId: number): Promise<boolean> {
  // In a push, every line's switch is read once (no mutation writes the settings: an admin's REST call does).
  const memo = ctx.pushMemo
  if (memo) return (memo.holdSwitches ??= await holdSwitches(ctx.trx)).get(lineId) ?? true
  const row = await findHygieneSettings(ctx.trx, lineId)
  return row ? row.hold_enabled !== 0 : true
}

async function lineChecklist(ctx: CommandContext, lineId: number): Promise<ChecklistItem[]> {
  const row = await findHygieneSettings(ctx.trx, lineId)
  return checklistForLine(row?.checklist ? (JSON.parse(row.checklist) as ChecklistItem[]) : null)
}

/**
 * The hold row for a line that has just become held (its status already written by the caller): a new one, or
 * — when more work ended while it was held — the open one with its end of work moved on and allergens added.
 */
export async function recordHold(
  ctx: CommandContext,
  input: { lineId: number; cause: HoldCause; causeRef?: string | null; at: string; allergens?: readonly string[] },
): Promise<string> {
  const open = await findOpenHold(ctx.trx, input.lineId)
  const allergens = normaliseAllergens(input.allergens)
  if (open) {
    const merged = normaliseAllergens([...(JSON.parse(open.allergens) as string[]), ...allergens])
    await updateHold(ctx.trx, open.id, {
      work_ended_at: input.at > open.work_ended_at ? input.at : open.work_ended_at,
      allergens: JSON.stringify(merged),
    })
    await ctx.change('hygieneHolds', open.id)
    return open.id
  }
  const id = newId(Date.parse(ctx.now))
  const by = displayName(ctx.actor)
  await insertHold(ctx.trx, {
    id,
    line_id: input.lineId,
    cause: input.cause,
    cause_ref: input.causeRef ?? null,
    started_at: ctx.now,
    work_ended_at: input.at,
    started_by: by,
    checklist: JSON.stringify(await lineChecklist(ctx, input.lineId)),
    allergens: JSON.stringify(allergens),
    released_at: null,
    released_by: null,
    released_by_clearance: null,
  })
  await ctx.change('hygieneHolds', id)
  await ctx.audit('line.held', 'production_line', input.lineId, { holdId: id, cause: input.cause })
  const event: LineHeldEvent = {
    lineId: input.lineId,
    holdId: id,
    cause: input.cause,
    causeRef: input.causeRef ?? null,
    at: input.at,
    by,
    allergens,
  }
  await enqueueQualityNotification(ctx, {
    kind: 'held',
    lineId: input.lineId,
    lineName: await lineName(ctx, input.lineId),
    cause: input.cause,
    at: input.at,
    by,
  })
  for (const l of listeners) await l(ctx, event)
  return id
}

export type HoldOutcome = 'held' | 'already_held' | 'in_maintenance' | 'switched_off' | 'no_line'

/**
 * Holds a line whose maintenance work ended elsewhere (a ticket closed, a PM work order completed, an allergen
 * changeover). A line still in maintenance is left alone: it is held when it leaves maintenance. The per-line
 * switch turns off work holds; an allergen changeover holds whatever the switch says (the swab is the point).
 */
export async function holdLine(
  ctx: CommandContext,
  input: { lineId: number; cause: HoldCause; causeRef?: string | null; at?: string; allergens?: readonly string[] },
): Promise<HoldOutcome> {
  // The switch first: a line whose holds are off is neither locked nor read (a ticket closed on it in a push).
  if (input.cause !== 'allergen_changeover' && !(await holdEnabled(ctx, input.lineId))) return 'switched_off'
  await lockLine(ctx.trx, input.lineId)
  const current = await findLineStatus(ctx.trx, input.lineId)
  if (!current) return 'no_line'
  const at = input.at ?? ctx.now
  if (current.status === 'maintenance') return 'in_maintenance'
  if (current.status === HELD) {
    await recordHold(ctx, Object.assign({}, input, { at }))
    return 'already_held'
  }
  await setHeldStatus(ctx, input.lineId, current.version, ctx.now)
  await recordHold(ctx, Object.assign({}, input, { at }))
  return 'held'
}

/**
 * An engineering ticket on a line closed with its work done holds the line (tickets call this on close). `known`:
 * the ticket's type and line, when the caller has just read them.
 */
export async function holdLineForClosedTicket(
  ctx: CommandContext,
  ticketId: string,
  at: string,
  known?: { ticket_type: string; line_id: number | null },
): Promise<void> {
  const t = known ?? (await engineeringTicketLine(ctx.trx, ticketId))
  if (!t || t.ticket_type !== 'engineering' || t.line_id === null) return
  await holdLine(ctx, { lineId: t.line_id, cause: 'ticket_closed', causeRef: ticketId, at })
}

async function setHeldStatus(ctx: CommandContext, lineId: number, version: number, at: string): Promise<void> {
  const name = displayName(ctx.actor)
  await updateLine(ctx.trx, lineId, {
    status: HELD,
    issue: FAULT_TEXT.awaitingClearance,
    version: version + 1,
    status_since: at,
    status_changed_by: name,
    last_update: ctx.now,
    last_check: ctx.now,
  })
  await insertHistory(ctx.trx, {
    lineId,
    status: HELD,
    issue: FAULT_TEXT.awaitingClearance,
    changedBy: ctx.actor.id,
    changedByName: name,
    at,
    recordedAt: ctx.now,
    superseded: false,
  })
  await ctx.change('lines', lineId)
  await ctx.audit('line.status', 'production_line', lineId, { status: HELD })
}

export type ReleaseOutcome = 'released' | 'already_released' | 'not_held'

/**
 * The first valid clearance releases the hold: the line goes to stopped, ready for the operator's LINE OK. A
 * hold already released (someone else's clearance got there first) changes nothing; nor does a line that is
 * no longer held (more maintenance began): the clearance is kept as a record either way.
 */
export async function releaseHold(
  ctx: CommandContext,
  input: { holdId: string; clearanceId: string },
): Promise<ReleaseOutcome> {
  const hold = await findHold(ctx.trx, input.holdId)
  if (!hold || hold.released_at !== null) return 'already_released'
  await lockLine(ctx.trx, hold.line_id)
  const current = await findLineStatus(ctx.trx, hold.line_id)
  if (!current || current.status !== HELD) return 'not_held'
  const name = displayName(ctx.actor)
  await updateHold(ctx.trx, hold.id, {
    released_at: ctx.now,
    released_by: name,
    released_by_clearance: input.clearanceId,
  })
  await updateLine(ctx.trx, hold.line_id, {
    status: 'stopped',
    issue: null,
    version: current.version + 1,
    status_since: ctx.now,
    status_changed_by: name,
    last_update: ctx.now,
    last_check: ctx.now,
  })
  await insertHistory(ctx.trx, {
    lineId: hold.line_id,
    status: 'stopped',
    issue: null,
    changedBy: ctx.actor.id,
    changedByName: name,
    at: ctx.now,
    recordedAt: ctx.now,
    superseded: false,
  })
  await ctx.change('lines', hold.line_id)
  await ctx.change('hygieneHolds', hold.id)
  await ctx.audit('line.released', 'production_line', hold.line_id, { holdId: hold.id, clearanceId: input.clearanceId })
  return 'released'
}

/** The line's name for messages ("Unit D - Line 17"). */
export async function lineName(ctx: CommandContext, lineId: number): Promise<string> {
  const row = await findLine(ctx.trx, lineId)
  return row?.name ?? `Line ${lineId}`
}
