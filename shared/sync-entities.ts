// The synced entities and the rows a pull carries for each (DESIGN.md §2). No zod here: the client's first
// bundle reads it (client/data/db.ts, client/sync/apply-pull.ts).
import type { StopPart, StopReason } from './oee/oee-types'
import type { HygieneHold } from './hygiene/types'
import type { ShiftHandover } from './handover/types'
import type { TicketEscalation } from './push/push'
import type { ScheduleEntry } from './planning/schedule'
import type { PmPlan, PmWorkOrder } from './pm/types'
import type { Engineer, Equipment, Machine, Product, ProductionLine, Ticket } from './types'

/** What a pull carries for each synced entity. */
export interface SyncRows {
  lines: ProductionLine[]
  tickets: Ticket[]
  machines: Machine[]
  equipment: Equipment[]
  engineers: Engineer[]
  products: Product[]
  schedule: ScheduleEntry[]
  hygieneHolds: HygieneHold[]
  stopReasons: StopReason[]
  stopParts: StopPart[]
  pmPlans: PmPlan[]
  pmWorkOrders: PmWorkOrder[]
  handovers: ShiftHandover[]
  ticketEscalations: TicketEscalation[]
}

/**
 * The synced entities, in snapshot order, with the type of their key (numeric keys come back from IndexedDB
 * and the change log as numbers). A new entity is added here and in `SyncRows`; the typecheck then asks for
 * its server source (`server/sync/sync-sources.ts`) and its Dexie table (`client/data/db.ts`).
 */
export const SYNC_ENTITY_KEYS = {
  lines: 'number',
  tickets: 'string',
  machines: 'string',
  equipment: 'number',
  engineers: 'number',
  products: 'number',
  schedule: 'number',
  hygieneHolds: 'string',
  stopReasons: 'number',
  stopParts: 'string',
  pmPlans: 'string',
  pmWorkOrders: 'string',
  handovers: 'string',
  ticketEscalations: 'number',
} as const satisfies Record<keyof SyncRows, 'number' | 'string'>
export type SyncEntity = keyof typeof SYNC_ENTITY_KEYS
export const SYNC_ENTITIES = Object.keys(SYNC_ENTITY_KEYS) as readonly SyncEntity[]

/** A pull's rows with nothing in them. */
export const emptySyncRows = (): SyncRows =>
  Object.fromEntries(SYNC_ENTITIES.map((e) => [e, []])) as unknown as SyncRows
