// Allergen changeovers (issue 29 §5, decision 225): when the schedule moves a line from a product with an
// allergen to one without it, the line is held for a clearance whose checklist adds the swab. Applied when a
// shift begins (the changeover worker) and when a planner saves an entry for the shift already running.
// Stateless and idempotent: a changeover counts as done once a hold of the line covering its allergens was open
// at or after the shift's start, so a restart, a second instance or a repeated save hold the line only once.
import { swabChangeovers, type SlotEntry } from '../../shared/hygiene/changeover'
import { normaliseAllergens } from '../../shared/hygiene/allergens'
import { shiftWindow } from '../../shared/oee/shift-windows'
import { addDays, shiftAt, type Shift } from '../../shared/planning/schedule'
import type { CommandContext, Trx } from '../context'
import type { Db } from '../db/connection'
import { holdLine, type HoldOutcome } from '../lines/line-hold'

/** Days of schedule looked back for the product a line ran before the current shift. */
const LOOK_BACK_DAYS = 3

async function scheduleAround(db: Db | Trx, date: string, lineIds: number[] | null) {
  let q = db
    .selectFrom('production_schedule')
    .select(['id', 'line_id', 'product_id', 'scheduled_date', 'shift', 'priority'])
    .where('scheduled_date', '>=', addDays(date, -LOOK_BACK_DAYS))
    .where('scheduled_date', '<=', date)
  if (lineIds) q = lineIds.length ? q.where('line_id', 'in', lineIds) : q.where('line_id', '=', -1)
  return q.execute()
}

async function productAllergens(db: Db | Trx, ids: number[]): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map()
  const rows = await db.selectFrom('products').select(['id', 'allergens']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, normaliseAllergens(JSON.parse(r.allergens || '[]') as string[])]))
}

/** Whether a hold of the line that covers these allergens was open at or after `since` (the shift's start). */
async function alreadyHeldFor(db: Db | Trx, lineId: number, since: string, allergens: readonly string[]) {
  const holds = await db
    .selectFrom('hygiene_holds')
    .select(['allergens'])
    .where('line_id', '=', lineId)
    .where((eb) =>
      eb.or([eb('released_at', 'is', null), eb('released_at', '>=', since), eb('started_at', '>=', since)]),
    )
    .execute()
  return holds.some((h) => {
    const got = new Set(JSON.parse(h.allergens) as string[])
    return allergens.every((a) => got.has(a))
  })
}

export interface AppliedChangeover {
  lineId: number
  entryId: number
  allergens: string[]
  outcome: HoldOutcome
}

/**
 * Holds the lines whose current shift starts a swab changeover not yet held for (all lines, or only `lineIds`).
 * A line still in maintenance is left for the next pass: it is held when its work ends, and the next pass adds
 * the allergens to that hold.
 */
export async function applyDueChangeovers(ctx: CommandContext, lineIds: number[] | null = null) {
  const now = new Date(ctx.now)
  const { date, shift } = shiftAt(now)
  const rows = await scheduleAround(ctx.trx, date, lineIds)
  const entries: SlotEntry[] = rows.map((r) => ({
    id: r.id,
    lineId: r.line_id,
    productId: r.product_id,
    scheduledDate: r.scheduled_date,
    shift: r.shift,
    priority: r.priority,
  }))
  const allergens = await productAllergens(ctx.trx, [...new Set(entries.map((e) => e.productId))])
  const changeovers = swabChangeovers(entries, (id) => allergens.get(id) ?? [])
  const since = new Date(shiftWindow(date, shift as Shift).start).toISOString()
  const applied: AppliedChangeover[] = []
  for (const e of entries) {
    if (e.scheduledDate !== date || e.shift !== shift) continue
    const c = changeovers.get(e.id)
    if (!c) continue
    if (await alreadyHeldFor(ctx.trx, c.lineId, since, c.allergens)) continue
    const outcome = await holdLine(ctx, {
      lineId: c.lineId,
      cause: 'allergen_changeover',
      causeRef: `schedule:${c.entryId}`,
      allergens: c.allergens,
    })
    applied.push({ lineId: c.lineId, entryId: c.entryId, allergens: c.allergens, outcome })
  }
  return applied
}
