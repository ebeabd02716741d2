// The two /api/ai calls (spec §7). Server-only data: fetched, never synced.
import type { EquipmentHealth, PredictiveReport } from '../../../shared/maintenance/report-types'
import { apiRequest } from '../../lib/api-client'

export function fetchPredictiveReport(language: string): Promise<PredictiveReport> {
  return apiRequest<PredictiveReport>('GET', `/api/ai/predictive-maintenance?lang=${encodeURIComponent(language)}`)
}

export function fetchEquipmentHealth(itemId: string): Promise<EquipmentHealth> {
  return apiRequest<EquipmentHealth>('GET', `/api/ai/equipment-health/${encodeURIComponent(itemId)}`)
}
