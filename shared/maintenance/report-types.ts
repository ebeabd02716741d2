// The shapes of /api/ai/predictive-maintenance and /api/ai/equipment-health/{id} (spec §3 "AI report" and
// "Equipment health"), plus the structured reasons behind every text so the client can show them in any language.
import type { RiskLevel, Timeframe } from './assessment'
import type { ModelKind } from './item-model'

export type ItemKind = 'machine' | 'equipment'

export type RiskFactor =
  | { code: 'risingFailureRate'; beta: number }
  | { code: 'frequentFailures'; count: number; days: number }
  | { code: 'repeatCategory'; category: string; count: number; days: number }
  | { code: 'openTickets'; count: number }
  | { code: 'longSinceRepair'; days: number; typicalDays: number }
  | { code: 'littleHistory'; count: number }

export type MaintenanceAction =
  | { code: 'inspectNow' }
  | { code: 'planMaintenance'; date: string }
  | { code: 'overhaul' }
  | { code: 'findRootCause'; category: string }
  | { code: 'clearOpenTickets'; count: number }
  | { code: 'routineChecks' }
  | { code: 'recordFailures' }

export type GeneralRecommendation =
  | { code: 'actOnPriority'; count: number }
  | { code: 'planOverhauls'; count: number }
  | { code: 'repeatFaults'; count: number }
  | { code: 'clearBacklog'; count: number }
  | { code: 'keepRecording' }

export interface ModelSummary {
  kind: ModelKind
  parameters: Record<string, number>
}

/** Where the texts came from: the built-in model, or a language model's plain-language rewrite of them. */
export type TextSource = 'model' | 'language-model'

export interface PriorityEquipment {
  equipmentId: string
  name: string
  kind: ItemKind
  location: string | null
  riskLevel: RiskLevel
  timeframe: string
  timeframeCode: Timeframe
  maintenanceRecommendation: string
  reasoning: string
  healthScore: number
  probability7d: number
  probability30d: number
  expectedFailures30d: number
  nextMaintenanceDate: string
  model: ModelSummary
  factors: RiskFactor[]
  actions: MaintenanceAction[]
}

export interface CostAssumption {
  currency: string
  costPerMinute: number
  avoidedDowntimeMinutes: number
  horizonDays: number
}

export interface PredictiveReport {
  success: true
  generatedAt: string
  textSource: TextSource
  languageModelConfigured: boolean
  report: {
    overallRisk: RiskLevel
    costSavingsPotential: number
    cost: CostAssumption
    itemsAnalysed: number
    modelCounts: Record<ModelKind, number>
    priorityEquipment: PriorityEquipment[]
    generalRecommendations: string[]
    generalRecommendationCodes: GeneralRecommendation[]
  }
}

export interface FailureRecord {
  at: string
  category: string
  description: string
  repairMinutes: number
}

export interface EquipmentHealth {
  success: true
  generatedAt: string
  equipment: { id: string; name: string; kind: ItemKind; type: string; location: string | null }
  healthAnalysis: {
    healthScore: number
    riskLevel: RiskLevel
    timeframeCode: Timeframe
    riskFactors: string[]
    maintenanceRecommendations: string[]
    nextMaintenanceDate: string
    estimatedLifeRemaining: string
    estimatedLifeRemainingDays: number
    probability7d: number
    probability30d: number
    model: ModelSummary
    factors: RiskFactor[]
    actions: MaintenanceAction[]
  }
  history: {
    failures: FailureRecord[]
    /** Chance of a failure within `day` days from now, as the fitted model sees it. */
    curve: { day: number; probability: number }[]
  }
}
