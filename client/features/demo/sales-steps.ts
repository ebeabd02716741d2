// The sales demo's 8 timed steps (reporting spec §2, §9) and the screen each one presents.
export const SALES_STEPS = [
  { key: 'introduction', seconds: 60, route: '/' },
  { key: 'monitoring', seconds: 90, route: '/production' },
  { key: 'engineers', seconds: 300, route: '/engineer-dashboard' },
  { key: 'issueLogging', seconds: 120, route: '/production' },
  { key: 'maintenance', seconds: 180, route: '/engineer-dashboard' },
  { key: 'offline', seconds: 120, route: '/production' },
  { key: 'reports', seconds: 150, route: '/reports' },
  { key: 'roi', seconds: 120, route: '/' },
] as const

export const SALES_TOTAL_SECONDS = SALES_STEPS.reduce((s, x) => s + x.seconds, 0)

/** Marketing figures (spec §9). */
export const SALES_FIGURES = {
  /** "35+" lines. */
  lines: 35,
  units: 'B, C, D, E, G',
  fasterResponse: 40,
  uptime: 98.5,
  roi: 412,
  paybackMonths: 5.7,
  annualSavings: 150_000,
} as const
