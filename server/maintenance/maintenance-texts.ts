// The built-in English texts of the report: made from the model's numbers and reasons. The client shows the
// same reasons in the user's language from the codes; a language model may rewrite these (narrative.ts).
import type { Timeframe } from '../../shared/maintenance/assessment'
import type { GeneralRecommendation, MaintenanceAction, RiskFactor } from '../../shared/maintenance/report-types'
import type { ItemAnalysis } from './item-analysis'

const pct = (p: number) => `${Math.round(p * 100)}%`
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const days = (d: number) => (d >= 365 ? 'more than a year' : plural(Math.max(0, Math.round(d)), 'day', 'days'))

export const TIMEFRAME_TEXT: Record<Timeframe, string> = {
  within7Days: 'Within 7 days',
  within30Days: 'Within 30 days',
  within90Days: 'Within 90 days',
  beyond90Days: 'Beyond 90 days',
}

export function factorText(f: RiskFactor): string {
  switch (f.code) {
    case 'risingFailureRate':
      return `Failure rate rising: failures are coming faster (trend β ${f.beta})`
    case 'frequentFailures':
      return `${f.count} failures in the last ${f.days} days`
    case 'repeatCategory':
      return `Repeat ${f.category} faults: ${f.count} in the last ${f.days} days`
    case 'openTickets':
      return `${f.count} open ticket${f.count === 1 ? '' : 's'} on this item`
    case 'longSinceRepair':
      return `${days(f.days)} since the last repair, longer than its usual ${days(f.typicalDays)}`
    case 'littleHistory':
      return `Only ${f.count} failure${f.count === 1 ? '' : 's'} on record: rate estimated with similar items`
  }
}

export function actionText(a: MaintenanceAction): string {
  switch (a.code) {
    case 'inspectNow':
      return 'Inspect now: plan a stop within the next shift'
    case 'planMaintenance':
      return `Plan maintenance by ${a.date}`
    case 'overhaul':
      return 'Check wear parts and plan an overhaul or replacement'
    case 'findRootCause':
      return `Find the root cause of the repeat ${a.category} faults`
    case 'clearOpenTickets':
      return `Close the ${a.count} open ticket${a.count === 1 ? '' : 's'} first`
    case 'routineChecks':
      return 'Keep to routine preventive checks'
    case 'recordFailures':
      return 'Record every failure against this item to sharpen the estimate'
  }
}

export function generalText(g: GeneralRecommendation): string {
  switch (g.code) {
    case 'actOnPriority':
      return `Schedule maintenance for the ${g.count} high or critical risk item${g.count === 1 ? '' : 's'} before their dates`
    case 'planOverhauls':
      return `${g.count} item${g.count === 1 ? ' shows' : 's show'} a rising failure rate: plan overhauls rather than repeat repairs`
    case 'repeatFaults':
      return `${g.count} item${g.count === 1 ? ' has' : 's have'} repeat faults of one kind: run a root-cause review`
    case 'clearBacklog':
      return `${g.count} open ticket${g.count === 1 ? '' : 's'} on priority items: clear them to cut the risk`
    case 'keepRecording':
      return 'Raise a ticket for every failure with the machine chosen, so the forecast keeps learning'
  }
}

export function modelSentence(a: ItemAnalysis): string {
  const { assessment: s, summary } = a
  const p = summary.parameters
  const odds = `${pct(s.probability7d)} chance of a failure within 7 days, ${pct(s.probability30d)} within 30`
  switch (summary.kind) {
    case 'power-law':
      return `Power-law (Crow-AMSAA) fit of ${p.failures} failures, β ${p.beta}: ${odds}.`
    case 'weibull':
      return `Weibull fit of ${p.failures} running times (β ${p.beta}, η ${Math.round(p.etaDays!)} days): ${odds}.`
    case 'exponential':
      return `Constant-rate estimate pooled with similar items (${p.failures} failures on record): ${odds}.`
  }
}

export function reasoningText(a: ItemAnalysis): string {
  return [modelSentence(a), ...a.factors.map((f) => `${factorText(f)}.`)].join(' ')
}

export function recommendationText(a: ItemAnalysis): string {
  return a.actions.map((x) => `${actionText(x)}.`).join(' ')
}

export function lifeRemainingText(d: number): string {
  return days(d)
}
