// From the plant's analysed items to the report and the health panel (spec §3 "AI report", "Equipment health").
import { RISK_LEVELS, compareRisk, type RiskLevel } from '../../shared/maintenance/assessment'
import { PRIORITY_LIST_SIZE, SAVINGS_HORIZON_DAYS } from '../../shared/maintenance/constants'
import type { ModelKind } from '../../shared/maintenance/item-model'
import { probabilityWithin } from '../../shared/maintenance/item-model'
import type {
  EquipmentHealth,
  GeneralRecommendation,
  PredictiveReport,
  PriorityEquipment,
} from '../../shared/maintenance/report-types'
import { round, type ItemAnalysis } from './item-analysis'
import {
  TIMEFRAME_TEXT,
  actionText,
  factorText,
  generalText,
  lifeRemainingText,
  reasoningText,
  recommendationText,
} from './maintenance-texts'

export interface CostSettings {
  costPerMinute: number
  currency: string
}

const level = (l: RiskLevel) => RISK_LEVELS.indexOf(l)

export function rankItems(analyses: ItemAnalysis[]): ItemAnalysis[] {
  return [...analyses].sort((a, b) => compareRisk(a.assessment, b.assessment) || a.item.id.localeCompare(b.item.id))
}

export function buildReport(
  analyses: ItemAnalysis[],
  generatedAt: string,
  cost: CostSettings,
  languageModelConfigured: boolean,
): PredictiveReport {
  const ranked = rankItems(analyses)
  const priority = ranked.filter((a) => level(a.assessment.riskLevel) >= level('medium')).slice(0, PRIORITY_LIST_SIZE)
  const avoided = priority.reduce((s, a) => s + a.assessment.expectedFailures30d * a.meanRepairMinutes, 0)
  const modelCounts: Record<ModelKind, number> = { 'power-law': 0, weibull: 0, exponential: 0 }
  for (const a of analyses) modelCounts[a.model.kind]++
  const general = generalRecommendations(priority)
  return {
    success: true,
    generatedAt,
    textSource: 'model',
    languageModelConfigured,
    report: {
      overallRisk: overallRisk(analyses),
      costSavingsPotential: Math.round(avoided * cost.costPerMinute),
      cost: {
        currency: cost.currency,
        costPerMinute: cost.costPerMinute,
        avoidedDowntimeMinutes: Math.round(avoided),
        horizonDays: SAVINGS_HORIZON_DAYS,
      },
      itemsAnalysed: analyses.length,
      modelCounts,
      priorityEquipment: priority.map(priorityEntry),
      generalRecommendations: general.map(generalText),
      generalRecommendationCodes: general,
    },
  }
}

function priorityEntry(a: ItemAnalysis): PriorityEquipment {
  const s = a.assessment
  return {
    equipmentId: a.item.id,
    name: a.item.name,
    kind: a.item.kind,
    location: a.item.location,
    riskLevel: s.riskLevel,
    timeframe: TIMEFRAME_TEXT[s.timeframe],
    timeframeCode: s.timeframe,
    maintenanceRecommendation: recommendationText(a),
    reasoning: reasoningText(a),
    healthScore: s.healthScore,
    probability7d: round(s.probability7d, 4),
    probability30d: round(s.probability30d, 4),
    expectedFailures30d: round(s.expectedFailures30d, 3),
    nextMaintenanceDate: a.nextMaintenanceDate,
    model: a.summary,
    factors: a.factors,
    actions: a.actions,
  }
}

/** Critical with three or more critical items; high with any critical or three high; medium with any high or five medium. */
export function overallRisk(analyses: ItemAnalysis[]): RiskLevel {
  const count = (l: RiskLevel) => analyses.filter((a) => a.assessment.riskLevel === l).length
  if (count('critical') >= 3) return 'critical'
  if (count('critical') >= 1 || count('high') >= 3) return 'high'
  if (count('high') >= 1 || count('medium') >= 5) return 'medium'
  return 'low'
}

function generalRecommendations(priority: ItemAnalysis[]): GeneralRecommendation[] {
  const out: GeneralRecommendation[] = []
  const urgent = priority.filter((a) => level(a.assessment.riskLevel) >= level('high')).length
  if (urgent > 0) out.push({ code: 'actOnPriority', count: urgent })
  const rising = priority.filter((a) => a.model.kind === 'power-law').length
  if (rising > 0) out.push({ code: 'planOverhauls', count: rising })
  const repeats = priority.filter((a) => a.factors.some((f) => f.code === 'repeatCategory')).length
  if (repeats > 0) out.push({ code: 'repeatFaults', count: repeats })
  const open = priority.reduce((s, a) => s + a.item.openTickets, 0)
  if (open > 0) out.push({ code: 'clearBacklog', count: open })
  out.push({ code: 'keepRecording' })
  return out
}

const CURVE_DAYS = 60

export function buildHealth(a: ItemAnalysis, generatedAt: string): EquipmentHealth {
  const s = a.assessment
  return {
    success: true,
    generatedAt,
    equipment: { id: a.item.id, name: a.item.name, kind: a.item.kind, type: a.item.type, location: a.item.location },
    healthAnalysis: {
      healthScore: s.healthScore,
      riskLevel: s.riskLevel,
      timeframeCode: s.timeframe,
      riskFactors: a.factors.map(factorText),
      maintenanceRecommendations: a.actions.map(actionText),
      nextMaintenanceDate: a.nextMaintenanceDate,
      estimatedLifeRemaining: lifeRemainingText(s.lifeRemainingDays),
      estimatedLifeRemainingDays: Math.round(s.lifeRemainingDays),
      probability7d: round(s.probability7d, 4),
      probability30d: round(s.probability30d, 4),
      model: a.summary,
      factors: a.factors,
      actions: a.actions,
    },
    history: {
      failures: a.item.failures.map((f) => ({
        at: new Date(f.atMs).toISOString(),
        category: f.category,
        description: f.description,
        repairMinutes: Math.round(f.repairMinutes),
      })),
      curve: Array.from({ length: CURVE_DAYS / 2 + 1 }, (_, i) => ({
        day: i * 2,
        probability: round(probabilityWithin(a.model, i * 2), 4),
      })),
    },
  }
}
