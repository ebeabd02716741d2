// Saving schedule entries (spec §4: pending on the device, saved in bulk with status scheduled).
import { canPlanProduction } from '../../shared/planning/permissions'
import type { ScheduleEntry } from '../../shared/planning/schedule'
import type { ScheduleEntryInput } from '../../shared/schemas/planning'
import type { CommandContext } from '../context'
import { badRequest, forbidden } from '../http/errors'
import { applyDueChangeovers } from '../hygiene/changeover.service'
import { toScheduleEntry } from './schedule-mapper'
import { existingLineIds, existingProductIds, insertScheduleRows, listScheduleByIds } from './schedule.repository'

export const SCHEDULED = 'scheduled'

export function assertCanPlan(role: string): void {
  if (!canPlanProduction(role)) throw forbidden('Only planners (admins) can change the production schedule')
}

/** Every entry is checked before any is written: one unknown line or product refuses the whole batch. */
export async function saveScheduleEntries(
  ctx: CommandContext,
  entries: ScheduleEntryInput[],
  source: 'form' | 'upload' = 'form',
): Promise<ScheduleEntry[]> {
  assertCanPlan(ctx.actor.role)
  const lines = await existingLineIds(ctx.trx, [...new Set(entries.map((e) => e.lineId))])
  const products = await existingProductIds(ctx.trx, [...new Set(entries.map((e) => e.productId))])
  const fields: Record<string, string> = {}
  entries.forEach((e, i) => {
    if (!lines.has(e.lineId)) fields[`schedules.${i}.lineId`] = `No production line ${e.lineId}`
    if (!products.has(e.productId)) fields[`schedules.${i}.productId`] = `No product ${e.productId}`
  })
  const problems = Object.entries(fields)
  if (problems.length) throw badRequest(problems.map(([f, m]) => `Invalid ${f}: ${m}`).join('; '), fields)

  const ids = await insertScheduleRows(
    ctx.trx,
    entries.map((e) => ({
      line_id: e.lineId,
      product_id: e.productId,
      scheduled_date: e.scheduledDate,
      shift: e.shift,
      planned_quantity: e.plannedQuantity,
      priority: e.priority,
      notes: e.notes,
      status: SCHEDULED,
      created_at: ctx.now,
    })),
  )
  for (const id of ids) await ctx.change('schedule', id)
  // An entry for the shift already running may start an allergen changeover now (issue 29, decision 225).
  await applyDueChangeovers(ctx, [...lines])
  await ctx.audit(source === 'upload' ? 'schedule.upload' : 'schedule.save', 'production_schedule', null, {
    count: ids.length,
  })
  return (await listScheduleByIds(ctx.trx, ids)).map(toScheduleEntry)
}
