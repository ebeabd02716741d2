// Pure rules of the equipment and loft dashboards (reporting spec §2, §4, §5): status after a logged issue,
// counters, the loft filters and the loft issue's description check.
import type { EquipmentStatus, Priority } from './constants'

/** Spec §4: a created ticket of priority critical or high sets fault; low or medium sets maintenance. */
export function statusAfterLoftTicket(priority: Priority): EquipmentStatus {
  return priority === 'critical' || priority === 'high' ? 'fault' : 'maintenance'
}

/** Log Issue sets fault at once; Device OK sets operational. */
export const LOG_ISSUE_STATUS: EquipmentStatus = 'fault'
export const DEVICE_OK_STATUS: EquipmentStatus = 'operational'

export const LOFT_DEFAULTS = { priority: 'medium', category: 'engineering' } as const satisfies {
  priority: Priority
  category: string
}

/** Spec §5: the description must not be blank after trimming. */
export function isLoftDescriptionValid(description: string): boolean {
  return description.trim().length > 0
}

export type StatusCounts = Record<EquipmentStatus, number>

export function countByStatus(items: readonly { status: EquipmentStatus }[]): StatusCounts {
  const counts: StatusCounts = { operational: 0, maintenance: 0, fault: 0, offline: 0 }
  for (const e of items) counts[e.status] += 1
  return counts
}

/** Equipment dashboard: Total Equipment, Operational, Issues (anything not operational). */
export function equipmentCounters(items: readonly { status: EquipmentStatus }[]): {
  total: number
  operational: number
  issues: number
} {
  const operational = items.filter((e) => e.status === 'operational').length
  return { total: items.length, operational, issues: items.length - operational }
}

export interface LoftFilter {
  search: string
  /** A unit code or 'all'. */
  unit: string
  /** An equipment status or 'all'. */
  status: string
}

interface Filterable {
  name: string
  type: string | null
  unitCode: string | null
  status: string
  location: string | null
  locations: string[]
  serialNumber: string
  description: string | null
}

/** Search matches name, type, serial number, location(s) and description, case-insensitively. */
export function filterEquipment<T extends Filterable>(items: readonly T[], filter: LoftFilter): T[] {
  const needle = filter.search.trim().toLowerCase()
  return items.filter((e) => {
    if (filter.unit !== 'all' && e.unitCode !== filter.unit) return false
    if (filter.status !== 'all' && e.status !== filter.status) return false
    if (!needle) return true
    const haystack = [e.name, e.type, e.serialNumber, e.location, e.description, ...e.locations]
    return haystack.some((v) => v?.toLowerCase().includes(needle))
  })
}

/** The loft ticket's line name: the unit and the equipment name (spec §7), e.g. "Unit B - Loft Compressor 1". */
export function loftLineName(e: { unitCode: string | null; name: string }): string {
  return e.unitCode ? `Unit ${e.unitCode} - ${e.name}` : e.name
}
