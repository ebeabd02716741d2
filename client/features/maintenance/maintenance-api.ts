// The two /api/ai calls (spec §7). Server-only data: fetched, never synced.
import type { EquipmentHealth, PredictiveReport } from '../../../shared/maintenance/report-types'
import { callApi } from '../../lib/api-client'

export function fetchPredictiveReport(language: string): Promise<PredictiveReport> {
  return callApi('GET /api/ai/predictive-maintenance', { query: { lang: language } })
}

export function fetchEquipmentHealth(itemId: string): Promise<EquipmentHealth> {
  return callApi('GET /api/ai/equipment-health/:id', { params: { id: itemId } })
}
