// The guided demo's steps and the screen each one shows: the reporting spec's 9 (§2, §9; it lists planning and
// schedule-restricted product selection separately but counts 9 steps: they share one step on the planning
// screen, decision 072), planned maintenance (issue 28 §7, decision 235) and hygiene clearance (issue 29 §9). "/mobile" is the mobile operator
// screen.
import { canViewPm } from '../../../shared/pm/permissions'
import { isAdminRole, OPERATOR_DENIED_ROUTES } from '../../../shared/roles'

export const GUIDED_STEP_MS = 8_000

/**
 * `fallback`: the screen shown instead when the signed-in role may not open `route` — a demo viewer would
 * otherwise see "Administrator Access Required" in place of the integration step (issue 31 §10).
 */
export const GUIDED_STEPS = [
  { key: 'welcome', route: '/' },
  { key: 'dashboard', route: '/' },
  { key: 'planning', route: '/production-planning' },
  { key: 'issueLogging', route: '/tickets' },
  // Schedules come in from CSV on the planning screen, which every role may open.
  { key: 'integration', route: '/import-export', fallback: '/production-planning' },
  { key: 'tablet', route: '/mobile-operator' },
  { key: 'multilingual', route: '/' },
  { key: 'reports', route: '/reports', fallback: '/' },
  // Engineers, IT and admins see the plans and work orders; others the reports, where PM compliance is a tab.
  { key: 'plannedMaintenance', route: '/planned-maintenance', fallback: '/reports' },
  // Lines held for hygiene clearance, recent clearances and the record chain's verification (issue 29 §9).
  { key: 'hygiene', route: '/hygiene' },
  { key: 'summary', route: '/' },
] as const satisfies readonly { key: string; route: string; fallback?: string }[]

export type GuidedStepKey = (typeof GUIDED_STEPS)[number]['key']
type GuidedStep = (typeof GUIDED_STEPS)[number]

/** Screens only administrators open; the rest follow the route table (operators are denied a few). */
const ADMIN_ONLY = ['/import-export']

export function mayOpen(role: string, route: string): boolean {
  if (isAdminRole(role)) return true
  if (ADMIN_ONLY.includes(route)) return false
  if (route === '/planned-maintenance') return canViewPm(role)
  return !(role === 'operator' && (OPERATOR_DENIED_ROUTES as readonly string[]).includes(route))
}

/** The screen this step shows to this role: its own, its fallback when the role may not open it, else home. */
export function stepRoute(step: GuidedStep, role: string): string {
  if (!('fallback' in step) || mayOpen(role, step.route)) return step.route
  return mayOpen(role, step.fallback) ? step.fallback : '/'
}
