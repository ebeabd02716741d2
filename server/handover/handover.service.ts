// Shift handover per line (issue 34 §3): the outgoing lead signs a handover of the shift (pre-filled from the
// line's open tickets, stops and their reasons, hygiene holds and PM due), the incoming lead acknowledges it.
// One handover per line and shift; acknowledged once, by someone other than who signed it (decision 220).
import { buildHandoverItems } from '../../shared/handover/prefill'
import { mayWriteHandover } from '../../shared/handover/rules'
import type { HandoverAckArgs, HandoverSignInput } from '../../shared/handover/schemas'
import { handoverShiftAt, mayHandOver } from '../../shared/handover/shifts'
import type { HandoverPrefill, ShiftHandover } from '../../shared/handover/types'
import { shiftWindow } from '../../shared/oee/shift-windows'
import { addDays, type Shift } from '../../shared/planning/schedule'
import { formatTicketNumber } from '../../shared/tickets'
import { displayName, type CommandContext } from '../context'
import type { Db, Trx } from '../db/connection'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { toHandover } from './handover-mapper'
import {
  acknowledgeRow,
  findHandover,
  findHandoverOfShift,
  handoversByIds,
  insertHandover,
  lineRow,
  openHoldsOfLine,
  openTicketsOfLine,
  pmDueOfLine,
  stopPartsOfLine,
  stopPeriodsOfLine,
} from './handover.repository'

const DENIED = 'Only line leads (operators), engineers, quality and admins write or acknowledge handovers'

async function readOne(db: Db | Trx, id: string): Promise<ShiftHandover> {
  const [row] = await handoversByIds(db, [id])
  if (!row) throw notFound(`Handover ${id} not found`)
  return toHandover(row)
}

/** The pre-filled part for a line's shift, from the server's tables (GET /api/handovers/prefill). */
export async function handoverPrefill(
  db: Db | Trx,
  lineId: number,
  now: Date,
  ref?: { shiftDate?: string; shift?: Shift },
): Promise<HandoverPrefill> {
  if (!(await lineRow(db, lineId))) throw notFound(`Line ${lineId} not found`)
  const auto = handoverShiftAt(now)
  const shiftDate = ref?.shiftDate ?? auto.date
  const shift = ref?.shift ?? auto.shift
  const w = shiftWindow(shiftDate, shift)
  const end = Math.min(w.end, now.getTime() + 1)
  const [tickets, periods, parts, holds, workOrders] = await Promise.all([
    openTicketsOfLine(db, lineId),
    stopPeriodsOfLine(db, lineId, w.start, end),
    stopPartsOfLine(db, lineId, w.start - 24 * 60 * 60_000, end),
    openHoldsOfLine(db, lineId),
    pmDueOfLine(db, lineId, addDays(shiftDate, 1)),
  ])
  const stops = periods.map((p) => {
    // The reason of a stop: its first explanation (a split stop shows the reason it began with).
    const endMs = p.endedAt === null ? end : Date.parse(p.endedAt)
    const part = parts.find((x) => x.fromMs >= p.atMs && x.fromMs < endMs)
    return {
      status: p.status,
      startAt: p.at,
      endAt: p.endedAt,
      reasonId: part?.reasonId ?? null,
      reasonName: part?.name ?? null,
    }
  })
  const items = buildHandoverItems({
    shiftDate,
    tickets: tickets.map((t) => ({
      id: t.id,
      ticketId: t.ticket_number === null ? null : formatTicketNumber(t.ticket_number),
      description: t.description,
      status: t.status,
      priority: t.priority,
      createdAt: t.created_at,
    })),
    stops,
    holds: holds.map((h) => ({ id: h.id, cause: h.cause, startedAt: h.started_at })),
    workOrders: workOrders.map((o) => ({ id: o.id, title: o.title, dueAt: o.due_at, status: o.status })),
  })
  return { lineId, shiftDate, shift, items }
}

/**
 * POST /api/handovers and `handover.sign`. `at` is the device time of signing (sync, clamped); the shift must
 * have begun by then and ended at most one shift before. The items are kept as the lead signed them.
 */
export async function signHandover(ctx: CommandContext, input: HandoverSignInput, at?: string): Promise<ShiftHandover> {
  if (!mayWriteHandover(ctx.actor.role)) throw forbidden(DENIED)
  if (!(await lineRow(ctx.trx, input.lineId)))
    throw badRequest(`Invalid lineId: line ${input.lineId} not found`, { lineId: 'Line not found' })
  if (await findHandover(ctx.trx, input.id)) throw conflict(`Handover ${input.id} is already recorded`)
  const when = at && at < ctx.now ? at : ctx.now
  if (!mayHandOver({ date: input.shiftDate, shift: input.shift }, new Date(when)))
    throw badRequest('Invalid shift: a handover is for the shift running when it is signed, or the one just ended', {
      shift: 'Not the current or the last shift',
    })
  const row = {
    id: input.id,
    line_id: input.lineId,
    shift_date: input.shiftDate,
    shift: input.shift,
    items: JSON.stringify(input.items),
    notes: input.notes,
    signed_by_id: ctx.actor.id,
    signed_by: displayName(ctx.actor),
    signed_at: ctx.now,
    signed_at_device: when,
    acknowledged_by_id: null,
    acknowledged_by: null,
    acknowledged_at: null,
    acknowledged_at_device: null,
    acknowledge_note: null,
    updated_at: ctx.now,
  }
  if (!(await insertHandover(ctx.trx, row))) {
    const first = await findHandoverOfShift(ctx.trx, input.lineId, input.shiftDate, input.shift)
    throw conflict(
      `The ${input.shift} shift of ${input.shiftDate} on this line was already handed over by ${first?.signed_by ?? 'someone else'}`,
    )
  }
  await ctx.change('handovers', input.id)
  await ctx.audit('handover.sign', 'production_line', input.lineId, {
    handoverId: input.id,
    shiftDate: input.shiftDate,
    shift: input.shift,
    items: input.items.length,
  })
  return readOne(ctx.trx, input.id)
}

export type AckOutcome = 'acknowledged' | 'already_acknowledged'

/** POST /api/handovers/:id/acknowledge and `handover.acknowledge`: the incoming lead, once. */
export async function acknowledgeHandover(
  ctx: CommandContext,
  input: HandoverAckArgs,
  at?: string,
): Promise<{ handover: ShiftHandover; outcome: AckOutcome }> {
  if (!mayWriteHandover(ctx.actor.role)) throw forbidden(DENIED)
  const row = await findHandover(ctx.trx, input.id)
  if (!row) throw notFound(`Handover ${input.id} not found`)
  if (Number(row.signed_by_id) === ctx.actor.id)
    throw conflict('The incoming lead acknowledges a handover, not the one who signed it')
  const when = at && at < ctx.now ? at : ctx.now
  const done = await acknowledgeRow(ctx.trx, input.id, {
    acknowledged_by_id: ctx.actor.id,
    acknowledged_by: displayName(ctx.actor),
    acknowledged_at: ctx.now,
    acknowledged_at_device: when < row.signed_at_device ? row.signed_at_device : when,
    acknowledge_note: input.note,
  })
  if (done) {
    await ctx.change('handovers', input.id)
    await ctx.audit('handover.acknowledge', 'production_line', Number(row.line_id), { handoverId: input.id })
  }
  return { handover: await readOne(ctx.trx, input.id), outcome: done ? 'acknowledged' : 'already_acknowledged' }
}

export async function getHandover(db: Db, id: string): Promise<ShiftHandover> {
  return readOne(db, id)
}
