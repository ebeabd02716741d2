// The reason tree admins configure: category → reason, planned or not, named in en/pl/lt; retired, never deleted
// once a stop used it.
import type { z } from 'zod'
import type { stopReasonInput, stopReasonUpdate } from '../../shared/oee/oee-schemas'
import type { StopReason } from '../../shared/oee/oee-types'
import { isAdminRole } from '../../shared/roles'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { conflict, forbidden, notFound } from '../http/errors'
import {
  deleteReasonRow,
  findReasonRow,
  insertReasonRow,
  listReasonRows,
  reasonIsUsed,
  updateReasonRow,
} from './oee.repository'

type ReasonRow = Awaited<ReturnType<typeof listReasonRows>>[number]

export function toStopReason(r: ReasonRow): StopReason {
  return {
    id: r.id,
    category: r.category,
    name: r.name_en,
    names: { en: r.name_en, pl: r.name_pl, lt: r.name_lt },
    planned: r.planned === 1,
    retired: r.retired_at !== null,
    sort: r.sort,
  }
}

export async function listStopReasons(db: Db): Promise<StopReason[]> {
  return (await listReasonRows(db)).map(toStopReason)
}

function adminOnly(ctx: CommandContext) {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only admins can change stop reasons')
}

export async function createStopReason(ctx: CommandContext, input: z.output<typeof stopReasonInput>) {
  adminOnly(ctx)
  const id = await insertReasonRow(ctx.trx, {
    category: input.category,
    name_en: input.nameEn,
    name_pl: input.namePl,
    name_lt: input.nameLt,
    planned: input.planned ? 1 : 0,
    updated_at: ctx.now,
  })
  await ctx.change('stopReasons', id)
  await ctx.audit('stop_reason.create', 'stop_reason', id, input)
  return toStopReason((await findReasonRow(ctx.trx, id))!)
}

export async function updateStopReason(ctx: CommandContext, id: number, input: z.output<typeof stopReasonUpdate>) {
  adminOnly(ctx)
  const row = await findReasonRow(ctx.trx, id)
  if (!row) throw notFound(`Stop reason ${id} not found`)
  // Changing planned/unplanned would rewrite the history of every OEE already reported: only for unused reasons.
  if (input.planned !== undefined && (input.planned ? 1 : 0) !== row.planned && (await reasonIsUsed(ctx.trx, id)))
    throw conflict('Stops already use this reason: retire it and add a new one instead')
  await updateReasonRow(ctx.trx, id, {
    category: input.category,
    name_en: input.nameEn,
    name_pl: input.namePl,
    name_lt: input.nameLt,
    planned: input.planned === undefined ? undefined : input.planned ? 1 : 0,
    retired_at: input.retired === undefined ? undefined : input.retired ? (row.retired_at ?? ctx.now) : null,
    updated_at: ctx.now,
  })
  await ctx.change('stopReasons', id)
  await ctx.audit('stop_reason.update', 'stop_reason', id, input)
  return toStopReason((await findReasonRow(ctx.trx, id))!)
}

export async function deleteStopReason(ctx: CommandContext, id: number): Promise<void> {
  adminOnly(ctx)
  const row = await findReasonRow(ctx.trx, id)
  if (!row) throw notFound(`Stop reason ${id} not found`)
  if (await reasonIsUsed(ctx.trx, id)) throw conflict('Stops already use this reason: it can be retired, not deleted')
  await deleteReasonRow(ctx.trx, id)
  await ctx.change('stopReasons', id, 'delete')
  await ctx.audit('stop_reason.delete', 'stop_reason', id)
}
