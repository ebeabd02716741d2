// Line status rules: who may change it, the issue text each status carries, and offline conflicts (DESIGN.md §2).
import type { LineStatus } from '../../shared/constants'
import { issueFor } from '../../shared/lines'
import { can } from '../../shared/roles'
import type { ProductionLine } from '../../shared/types'
import { displayName, type CommandContext } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { toLine } from './line-mapper'
import { findLine, insertHistory, lastHistoryTime, listLines, lockLine, updateLine } from './lines.repository'

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
  /** The version the change was made on; undefined = last writer wins (plain REST). */
  baseVersion?: number
  /** Device time of the button press (sync); defaults to now. */
  at?: string
}

export type SetLineStatusResult =
  | { outcome: 'applied'; line: ProductionLine }
  | { outcome: 'superseded'; line: ProductionLine; reason: string }

export async function setLineStatus(ctx: CommandContext, input: SetLineStatus): Promise<SetLineStatusResult> {
  if (!can.setLineStatus(ctx.actor.role)) throw forbidden('Only operators, engineers and admins can change line status')
  await lockLine(ctx.trx, input.lineId)
  const current = await findLine(ctx.trx, input.lineId)
  if (!current) throw notFound(`Production line ${input.lineId} not found`)
  const issue = issueFor(input.status, input.issue)
  const name = displayName(ctx.actor)
  const last = await lastHistoryTime(ctx.trx, input.lineId)
  const at = clamp(input.at ?? ctx.now, last?.at ?? '', ctx.now)
  const history = { lineId: input.lineId, status: input.status, issue, changedBy: ctx.actor.id, changedByName: name, at, recordedAt: ctx.now }

  if (input.baseVersion !== undefined && input.baseVersion !== current.version) {
    await insertHistory(ctx.trx, { ...history, superseded: true })
    await ctx.audit('line.status_superseded', 'production_line', input.lineId, { status: input.status, baseVersion: input.baseVersion })
    const by = current.status_changed_by ?? 'someone else'
    return {
      outcome: 'superseded',
      line: toLine(current),
      reason: `Line was set to ${current.status} by ${by} at ${current.status_since}; your change was kept in its history`,
    }
  }

  const changes = {
    status: input.status,
    issue,
    version: current.version + 1,
    status_since: current.status === input.status ? current.status_since : at,
    status_changed_by: name,
    last_update: ctx.now,
    last_check: ctx.now,
  }
  await updateLine(ctx.trx, input.lineId, changes)
  await insertHistory(ctx.trx, { ...history, superseded: false })
  await ctx.change('lines', input.lineId)
  await ctx.audit('line.status', 'production_line', input.lineId, { status: input.status, issue })
  // The row as just written, without reading it back (this runs once per pushed status change).
  return { outcome: 'applied', line: toLine({ ...current, ...changes }) }
}

function clamp(value: string, min: string, max: string): string {
  if (value > max) return max
  if (value < min) return min
  return value
}
