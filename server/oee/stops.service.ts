// Stops of a line (non-running status runs of its history) with their reasons; explaining and splitting them.
import { stopsOf, type StatusPeriod } from '../../shared/oee/oee-rules'
import type { LineStop } from '../../shared/oee/oee-types'
import { hasRole, can } from '../../shared/roles'
import { displayName, type CommandContext } from '../context'
import type { Db, Trx } from '../db/connection'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import {
  deletePartsBetween,
  findPartById,
  findReasonRow,
  insertPart,
  lineBasics,
  partsBetween,
  periodsBetween,
  type PartRow,
  type PeriodRow,
} from './oee.repository'

const MIN = 60_000
/** A device's idea of when a stop began may be earlier than the server's clamped press time by this much. */
export const STOP_MATCH_MS = 10 * MIN
const LOOKBACK_MS = 24 * 60 * MIN

export const isSupervisor = (role: string) => hasRole(role, 'engineer')

/** Periods as the rules take them: an open period runs to now; a line without history keeps its status_since. */
export function toStatusPeriods(
  rows: readonly PeriodRow[],
  nowMs: number,
  line?: { status: string; status_since: string },
): StatusPeriod[] {
  const periods = rows.map((r) => ({ start: r.start, end: r.end ?? nowMs, status: r.status }))
  if (line && !rows.some((r) => r.end === null)) {
    const since = Date.parse(line.status_since)
    const last = periods[periods.length - 1]
    if (Number.isFinite(since) && since < nowMs && (!last || last.end <= since))
      periods.push({ start: since, end: nowMs, status: line.status })
  }
  return periods
}

/**
 * The stops of a line between two times, each with its parts and reasons: the repository-level entry point the
 * shift handover (issue 34) may read too.
 */
export async function lineStopsBetween(
  db: Db | Trx,
  lineId: number,
  startMs: number,
  endMs: number,
  nowMs: number,
): Promise<LineStop[]> {
  const line = (await lineBasics(db)).find((l) => l.id === lineId)
  if (!line) throw notFound(`Production line ${lineId} not found`)
  const until = Math.min(endMs, nowMs)
  // A day back, so a stop pressed twice (two history rows of one status) keeps its first start.
  const rows = await periodsBetween(db, startMs - LOOKBACK_MS, until, lineId)
  const periods = toStatusPeriods(rows, nowMs, line).filter((p) => p.start < until)
  const from = periods.length ? Math.min(...periods.map((p) => p.start)) : startMs
  // Parts of the last stop may lie after `until`: a stop is explained as a whole.
  const partsUntil = periods.reduce((m, p) => Math.max(m, p.end), until) + 1
  const parts = await partsBetween(db, from, partsUntil, lineId)
  return toLineStops(lineId, periods, parts, nowMs, line.status).filter(
    (s) => s.endAt === null || Date.parse(s.endAt) > startMs,
  )
}

export function toLineStops(
  lineId: number,
  periods: StatusPeriod[],
  parts: readonly PartRow[],
  nowMs: number,
  currentStatus: string,
): LineStop[] {
  const stops = stopsOf(
    periods,
    parts.map((p) => ({ start: p.from_ms, reasonId: p.reason_id })),
  )
  return stops.map((s) => {
    // Still going: it reaches now and the line is in a stop status now.
    const open = s.end >= nowMs && currentStatus !== 'running'
    const unexplained = s.parts.filter((p) => p.reasonId === null).reduce((sum, p) => sum + p.end - p.start, 0)
    const byReason = new Map<number, number>()
    for (const p of s.parts)
      if (p.reasonId !== null) byReason.set(p.reasonId, (byReason.get(p.reasonId) ?? 0) + p.end - p.start)
    const longest = [...byReason.entries()].sort((a, b) => b[1] - a[1])[0]
    return {
      id: `${lineId}:${s.start}`,
      lineId,
      status: s.status,
      startAt: new Date(s.start).toISOString(),
      endAt: open ? null : new Date(s.end).toISOString(),
      reasonId: unexplained === 0 && longest ? longest[0] : null,
      parts: s.parts.map((p) => ({
        startAt: new Date(p.start).toISOString(),
        endAt: open && p.end === s.end ? null : new Date(p.end).toISOString(),
        reasonId: p.reasonId,
      })),
      unexplainedMinutes: Math.round(unexplained / MIN),
    }
  })
}

