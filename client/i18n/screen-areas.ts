// Which English text areas load when (docs/decisions/142): data only, read by text-areas.ts and by
// scripts/bench/bundle-size.ts, which counts a route's text chunks in its first JavaScript.

/** Areas in the first bundle: keys used by the app frame (main.tsx's imports, static and on demand). */
export const CORE_AREAS = ['honest-ui', 'photos', 'planning', 'sync'] as const

/** Areas the guided demo's overlay speaks (features/demo/guided-demo-host.tsx): loaded with the overlay. */
export const GUIDED_DEMO_AREAS = ['demo'] as const

/** Areas each screen path loads with its code (entry paths: the login page and the home dashboard). */
const TICKET_SCREENS = ['engineer-mobile', 'engineering-board', 'engineering-queue', 'escalation', 'pm-due', 'tickets']
const LINE_SCREENS = [
  'handover',
  'hygiene',
  'issues',
  'line-dashboard',
  'mobile-operator',
  'oee',
  'pm-due',
  'production',
]
export const SCREEN_AREAS: Record<string, readonly string[]> = {
  '/production': ['hygiene', 'pm-due', 'production'],
  '/mobile-operator': ['hygiene', 'issues', 'mobile-operator', 'oee', 'production', 'scanner'],
  '/line-dashboard': LINE_SCREENS,
  '/line/:lineId': LINE_SCREENS,
  '/engineering': ['engineering', 'machine-import', 'machines', 'production', 'tickets'],
  '/engineer-dashboard': TICKET_SCREENS,
  '/engineering-queue': TICKET_SCREENS,
  '/tickets': TICKET_SCREENS,
  '/my-tickets': ['escalation', 'my-tickets', 'pm-due', 'tickets'],
  '/engineer-mobile': TICKET_SCREENS,
  '/mobile-engineer': TICKET_SCREENS,
  '/qr-scanner': ['issues', 'scanner'],
  '/qr-labels': ['qr-labels'],
  '/predictive-maintenance': ['maintenance'],
  '/reports': ['hygiene-tabs', 'oee', 'pm-report', 'reports'],
  '/settings': ['escalation', 'hygiene-tabs', 'oee', 'settings', 'team-alerts'],
  '/admin': ['admin', 'team-alerts'],
  '/admin-dashboard': ['admin', 'team-alerts'],
  '/it-dashboard': ['it', 'production'],
  '/monitoring': ['it', 'production'],
  '/import-export': ['allergens', 'import-export'],
  '/production-planning': ['allergens'],
  '/equipment': ['equipment'],
  '/planned-maintenance': ['pm'],
  '/planned-maintenance/work-order/:workOrderId': ['pm'],
  '/loft-dashboard': ['equipment'],
  '/hygiene': ['hygiene', 'production'],
  '/hygiene/clear/:lineId': ['hygiene', 'production'],
  '/handover': ['handover'],
  '/notifications': ['notifications'],
  '/demo': ['demo'],
  '/demo-presentation': ['demo'],
}

/**
 * Dialogs that load their own areas with their code (on first open), so the screens offering them do not carry
 * their texts (docs/decisions/240). Keyed by module; text-areas.test.ts stops its screen walks there.
 */
export const DIALOG_AREAS = {
  'client/entities/issue-report/report-issue-dialog.tsx': ['issues'],
  'client/entities/oee/stop-reasons-tab.tsx': ['oee-admin'],
  'client/entities/oee/ideal-rates-tab.tsx': ['oee-admin'],
  'client/entities/hygiene/hygiene-settings-tab.tsx': ['allergens', 'hygiene-admin'],
  'client/entities/hygiene/hygiene-report-tab.tsx': ['allergens', 'hygiene-admin'],
} as const satisfies Record<string, readonly string[]>

/** Areas the "Not sent" editors speak (client/app/not-sent-editors.tsx): loaded with an editor, on Edit. */
export const NOT_SENT_EDITOR_AREAS = ['engineering-queue', 'issues', 'machines', 'pm-due', 'tickets'] as const
