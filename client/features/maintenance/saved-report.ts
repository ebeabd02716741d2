// The last report and the health panels opened from it, kept in the Dexie meta table so they stay readable
// offline, with the time they were made.
import type { EquipmentHealth, PredictiveReport } from '../../../shared/maintenance/report-types'
import { getMeta, setMeta } from '../../data/db'

const REPORT_KEY = 'maintenance.lastReport'
const HEALTH_KEY = 'maintenance.health'
/** Health panels kept for offline reading: the priority list's length. */
const MAX_HEALTH = 10

export async function loadSavedReport(): Promise<PredictiveReport | null> {
  return (await getMeta<PredictiveReport>(REPORT_KEY)) ?? null
}

export async function saveReport(report: PredictiveReport): Promise<void> {
  await setMeta(REPORT_KEY, report)
  // Panels of an older report would disagree with this one.
  await setMeta(HEALTH_KEY, {})
}

export async function loadSavedHealth(itemId: string): Promise<EquipmentHealth | null> {
  return (await getMeta<Record<string, EquipmentHealth>>(HEALTH_KEY))?.[itemId] ?? null
}

export async function saveHealth(health: EquipmentHealth): Promise<void> {
  const all = (await getMeta<Record<string, EquipmentHealth>>(HEALTH_KEY)) ?? {}
  const kept = Object.entries(all).filter(([id]) => id !== health.equipment.id).slice(-(MAX_HEALTH - 1))
  await setMeta(HEALTH_KEY, Object.fromEntries([...kept, [health.equipment.id, health]]))
}
