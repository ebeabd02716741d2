// Which tiles each role sees on the home dashboard (reporting spec §2 "Role-based home dashboard").
export type TileKey =
  | 'myTickets'
  | 'manageMachines'
  | 'predictiveMaintenance'
  | 'engineeringDashboard'
  | 'qrScanner'
  | 'productionDashboard'
  | 'lineDashboard'
  | 'mobileOperator'
  | 'loftEquipment'
  | 'itDashboard'
  | 'itMonitoring'
  | 'adminPanel'
  | 'reports'
  | 'settings'
  | 'hygieneClearance'
  | 'shiftHandover'

export interface HomeTile {
  key: TileKey
  path: string
  /** Priority tiles go under "Quick Access", the rest under "Additional Tools". */
  priority: boolean
}

const tile = (key: TileKey, path: string, priority: boolean): HomeTile => ({ key, path, priority })

const ENGINEER: HomeTile[] = [
  tile('myTickets', '/my-tickets', true),
  tile('manageMachines', '/engineering', true),
  tile('predictiveMaintenance', '/predictive-maintenance', true),
  tile('engineeringDashboard', '/engineer-dashboard', false),
  tile('qrScanner', '/qr-scanner', false),
  tile('shiftHandover', '/handover', false),
]

const OPERATOR: HomeTile[] = [
  tile('myTickets', '/my-tickets', true),
  tile('productionDashboard', '/production', true),
  tile('lineDashboard', '/line-dashboard', false),
  tile('mobileOperator', '/mobile-operator', false),
  tile('loftEquipment', '/loft-dashboard', false),
  tile('shiftHandover', '/handover', false),
]

const IT: HomeTile[] = [tile('itDashboard', '/it-dashboard', true), tile('itMonitoring', '/monitoring', false)]

const ADMIN: HomeTile[] = [
  tile('adminPanel', '/admin', true),
  tile('engineeringDashboard', '/engineer-dashboard', true),
  tile('itMonitoring', '/monitoring', false),
]

const QUALITY: HomeTile[] = [
  tile('hygieneClearance', '/hygiene', true),
  tile('productionDashboard', '/production', true),
  tile('myTickets', '/my-tickets', false),
  tile('shiftHandover', '/handover', false),
]

const DEMO_VIEWER: HomeTile[] = [
  tile('engineeringDashboard', '/engineer-dashboard', true),
  tile('productionDashboard', '/production', true),
]

/** Reports and Settings under "System Tools", for every role. */
export const SYSTEM_TILES: HomeTile[] = [tile('reports', '/reports', false), tile('settings', '/settings', false)]

export function tilesForRole(role: string): HomeTile[] {
  switch (role) {
    case 'operator':
      return OPERATOR
    case 'it':
      return IT
    case 'admin':
    case 'super_admin':
      return ADMIN
    case 'demo_viewer':
      return DEMO_VIEWER
    case 'quality':
      return QUALITY
    default:
      return ENGINEER
  }
}
