// The guided demo's 9 steps (reporting spec §2, §9) and the screen each one shows. The spec lists planning and
// schedule-restricted product selection separately but counts 9 steps: they share one step on the planning
// screen (decision 072). "/mobile" is the mobile operator screen.
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
  { key: 'summary', route: '/' },
] as const satisfies readonly { key: string; route: string; fallback?: string }[]

export type GuidedStepKey = (typeof GUIDED_STEPS)[number]['key']
type GuidedStep = (typeof GUIDED_STEPS)[number]

/** Screens only administrators open; the rest follow the route table (operators are denied a few). */
const ADMIN_ONLY = ['/import-export']

export function mayOpen(role: string, route: string): boolean {
  if (isAdminRole(role)) return true
  if (ADMIN_ONLY.includes(route)) return false
  return !(role === 'operator' && (OPERATOR_DENIED_ROUTES as readonly string[]).includes(route))
}

/** The screen this step shows to this role: its own, or its fallback when the role may not open it. */
export function stepRoute(step: GuidedStep, role: string): string {
  return 'fallback' in step && !mayOpen(role, step.route) ? step.fallback : step.route
}
