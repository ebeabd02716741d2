// The predictive model's advice for a plan: the interval at which the machine's fitted reliability falls to a
// target (90 % by default). Shown beside the plan; a person applies it.
import { DEFAULT_RELIABILITY_TARGET, suggestedIntervalDays } from '../../shared/pm/suggested-interval'
import type { Db } from '../db/connection'
import { notFound } from '../http/errors'
import { analyseAt, loadPlantRows } from '../maintenance/maintenance.service'
import { machineItemId } from '../maintenance/plant-history'

export interface PmSuggestion {
  machineId: string
  target: number
  /** Whole days, or null when the model has nothing to say. */
  days: number | null
  model: string
}

export async function suggestInterval(db: Db, now: Date, machineId: string, target?: number): Promise<PmSuggestion> {
  const analysis = analyseAt(await loadPlantRows(db), now.getTime()).find((a) => a.item.id === machineItemId(machineId))
  if (!analysis) throw notFound(`Machine ${machineId} not found`)
  const t = target ?? DEFAULT_RELIABILITY_TARGET
  return { machineId, target: t, days: suggestedIntervalDays(analysis.model, t), model: analysis.model.kind }
}
