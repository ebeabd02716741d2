// The last report and the health panels opened from it, kept in localStorage so they stay readable offline
// with the time they were made. (Not in Dexie: this screen would otherwise load Dexie, ~31 KB gzip, for it.)
import type { EquipmentHealth, PredictiveReport } from '../../../shared/maintenance/report-types'

const REPORT_KEY = 'lineside.maintenance.lastReport'
const HEALTH_KEY = 'lineside.maintenance.health'
/** Health panels kept for offline reading: the priority list's length. */
const MAX_HEALTH = 10

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the report still shows, it just will not be there offline.
  }
}

export async function loadSavedReport(): Promise<PredictiveReport | null> {
  return read<PredictiveReport>(REPORT_KEY)
}

export async function saveReport(report: PredictiveReport): Promise<void> {
  write(REPORT_KEY, report)
  // Panels of an older report would disagree with this one.
  write(HEALTH_KEY, [])
}

export async function loadSavedHealth(itemId: string): Promise<EquipmentHealth | null> {
  return read<EquipmentHealth[]>(HEALTH_KEY)?.find((h) => h.equipment.id === itemId) ?? null
}

export async function saveHealth(health: EquipmentHealth): Promise<void> {
  const kept = (read<EquipmentHealth[]>(HEALTH_KEY) ?? []).filter((h) => h.equipment.id !== health.equipment.id)
  write(HEALTH_KEY, [...kept, health].slice(-MAX_HEALTH))
}
