// The model's reasons and actions in the user's language, from their codes (the server's English texts are
// the fallback for a language model's rewrite, which the screen shows as written).
import type { TFunction } from 'i18next'
import type { RiskLevel } from '../../../shared/maintenance/assessment'
import type {
  GeneralRecommendation,
  MaintenanceAction,
  ModelSummary,
  PriorityEquipment,
  RiskFactor,
} from '../../../shared/maintenance/report-types'
import { formatDate } from '../../i18n/format'
import { formatNumber, formatPercent } from '../../lib/format-number'

/** A probability (0–1) as a whole percentage in the user's language. */
export const percent = (p: number) => formatPercent(p * 100, 0)

const category = (t: TFunction, c: string) => t(`maintenance.category.${c}`, { defaultValue: c })

export function factorText(t: TFunction, f: RiskFactor): string {
  switch (f.code) {
    case 'repeatCategory':
      return t('maintenance.factors.repeatCategory', {
        category: category(t, f.category),
        count: f.count,
        days: f.days,
      })
    case 'longSinceRepair':
      // The plural follows the days since the repair (1 day, 2 days…).
      return t('maintenance.factors.longSinceRepair', { ...f, count: f.days })
    default:
      return t(`maintenance.factors.${f.code}`, { ...f })
  }
}

export function actionText(t: TFunction, a: MaintenanceAction): string {
  switch (a.code) {
    case 'planMaintenance':
      return t('maintenance.actions.planMaintenance', { date: formatDate(a.date) })
    case 'findRootCause':
      return t('maintenance.actions.findRootCause', { category: category(t, a.category) })
    default:
      return t(`maintenance.actions.${a.code}`, { ...a })
  }
}

export function generalText(t: TFunction, g: GeneralRecommendation): string {
  return t(`maintenance.general.${g.code}`, { ...g })
}

const MODEL_KEYS = { 'power-law': 'powerLaw', weibull: 'weibull', exponential: 'exponential' } as const

export function modelText(t: TFunction, m: ModelSummary): string {
  const p = m.parameters
  return t(`maintenance.modelDescription.${MODEL_KEYS[m.kind]}`, {
    failures: p.failures ?? 0,
    beta: formatNumber(p.beta ?? 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    eta: formatNumber(Math.round(p.etaDays ?? 0)),
  })
}

export function riskText(t: TFunction, level: RiskLevel): string {
  return t(`maintenance.risk.${level}`)
}

/** Reasoning of a priority item: the model's odds and reasons, in the user's language. */
export function reasoningText(t: TFunction, p: PriorityEquipment): string {
  const odds = t('maintenance.odds', { p7: percent(p.probability7d), p30: percent(p.probability30d) })
  return [`${modelText(t, p.model)}: ${odds}.`, ...p.factors.map((f) => `${factorText(t, f)}.`)].join(' ')
}

export function recommendationText(t: TFunction, p: PriorityEquipment): string {
  return p.actions.map((a) => `${actionText(t, a)}.`).join(' ')
}
