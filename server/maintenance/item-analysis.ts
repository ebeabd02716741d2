// One item's analysis: its model, what it predicts, and the reasons and actions behind it.
import { assess, type Assessment } from '../../shared/maintenance/assessment'
import {
  chooseModel,
  modelParameters,
  runningTimes,
  type FailureEvent,
  type ItemModel,
} from '../../shared/maintenance/item-model'
import type { MaintenanceAction, ModelSummary, RiskFactor } from '../../shared/maintenance/report-types'
import { DAY_MS, type PlantHistory, type PlantItem } from './plant-history'

export interface ItemAnalysis {
  item: PlantItem
  model: ItemModel
  summary: ModelSummary
  assessment: Assessment
  factors: RiskFactor[]
  actions: MaintenanceAction[]
  nextMaintenanceDate: string
  meanRepairMinutes: number
}

const RECENT_DAYS = 30
const REPEAT_DAYS = 90
const REPEAT_MIN = 3

export function analysePlant(history: PlantHistory): ItemAnalysis[] {
  const observed = (history.asOfMs - history.startMs) / DAY_MS
  const pools = poolRates(history, observed)
  const plantRepair = median(history.items.flatMap((i) => i.failures.map((f) => f.repairMinutes))) ?? 60
  return history.items.map((item) => {
    const failures: FailureEvent[] = item.failures.map((f) => ({
      atDay: (f.atMs - history.startMs) / DAY_MS,
      repairDays: f.repairMinutes / 1440,
      category: f.category,
    }))
    const model = chooseModel({ failures, observed, pooledRate: pools.get(item.poolKey) ?? pools.get('') ?? 0 })
    const assessment = assess(model)
    const due = new Date(history.asOfMs + assessment.maintenanceDueDays * DAY_MS)
    const nextMaintenanceDate = due.toISOString().slice(0, 10)
    const factors = riskFactors(item, model, failures, observed, history.asOfMs)
    return {
      item,
      model,
      summary: { kind: model.kind, parameters: rounded(modelParameters(model)) },
      assessment,
      factors,
      actions: actionsFor(assessment, factors, nextMaintenanceDate),
      nextMaintenanceDate,
      meanRepairMinutes: mean(item.failures.map((f) => f.repairMinutes)) ?? plantRepair,
    }
  })
}

/** Failures per day per item, by pool; '' is the whole plant. */
function poolRates(history: PlantHistory, observed: number): Map<string, number> {
  const counts = new Map<string, { failures: number; items: number }>()
  const add = (key: string, failures: number) => {
    const c = counts.get(key) ?? { failures: 0, items: 0 }
    counts.set(key, { failures: c.failures + failures, items: c.items + 1 })
  }
  for (const i of history.items) {
    add(i.poolKey, i.failures.length)
    add('', i.failures.length)
  }
  const plant = counts.get('')
  const plantRate = plant && observed > 0 ? plant.failures / (plant.items * observed) : 0
  const rates = new Map<string, number>()
  for (const [key, c] of counts)
    rates.set(key, c.failures > 0 && observed > 0 ? c.failures / (c.items * observed) : plantRate)
  return rates
}

function riskFactors(
  item: PlantItem,
  model: ItemModel,
  failures: FailureEvent[],
  observed: number,
  asOfMs: number,
): RiskFactor[] {
  const factors: RiskFactor[] = []
  if (model.kind === 'power-law') factors.push({ code: 'risingFailureRate', beta: round(model.fit.shape, 2) })
  const recent = item.failures.filter((f) => f.atMs >= asOfMs - RECENT_DAYS * DAY_MS)
  if (recent.length >= 2) factors.push({ code: 'frequentFailures', count: recent.length, days: RECENT_DAYS })
  const byCategory = new Map<string, number>()
  for (const f of item.failures.filter((x) => x.atMs >= asOfMs - REPEAT_DAYS * DAY_MS))
    byCategory.set(f.category, (byCategory.get(f.category) ?? 0) + 1)
  const [topCategory, topCount] = [...byCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0]
  if (topCount >= REPEAT_MIN)
    factors.push({ code: 'repeatCategory', category: topCategory, count: topCount, days: REPEAT_DAYS })
  if (item.openTickets > 0) factors.push({ code: 'openTickets', count: item.openTickets })
  if (failures.length > 0) {
    const { gaps, age } = runningTimes(
      [...failures].sort((a, b) => a.atDay - b.atDay),
      observed,
    )
    const typical =
      gaps.length >= 2 ? median(gaps)! : model.kind === 'exponential' && model.fit.rate > 0 ? 1 / model.fit.rate : null
    if (typical !== null && age >= 1.25 * typical && age - typical >= 1)
      factors.push({ code: 'longSinceRepair', days: round(age, 0), typicalDays: round(typical, 0) })
  }
  if (model.kind === 'exponential') factors.push({ code: 'littleHistory', count: failures.length })
  return factors
}

function actionsFor(a: Assessment, factors: RiskFactor[], date: string): MaintenanceAction[] {
  const actions: MaintenanceAction[] = []
  if (a.riskLevel === 'critical') actions.push({ code: 'inspectNow' })
  if (a.riskLevel === 'low') actions.push({ code: 'routineChecks' })
  else actions.push({ code: 'planMaintenance', date })
  for (const f of factors) {
    if (f.code === 'risingFailureRate') actions.push({ code: 'overhaul' })
    if (f.code === 'repeatCategory') actions.push({ code: 'findRootCause', category: f.category })
    if (f.code === 'openTickets') actions.push({ code: 'clearOpenTickets', count: f.count })
    if (f.code === 'littleHistory') actions.push({ code: 'recordFailures' })
  }
  return actions
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

function rounded(params: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Number(v.toPrecision(4))]))
}

function mean(xs: number[]): number | null {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null
}

function median(xs: number[]): number | null {
  if (!xs.length) return null
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
