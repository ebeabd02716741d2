// The guided demo's 9 steps (reporting spec §2, §9) and the screen each one shows. The spec lists planning and
// schedule-restricted product selection separately but counts 9 steps: they share one step on the planning
// screen (decision 072). "/mobile" is the mobile operator screen.
export const GUIDED_STEP_MS = 8_000

export const GUIDED_STEPS = [
  { key: 'welcome', route: '/' },
  { key: 'dashboard', route: '/' },
  { key: 'planning', route: '/production-planning' },
  { key: 'issueLogging', route: '/tickets' },
  { key: 'integration', route: '/import-export' },
  { key: 'tablet', route: '/mobile-operator' },
  { key: 'multilingual', route: '/' },
  { key: 'reports', route: '/reports' },
  { key: 'summary', route: '/' },
] as const

export type GuidedStepKey = (typeof GUIDED_STEPS)[number]['key']
