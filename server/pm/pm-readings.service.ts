// Meter readings (issue 28, decision 235): running hours or units, cumulative, from the tablet or the phone; a
// correction is a new row beside the one it corrects; a reading that crosses a meter plan's threshold makes its
// work order at once.
import { newId } from '../../shared/ids'
import { canWorkOn } from '../../shared/pm/permissions'
import type { CommandContext } from '../context'
import { badRequest, conflict, forbidden } from '../http/errors'
import { generateForPlans } from './pm-generator'
import { activePlansOnLine, lineExists } from './pm.repository'
import { findReading, insertReading, readingCorrected } from './pm-readings.repository'
import { notAfter } from './pm-work-orders.service'

/** A meter reading (running hours or units, cumulative) from the tablet or the phone. */
export async function recordReading(
  ctx: CommandContext,
  input: {
    id?: string
    lineId: number
    machineId?: string | null
    unit: string
    value: number
    correctsId?: string | null
    reason?: string | null
  },
  deviceAt?: string,
): Promise<string> {
  if (!canWorkOn(ctx.actor.role) && ctx.actor.role !== 'operator')
    throw forbidden('Only operators, engineers, IT and admins can enter meter readings')
  if (!(await lineExists(ctx.trx, input.lineId)))
    throw badRequest(`Production line ${input.lineId} not found`, { lineId: 'Production line not found' })
  const id = input.id ?? newId()
  // A correction never overwrites: it is a new row beside the original, for the same meter (decision 235).
  let target = { lineId: input.lineId, machineId: input.machineId ?? null, unit: input.unit }
  if (input.correctsId) {
    const original = await findReading(ctx.trx, input.correctsId)
    if (!original) throw badRequest('The reading to correct was not found', { correctsId: 'Reading not found' })
    if (!input.reason?.trim())
      throw badRequest('A correction needs a reason', { reason: 'A correction needs a reason' })
    if ((await findReading(ctx.trx, id)) === undefined && (await readingCorrected(ctx.trx, original.id)))
      throw conflict('This reading is already corrected: correct the correction instead')
    target = { lineId: original.line_id, machineId: original.machine_id, unit: original.unit }
  }
  const inserted = await insertReading(ctx.trx, {
    id,
    line_id: target.lineId,
    machine_id: target.machineId,
    unit: target.unit,
    value: input.value,
    read_at: notAfter(deviceAt ?? ctx.now, ctx.now),
    entered_by: ctx.actor.id,
    created_at: ctx.now,
    corrects_id: input.correctsId ?? null,
    reason: input.correctsId ? input.reason!.trim() : null,
  })
  if (!inserted) return id
  await ctx.audit(input.correctsId ? 'pm.readingCorrected' : 'pm.reading', 'production_line', target.lineId, {
    unit: target.unit,
    value: input.value,
    ...(input.correctsId ? { correctsId: input.correctsId, reason: input.reason } : {}),
  })
  // A meter plan on this line fires at once when the reading crosses its threshold.
  const meterPlans = (await activePlansOnLine(ctx.trx, target.lineId)).filter((p) => p.triggers.includes('"meter"'))
  await generateForPlans(ctx, meterPlans)
  return id
}
