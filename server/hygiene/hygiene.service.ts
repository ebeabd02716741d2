// Clearing a held line (issue 29 §4): QA and admins sign a checklist; all passed releases the hold (the line goes
// to stopped), any failure keeps it held with the corrective action; every clearance is a chained record.
import { normaliseAllergens } from '../../shared/hygiene/allergens'
import {
  clearanceResult,
  formProblems,
  type ChecklistItem,
  type FormProblem,
  type ItemAnswer,
} from '../../shared/hygiene/checklist'
import type { Clearance } from '../../shared/hygiene/types'
import type { ClearanceInput } from '../../shared/hygiene/schemas'
import { can } from '../../shared/roles'
import { displayName, type CommandContext } from '../context'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { lineName, releaseHold, type ReleaseOutcome } from '../lines/line-hold'
import { findHold } from '../lines/line-hold.repository'
import { lockLine } from '../lines/lines.repository'
import { enqueueQualityNotification } from '../teams/quality-notify'
import { appendClearance } from './clearance-chain'
import { toClearance } from './hygiene-mapper'
import { findClearance } from './hygiene.repository'

export type ClearOutcome = 'released' | 'failed' | Exclude<ReleaseOutcome, 'released'>

export interface ClearResult {
  clearance: Clearance
  outcome: ClearOutcome
  /** When the clearance changed nothing: who released the hold first. */
  releasedBy: string | null
}

const PROBLEM_FIELD: Record<FormProblem['kind'], string> = {
  missing_item: 'items',
  unknown_item: 'items',
  swab_required: 'swab.kitReference',
  corrective_action_required: 'correctiveAction',
}

const PROBLEM_TEXT: Record<FormProblem['kind'], string> = {
  missing_item: 'Every checklist item needs pass, fail or not applicable',
  unknown_item: 'Not an item of this line’s checklist',
  swab_required: 'The allergen swab result and the test kit reference are required',
  corrective_action_required: 'A failed item needs the corrective action',
}

/**
 * `at` is the device time of signing (sync, clamped); the server's time of arrival orders the chain. A second
 * clearance of a hold someone else released first is kept as a record and changes nothing (DESIGN.md §6).
 */
export async function clearLine(ctx: CommandContext, input: ClearanceInput, at?: string): Promise<ClearResult> {
  if (!can.clearLine(ctx.actor.role)) throw forbidden('Only quality (QA) users and admins can clear a line')
  if (await findClearance(ctx.trx, input.id)) throw conflict(`Clearance ${input.id} is already recorded`)
  await lockLine(ctx.trx, input.lineId)
  const hold = await findHold(ctx.trx, input.holdId)
  if (!hold) throw notFound(`Hold ${input.holdId} not found`)
  if (hold.line_id !== input.lineId)
    throw badRequest('Invalid lineId: the hold is on another line', { lineId: 'The hold is on another line' })
  const checklist = JSON.parse(hold.checklist) as ChecklistItem[]
  const allergens = normaliseAllergens(JSON.parse(hold.allergens) as string[])
  const swab = allergens.length > 0 ? input.swab : null
  const problems = formProblems(checklist, input.items, swab, allergens.length > 0, input.correctiveAction)
  const first = problems[0]
  if (first) {
    const field = PROBLEM_FIELD[first.kind]
    throw badRequest(`Invalid ${field}: ${PROBLEM_TEXT[first.kind]}`, { [field]: PROBLEM_TEXT[first.kind] })
  }
  // Labels come from the hold's checklist (what was asked), in its order; the client's words are not kept.
  const byKey = new Map(input.items.map((i) => [i.key, i]))
  const items: ItemAnswer[] = checklist.map((c) => {
    const a = byKey.get(c.key)!
    return { key: c.key, label: c.label, result: a.result, comment: a.comment, photo: a.photo }
  })
  const result = clearanceResult(items, swab)
  const release: ReleaseOutcome | 'failed' =
    result === 'passed' ? await releaseHold(ctx, { holdId: hold.id, clearanceId: input.id }) : 'failed'
  const when = at && at < ctx.now ? at : ctx.now
  const row = await appendClearance(ctx.trx, {
    id: input.id,
    lineId: input.lineId,
    holdId: hold.id,
    result,
    items,
    swab,
    correctiveAction: input.correctiveAction,
    signedBy: displayName(ctx.actor),
    signedById: ctx.actor.id,
    signedAt: ctx.now,
    deviceAt: when,
    released: release === 'released',
  })
  await ctx.change('hygieneHolds', hold.id)
  await ctx.audit('hygiene.clear', 'production_line', input.lineId, {
    clearanceId: input.id,
    holdId: hold.id,
    result,
    outcome: release,
  })
  if (result === 'failed')
    await enqueueQualityNotification(ctx, {
      kind: 'failed',
      lineId: input.lineId,
      lineName: await lineName(ctx, input.lineId),
      at: ctx.now,
      by: displayName(ctx.actor),
      failedItems: items.filter((i) => i.result === 'fail').map((i) => i.label ?? i.key),
      correctiveAction: input.correctiveAction,
    })
  const after = release === 'already_released' ? await findHold(ctx.trx, hold.id) : hold
  return {
    clearance: toClearance(row),
    outcome: release,
    releasedBy: release === 'already_released' ? (after?.released_by ?? null) : null,
  }
}