/** The stop `at` falls in, or failing that the first one beginning shortly after it. */
async function stopAt(ctx: CommandContext, lineId: number, at: string) {
  const atMs = Date.parse(at)
  const nowMs = Date.parse(ctx.now)
  const stops = await lineStopsBetween(ctx.trx, lineId, atMs - 1, atMs + STOP_MATCH_MS, nowMs)
  const within = stops.find((s) => Date.parse(s.startAt) <= atMs && (s.endAt === null || Date.parse(s.endAt) > atMs))
  const stop = within ?? stops.find((s) => Date.parse(s.startAt) > atMs)
  if (!stop) throw conflict(`Line ${lineId} was not stopped at ${at}`)
  return { stop, startMs: Date.parse(stop.startAt), endMs: stop.endAt === null ? nowMs + 1 : Date.parse(stop.endAt) }
}

async function reasonOrThrow(ctx: CommandContext, reasonId: number, field = 'reasonId') {
  const reason = await findReasonRow(ctx.trx, reasonId)
  if (!reason) throw badRequest('Unknown stop reason', { [field]: 'Unknown stop reason' })
  if (reason.retired_at) throw conflict(`The reason "${reason.name_en}" is retired`)
  return reason
}

export interface ExplainStop {
  id: string
  lineId: number
  at: string
  reasonId: number
}

/**
 * The operator's two taps: the whole stop gets one reason. A stop someone already explained stays as it is
 * for operators (409 naming who); an engineer or admin replaces the explanation.
 */
export async function explainStop(ctx: CommandContext, input: ExplainStop): Promise<LineStop> {
  if (!can.setLineStatus(ctx.actor.role)) throw forbidden('Only operators, engineers and admins can explain stops')
  if (await findPartById(ctx.trx, input.id)) {
    const { stop } = await stopAt(ctx, input.lineId, input.at)
    return stop
  }
  await reasonOrThrow(ctx, input.reasonId)
  const { stop, startMs, endMs } = await stopAt(ctx, input.lineId, input.at)
  if (stop.parts.some((p) => p.reasonId !== null) && !isSupervisor(ctx.actor.role))
    throw conflict('This stop was already explained; an engineer can change it')
  const removed = await deletePartsBetween(ctx.trx, input.lineId, startMs, endMs)
  for (const id of removed) await ctx.change('stopParts', id, 'delete')
  await insertPart(ctx.trx, {
    id: input.id,
    line_id: input.lineId,
    from_at: stop.startAt,
    from_ms: startMs,
    reason_id: input.reasonId,
    explained_by: ctx.actor.id,
    explained_by_name: displayName(ctx.actor),
    explained_at: ctx.now,
  })
  await ctx.change('stopParts', input.id)
  await ctx.audit('stop.explain', 'line_stop', stop.id, { reasonId: input.reasonId })
  return (await stopAt(ctx, input.lineId, stop.startAt)).stop
}

export interface SplitStop {
  lineId: number
  at: string
  parts: { id: string; from: string; reasonId: number }[]
}

/** A supervisor explains a long stop in parts: each from its time to the next part's, the first from the start. */
export async function splitStop(ctx: CommandContext, input: SplitStop): Promise<LineStop> {
  if (!isSupervisor(ctx.actor.role)) throw forbidden('Only engineers and admins can split a stop')
  const { stop, startMs, endMs } = await stopAt(ctx, input.lineId, input.at)
  const parts = input.parts
    .map((p, i) => ({ id: p.id, fromMs: Date.parse(p.from), reasonId: p.reasonId, index: i }))
    .sort((a, b) => a.fromMs - b.fromMs)
  parts[0]!.fromMs = startMs
  const seen = new Set<number>()
  for (const p of parts) {
    if (p.fromMs < startMs || p.fromMs >= endMs)
      throw badRequest('A part must start within the stop', { [`parts.${p.index}.from`]: 'Outside the stop' })
    if (seen.has(p.fromMs))
      throw badRequest('Two parts start at the same time', { [`parts.${p.index}.from`]: 'Same start as another part' })
    seen.add(p.fromMs)
    await reasonOrThrow(ctx, p.reasonId, `parts.${p.index}.reasonId`)
  }
  const removed = await deletePartsBetween(ctx.trx, input.lineId, startMs, endMs)
  for (const id of removed) await ctx.change('stopParts', id, 'delete')
  for (const p of parts) {
    if (removed.includes(p.id) === false && (await findPartById(ctx.trx, p.id)))
      throw conflict('A part with this id belongs to another stop')
    await insertPart(ctx.trx, {
      id: p.id,
      line_id: input.lineId,
      from_at: new Date(p.fromMs).toISOString(),
      from_ms: p.fromMs,
      reason_id: p.reasonId,
      explained_by: ctx.actor.id,
      explained_by_name: displayName(ctx.actor),
      explained_at: ctx.now,
    })
    await ctx.change('stopParts', p.id)
  }
  await ctx.audit('stop.split', 'line_stop', stop.id, { parts: parts.map((p) => [p.fromMs, p.reasonId]) })
  return (await stopAt(ctx, input.lineId, stop.startAt)).stop
}
