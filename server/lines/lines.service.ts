// Line status rules: who may change it, the issue text each status carries, and offline conflicts (DESIGN.md §2).
import { FAULT_TEXT, type LineStatus } from '../../shared/constants'
import { HELD, heldRefusal, statusAfterPress } from '../../shared/hygiene/hold'
import { issueFor } from '../../shared/lines'
import { can } from '../../shared/roles'
import type { ProductionLine } from '../../shared/types'
import { displayName, type CommandContext } from '../context'
import type { Db } from '../db/connection'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { holdEnabled, lineName, recordHold } from './line-hold'
import { toLine } from './line-mapper'
import { findLine, insertHistory, laterDifferentStatus, listLines, readPress, updateLine } from './lines.repository'

export async function getLines(db: Db): Promise<ProductionLine[]> {
  return (await listLines(db)).map(toLine)
}

export async function getLine(db: Db, id: number): Promise<ProductionLine> {
  const row = await findLine(db, id)
  if (!row) throw notFound(`Production line ${id} not found`)
  return toLine(row)
}

export interface SetLineStatus {
  lineId: number
  status: LineStatus
  issue?: string | null
  /** The version the change was made on. Kept for the record; the press time decides (docs/decisions/082). */
  baseVersion?: number
  /** Device time of the button press (sync); defaults to now. */
  at?: string
}

/** The line itself is read by the REST route after the commit; a pushed change does not need it back. */
export type SetLineStatusResult = { outcome: 'applied' } | { outcome: 'superseded'; reason: string }

/**
 * The latest action wins (DESIGN.md §2, docs/decisions/082). The press time is the device's, clamped between
 * this user's previous press on the line (a chain of offline presses keeps its order) and the server's now.
 * A press is superseded only when a different status was set after it; otherwise it applies, and the line's
 * status began at the earliest press of an unbroken run of that status. Every press stays in the history.
 */
export async function setLineStatus(ctx: CommandContext, input: SetLineStatus): Promise<SetLineStatusResult> {
  if (!can.setLineStatus(ctx.actor.role)) throw forbidden('Only operators, engineers and admins can change line status')
  if (input.status === HELD)
    throw badRequest('Invalid status: a line awaits hygiene clearance only when maintenance work on it ends', {
      status: 'Set by the server when maintenance work ends',
    })
  // The line (locked), this user's latest press on it and whether a different status came later, in one round trip.
  const asked = input.at ?? ctx.now
  const press = await readPress(ctx.trx, {
    lineId: input.lineId,
    userId: ctx.actor.id,
    at: asked < ctx.now ? asked : ctx.now,
    status: input.status,
  })
  const current = press.line
  if (!current) throw notFound(`Production line ${input.lineId} not found`)
  const issue = issueFor(input.status, input.issue)
  const name = displayName(ctx.actor)
  const at = clamp(asked, press.mineAt ?? '', ctx.now)
  const history = {
    lineId: input.lineId,
    status: input.status,
    issue,
    changedBy: ctx.actor.id,
    changedByName: name,
    at,
    recordedAt: ctx.now,
  }

  // The line's current status counts as set at status_since even where no history row says so (seeded lines).
  const currentIsLater = current.status !== input.status && current.status_since > at
  // The clamped time is at or after the one asked about: what came after it is the latest found, if later still.
  const laterFound = press.laterAt !== null && press.laterAt > at
  const later =
    at < ctx.now
      ? ((laterFound ? await laterDifferentStatus(ctx.trx, input.lineId, at, input.status) : undefined) ??
        (currentIsLater
          ? { status: current.status, changed_by_name: current.status_changed_by, at: current.status_since }
          : undefined))
      : undefined
  if (later) {
    await insertHistory(ctx.trx, Object.assign({}, history, { superseded: true }))
    await ctx.audit('line.status_superseded', 'production_line', input.lineId, {
      status: input.status,
      at,
      by: later.changed_by_name,
      byAt: later.at,
    })
    return {
      outcome: 'superseded',
      reason: `Line was set to ${later.status} by ${later.changed_by_name ?? 'someone else'} at ${later.at}, after your change; your change was kept in its history`,
    }
  }

  // Hygiene clearance (issue 29): a held line refuses anything but more maintenance; leaving maintenance holds it.
  const leavingMaintenance = current.status === 'maintenance' && input.status !== 'maintenance'
  const status = statusAfterPress(
    current.status,
    input.status,
    leavingMaintenance && (await holdEnabled(ctx, input.lineId)),
  )
  if (status === null) throw conflict(heldRefusal(await lineName(ctx, input.lineId)))
  if (status === HELD) return holdOnLeavingMaintenance(ctx, input.lineId, current, history)

  const changes = {
    status: input.status,
    issue,
    version: current.version + 1,
    status_since: current.status === input.status ? (at < current.status_since ? at : current.status_since) : at,
    status_changed_by: name,
    last_update: ctx.now,
    last_check: ctx.now,
  }
  await updateLine(ctx.trx, input.lineId, changes)
  await insertHistory(ctx.trx, Object.assign({}, history, { superseded: false }))
  await ctx.change('lines', input.lineId)
  await ctx.audit('line.status', 'production_line', input.lineId, { status: input.status, issue })
  return { outcome: 'applied' }
}

/** The press that ends maintenance applies as the held status; its press time is when the work ended. */
async function holdOnLeavingMaintenance(
  ctx: CommandContext,
  lineId: number,
  current: { version: number },
  press: { at: string; changedBy: number; changedByName: string },
): Promise<SetLineStatusResult> {
  await updateLine(ctx.trx, lineId, {
    status: HELD,
    issue: FAULT_TEXT.awaitingClearance,
    version: current.version + 1,
    status_since: press.at,
    status_changed_by: press.changedByName,
    last_update: ctx.now,
    last_check: ctx.now,
  })
  await insertHistory(ctx.trx, {
    lineId,
    status: HELD,
    issue: FAULT_TEXT.awaitingClearance,
    changedBy: press.changedBy,
    changedByName: press.changedByName,
    at: press.at,
    recordedAt: ctx.now,
    superseded: false,
  })
  await ctx.change('lines', lineId)
  await ctx.audit('line.status', 'production_line', lineId, { status: HELD, issue: FAULT_TEXT.awaitingClearance })
  await recordHold(ctx, { lineId, cause: 'maintenance_ended', at: press.at })
  return { outcome: 'applied' }
}

function clamp(value: string, min: string, max: string): string {
  if (value > max) return max
  if (value < min) return min
  return value
}
