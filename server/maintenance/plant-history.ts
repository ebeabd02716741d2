// The plant's history as the model sees it at one moment: per item, its failures (engineering tickets of
// mechanical or electrical kind), repair times and open tickets. Pure, so the backtest can rewind time.
import { FAILURE_CATEGORIES } from '../../shared/maintenance/constants'
import type { ItemKind } from '../../shared/maintenance/report-types'
import type { EquipmentRow, ItemTicketRow, MachineRow } from './maintenance.repository'

export const DAY_MS = 86_400_000
/** The model looks back at most this far. */
export const MAX_HISTORY_DAYS = 365

export interface ItemFailure {
  atMs: number
  repairMinutes: number
  category: string
  description: string
}

export interface PlantItem {
  id: string
  name: string
  kind: ItemKind
  type: string
  /** Items of the same kind and model share a pooled failure rate. */
  poolKey: string
  location: string | null
  failures: ItemFailure[]
  openTickets: number
}

export interface PlantHistory {
  startMs: number
  asOfMs: number
  items: PlantItem[]
}

export const machineItemId = (id: string) => `machine-${id}`
export const equipmentItemId = (id: number) => `equipment-${id}`

export interface PlantRows {
  machines: MachineRow[]
  equipment: EquipmentRow[]
  tickets: ItemTicketRow[]
  firstTicketAt: string | null
}

export function buildPlantHistory(rows: PlantRows, asOfMs: number): PlantHistory {
  const first = rows.firstTicketAt ? Date.parse(rows.firstTicketAt) : asOfMs
  const startMs = Math.max(Math.min(first, asOfMs - DAY_MS), asOfMs - MAX_HISTORY_DAYS * DAY_MS)
  const items = new Map<string, PlantItem>()
  for (const m of rows.machines) {
    const id = machineItemId(m.id)
    items.set(id, {
      id,
      name: m.name,
      kind: 'machine',
      type: m.type,
      poolKey: `machine:${m.type}:${m.model ?? ''}`,
      location: m.location,
      failures: [],
      openTickets: 0,
    })
  }
  for (const e of rows.equipment) {
    const id = equipmentItemId(e.id)
    const type = e.type ?? 'equipment'
    items.set(id, {
      id,
      name: e.name,
      kind: 'equipment',
      type,
      poolKey: `equipment:${type}`,
      location: e.location,
      failures: [],
      openTickets: 0,
    })
  }
  for (const t of rows.tickets) {
    const createdMs = Date.parse(t.created_at)
    if (createdMs >= asOfMs) continue
    const item = items.get(t.machine_id ? machineItemId(t.machine_id) : equipmentItemId(t.equipment_id!))
    if (!item) continue
    const resolvedMs = t.resolved_at ? Date.parse(t.resolved_at) : null
    const resolvedByThen = resolvedMs !== null && resolvedMs <= asOfMs
    if (!resolvedByThen) item.openTickets++
    if (t.ticket_type !== 'engineering' || !FAILURE_CATEGORIES.includes(t.category) || createdMs < startMs) continue
    item.failures.push({
      atMs: createdMs,
      repairMinutes: repairMinutes(t, createdMs, resolvedByThen ? null : asOfMs),
      category: t.category,
      description: t.description,
    })
  }
  return { startMs, asOfMs, items: [...items.values()] }
}

/** Hands-on repair time when recorded, else start to resolution; still open: down until now. */
function repairMinutes(t: ItemTicketRow, createdMs: number, openUntilMs: number | null): number {
  if (openUntilMs !== null) return Math.max(0, (openUntilMs - createdMs) / 60_000)
  if (t.time_spent !== null && t.time_spent > 0) return t.time_spent
  const from = t.started_at ? Date.parse(t.started_at) : createdMs
  return Math.max(0, (Date.parse(t.resolved_at!) - from) / 60_000)
}
