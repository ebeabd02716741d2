// Machine status rules for the engineering screens: the light each status shows (spec §4) and the counts.
import { MACHINE_STATUSES, type MachineStatus } from '../../../shared/constants'

export type LightTone = 'operational' | 'faulty' | 'maintenance' | 'offline' | 'unknown'

export interface StatusLight {
  tone: LightTone
  /** Mantine colour of the light. */
  color: string
  /** Operational lights carry a check mark. */
  check: boolean
}

const LIGHTS: Record<LightTone, StatusLight> = {
  operational: { tone: 'operational', color: 'green.8', check: true },
  faulty: { tone: 'faulty', color: 'red.8', check: false },
  maintenance: { tone: 'maintenance', color: 'yellow.5', check: false },
  offline: { tone: 'offline', color: 'gray.6', check: false },
  unknown: { tone: 'unknown', color: 'gray.3', check: false },
}

/** Fault or error is "Faulty"; a missing status counts as offline; anything unrecognised is "Unknown". */
export function statusLight(status: string | null | undefined): StatusLight {
  switch (status ?? 'offline') {
    case 'operational':
      return LIGHTS.operational
    case 'fault':
    case 'error':
      return LIGHTS.faulty
    case 'maintenance':
      return LIGHTS.maintenance
    case 'offline':
      return LIGHTS.offline
    default:
      return LIGHTS.unknown
  }
}

/** The statuses the machine cards offer buttons for; offline is shown but cannot be set from a card. */
export const SETTABLE_STATUSES = ['operational', 'maintenance', 'fault'] as const satisfies readonly MachineStatus[]

export type StatusCounts = Record<MachineStatus, number>

/** Counts per status for the machines view's cards; a missing status is counted as offline. */
export function countByStatus(machines: readonly { status?: string | null }[]): StatusCounts {
  const counts: StatusCounts = { operational: 0, maintenance: 0, fault: 0, offline: 0 }
  for (const m of machines) {
    const status = m.status ?? 'offline'
    if ((MACHINE_STATUSES as readonly string[]).includes(status)) counts[status as MachineStatus] += 1
  }
  return counts
}

/** Colour of a machine's status badge on its card (dark text is chosen automatically on light colours). */
export function statusBadgeColor(status: string): string {
  return statusLight(status).color
}
