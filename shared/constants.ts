// Business constants from the spec (§9 of both documents). One place, used by server and client.

export const APP_VERSION = '2.1.0'

export const UNIT_CODES = ['B', 'C', 'D', 'E', 'G'] as const
export type UnitCode = (typeof UNIT_CODES)[number]

/** Unit membership by production-line id (floor spec §2). */
export const UNIT_LINE_RANGES: Record<UnitCode, { from: number; to: number; name: string }> = {
  B: { from: 1, to: 12, name: 'Joints, Kebabs & Diced Meats' },
  D: { from: 13, to: 19, name: 'Steaks' },
  C: { from: 21, to: 28, name: 'Mince & Burgers' },
  E: { from: 30, to: 34, name: 'Mixed Products' },
  G: { from: 46, to: 53, name: 'Sous Vide & Multivac Packaging' },
}
/** Order the Production Dashboard's unit filter lists them in. */
export const DASHBOARD_UNIT_ORDER: UnitCode[] = ['B', 'D', 'C', 'E', 'G']
/** Units the mobile operator screen also knows (fallbacks). */
export const MOBILE_FALLBACK_UNITS = ['H', 'I', 'General'] as const

/**
 * `awaiting_clearance`: maintenance work on the line ended and hygiene has not cleared it yet (issue 29); only
 * the server sets it, and only a clearance (or more maintenance) moves the line out of it.
 */
export const LINE_STATUSES = ['running', 'stopped', 'maintenance', 'awaiting_clearance'] as const
export type LineStatus = (typeof LINE_STATUSES)[number]

export const MACHINE_STATUSES = ['operational', 'maintenance', 'fault', 'offline'] as const
export type MachineStatus = (typeof MACHINE_STATUSES)[number]

export const MACHINE_TYPES = ['crusher', 'slicer', 'checkweigher', 'sealer', 'conveyor', 'other'] as const
export type MachineType = (typeof MACHINE_TYPES)[number]

export const EQUIPMENT_STATUSES = MACHINE_STATUSES
export type EquipmentStatus = MachineStatus
export const EQUIPMENT_DEPARTMENTS = ['Engineering', 'IT'] as const
export type EquipmentDepartment = (typeof EQUIPMENT_DEPARTMENTS)[number]

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const
export type Priority = (typeof PRIORITIES)[number]

export const TICKET_STATUSES = ['open', 'assigned', 'in_progress', 'review', 'resolved', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export const ENGINEER_STATUSES = ['assigned', 'accepted', 'in_progress', 'completed'] as const
export type EngineerStatus = (typeof ENGINEER_STATUSES)[number]

export const TICKET_TYPES = ['it', 'engineering'] as const
export type TicketType = (typeof TICKET_TYPES)[number]

/** Categories offered by the different ticket forms (floor spec §2, §5). */
export const ISSUE_CATEGORIES = [
  'mechanical',
  'electrical',
  'software',
  'quality',
  'safety',
  'technical',
  'other',
] as const
export const LINE_TICKET_CATEGORIES = ['mechanical', 'electrical', 'safety', 'quality', 'maintenance'] as const
export const QR_TICKET_CATEGORIES = ['mechanical', 'electrical', 'software', 'cleaning', 'safety'] as const
/** The equipment dashboard's Log Issue form (loft variant, spec §5). */
export const LOFT_CATEGORIES = ['engineering', 'mechanical', 'electrical', 'maintenance', 'safety', 'it'] as const

export const ROLE_NAMES = ['operator', 'engineer', 'it', 'admin', 'super_admin', 'demo_viewer', 'quality'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

export const SESSION_HOURS = 8
export const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000

/** Health thresholds by percent of lines running, and the heartbeat each level beats at. */
export const HEALTH_NORMAL_MIN = 88
export const HEALTH_ELEVATED_MIN = 75
export const HEARTBEAT_BPM = { normal: 60, elevated: 80, critical: 100 } as const

/** Refetch / polling intervals (ms). */
export const INTERVALS = {
  lines: 15_000,
  activeTickets: 120_000,
  dashboardStats: 180_000,
  itDashboardStats: 15_000,
  ticketViews: 30_000,
  myQueue: 15_000,
} as const

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const CSV_MAX_BYTES = 5 * 1024 * 1024
export const JSON_MAX_BYTES = 1024 * 1024

export const DEFAULT_TARGET_PRODUCTION = 1000
export const RECENT_ISSUES_SHOWN = 3
export const STATUS_LIGHTS_SHOWN = 5
export const IMPORT_PREVIEW_ROWS = 3
/** Most data rows one machine CSV import may hold (issue 17 §7); a larger file is refused with this number. */
export const IMPORT_MAX_ROWS = 2000
export const LINE_DASHBOARD_PICKER_COUNT = 40
/** Control-module IP: a fixed prefix followed by (100 + line id). */
export const CONTROL_MODULE_IP_PREFIX = '192.168.10.'

export const FAULT_TEXT = {
  maintenance: 'Scheduled maintenance in progress',
  awaitingClearance: 'Awaiting hygiene clearance',
  running: 'No faults detected - operating normally',
  unknown: 'Status unknown',
  stoppedDefault: 'Production stopped - fault detected',
} as const
