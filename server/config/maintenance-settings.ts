// Settings of the maintenance report: the downtime cost assumption and the optional language model.
import { DEFAULT_COST_PER_MINUTE, DEFAULT_CURRENCY } from '../../shared/maintenance/constants'

export interface LanguageModelSettings {
  apiKey: string
  /** An OpenAI-compatible endpoint; null for OpenAI's own. */
  baseUrl: string | null
  model: string
  timeoutMs: number
}

export interface MaintenanceSettings {
  costPerMinute: number
  currency: string
  /** null: the built-in texts only (the default: the report never depends on an outside service). */
  languageModel: LanguageModelSettings | null
}

export const DEFAULT_MAINTENANCE_SETTINGS: MaintenanceSettings = {
  costPerMinute: DEFAULT_COST_PER_MINUTE,
  currency: DEFAULT_CURRENCY,
  languageModel: null,
}
