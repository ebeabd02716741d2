// The one Dexie database: the server's rows cached for offline use, the outbox, "Not sent" and sync metadata.
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie'
import type { HygieneHold } from '../../shared/hygiene/types'
import type { ShiftHandover } from '../../shared/handover/types'
import type { TicketEscalation } from '../../shared/push/push'
import type { ScheduleEntry } from '../../shared/planning/schedule'
import type { PmPlan, PmWorkOrder } from '../../shared/pm/types'
import type { StopPart, StopReason } from '../../shared/oee/oee-types'
import { SYNC_ENTITIES, type SyncEntity } from '../../shared/sync-entities'
import type { Engineer, Equipment, Machine, Product, ProductionLine, Ticket } from '../../shared/types'

export interface OutboxEntry {
  /** This device's key for the entry (the UI's handle for it): 1, 2, 3… across every user of the device. */
  mutationId: number
  /** The sync client of the user who made it: one per user on this device (docs/decisions/083). */
  clientId: string
  /** The id the server sees: gap-free per clientId. Entries queued before client ids per user: = mutationId. */
  sendId?: number
  name: string
  args: unknown
  /** Device time the user acted. */
  createdAt: string
  userId: number
  userName: string
  /** The session token the change was made under; the server checks the change against that session. */
  authToken: string
}

export interface RejectedEntry extends OutboxEntry {
  reason: string
  code: string
  rejectedAt: string
}

/** A change the server kept in history but did not apply, because a newer one had arrived first. */
export interface SupersededNotice {
  mutationId: number
  name: string
  args: unknown
  reason: string
  at: string
}

/** A photo taken (maybe offline) for a ticket, kept as bytes until uploaded (DESIGN.md §2 Photos). */
export interface QueuedPhoto {
  /** sha-256 of the bytes, hex: the upload's name, so a resend is recognised. */
  hash: string
  ticketId: string
  filename: string
  mimeType: string
  size: number
  data: ArrayBuffer
  createdAt: string
  /** Set when the server refused it for good (not an image, too big, not allowed). */
  error: string | null
}

/** A row of a first sync's snapshot, kept here page by page until the last page lands (then applied at once). */
export interface StagedRow {
  entity: string
  key: string | number
  row: unknown
}

/** A procedure being filled: answers by step index, kept on the device until the sign-off is queued. */
export interface PmDraft {
  workOrderId: string
  answers: Record<number, { id: string; value: boolean | number | string; note?: string | null }>
  updatedAt: string
}

export interface MetaRow {
  key: string
  value: unknown
}

export class LinesideDb extends Dexie {
  lines!: EntityTable<ProductionLine, 'id'>
  tickets!: EntityTable<Ticket, 'id'>
  machines!: EntityTable<Machine, 'id'>
  equipment!: EntityTable<Equipment, 'id'>
  engineers!: EntityTable<Engineer, 'id'>
  products!: EntityTable<Product, 'id'>
  schedule!: EntityTable<ScheduleEntry, 'id'>
  /** Lines held for hygiene clearance and what their clearance must check (issue 29). */
  hygieneHolds!: EntityTable<HygieneHold, 'id'>
  pmPlans!: EntityTable<PmPlan, 'id'>
  pmWorkOrders!: EntityTable<PmWorkOrder, 'id'>
  /** Procedure answers being filled on this device, kept until signed (planned maintenance). */
  pmDrafts!: EntityTable<PmDraft, 'workOrderId'>
  stopReasons!: EntityTable<StopReason, 'id'>
  stopParts!: EntityTable<StopPart, 'id'>
  /** Signed shift handovers (issue 34 §3). */
  handovers!: EntityTable<ShiftHandover, 'id'>
  /** Escalation steps fired per ticket (issue 34 §2). */
  ticketEscalations!: EntityTable<TicketEscalation, 'id'>
  outbox!: EntityTable<OutboxEntry, 'mutationId'>
  rejected!: EntityTable<RejectedEntry, 'mutationId'>
  superseded!: EntityTable<SupersededNotice, 'mutationId'>
  meta!: EntityTable<MetaRow, 'key'>
  photos!: Table<QueuedPhoto, [string, string]>
  staged!: Table<StagedRow, [string, string | number]>

  constructor(name = 'lineside') {
    super(name)
    // Only the versions an upgrade needs are declared (Dexie 3+ reads the installed schema from the database and
    // diffs it against each declared version above it, docs/decisions/252): every `stores()` call re-parses all
    // versions declared before it, and the seven versions declared one by one were half of the entry's start-up
    // work before the first paint. Version 3 keeps its upgrade (client ids per user); version 7 is the whole
    // current schema. A new version: add `this.version(n).stores({ <table>: '…' })` below (its tables only; Dexie
    // adds them to version 7's), or fold it into CURRENT_SCHEMA and raise the number.
    this.version(3).stores(SCHEMA_V3).upgrade(clientIdsPerUser)
    this.version(7).stores(CURRENT_SCHEMA)
  }
}

/**
 * The schema as of version 3: versions 1 (the server's rows, outbox, "Not sent", meta), 2 (photos: one row per
 * ticket and image, the same photo may be attached to two tickets) and 3 (a sync client per user with gap-free
 * send ids, the staging of snapshot pages, and production schedule rows by date and by line).
 */
const SCHEMA_V3 = {
  lines: 'id, status, unitCode',
  tickets: 'id, status, assignedTo, lineId, createdAt, ticketType',
  machines: 'id, lineId, status, code',
  equipment: 'id, department, unitCode',
  engineers: 'id',
  products: 'id, sku',
  outbox: 'mutationId, userId, [clientId+sendId]',
  rejected: 'mutationId',
  superseded: 'mutationId',
  meta: 'key',
  photos: '[ticketId+hash], ticketId',
  staged: '[entity+key]',
  schedule: 'id, scheduledDate, lineId',
} as const

/** Every table today (version 7): version 3's, then versions 4–7. */
const CURRENT_SCHEMA = {
  ...SCHEMA_V3,
  // 4. Planned maintenance: plans, work orders (by line for the "PM due" marker, by due date for the calendar) and
  // the procedure drafts a phone fills offline.
  pmPlans: 'id, status, lineId, machineId',
  pmWorkOrders: 'id, status, lineId, dueAt, planId',
  pmDrafts: 'workOrderId',
  // 5. Hygiene clearance: holds by line, so a held line's tablet finds its checklist offline.
  hygieneHolds: 'id, lineId',
  // 6. Stop reasons and OEE: the reason tree and the explanations of recent stops, by line for the tablet's prompt.
  stopReasons: 'id',
  stopParts: 'id, lineId, fromAt',
  // 7. Shift handovers by line and planning date (the tablet's one to acknowledge, the list per line and day), and
  // the escalations fired per ticket (the board's badge and the ticket's history, offline).
  handovers: 'id, lineId, shiftDate',
  ticketEscalations: 'id, ticketId',
} as const

/**
 * Version 3's upgrade: the outbox's entries get the client id and gap-free send id of their user; the device's old
 * client id stays with the first user's queue (its ids already match the server's).
 */
async function clientIdsPerUser(tx: Transaction): Promise<void> {
  const entries = (await tx.table('outbox').orderBy('mutationId').toArray()) as OutboxEntry[]
  const legacy = (await tx.table('meta').get('clientId'))?.value as string | undefined
  const clients = new Map<number, { clientId: string; next: number }>()
  for (const e of entries) {
    let c = clients.get(e.userId)
    if (!c) clients.set(e.userId, (c = { clientId: clients.size === 0 && legacy ? legacy : crypto.randomUUID(), next: 1 }))
    const sendId = c.clientId === legacy ? e.mutationId : c.next
    c.next = sendId + 1
    await tx.table('outbox').put({ ...e, clientId: c.clientId, sendId })
  }
  for (const [userId, c] of clients) await tx.table('meta').put({ key: `client:${userId}`, value: c })
}

/** One table per synced entity, named like it (shared/schemas/sync.ts): a new entity needs its table above. */
export const ENTITY_TABLES = SYNC_ENTITIES
export type EntityTableName = SyncEntity

export let db = new LinesideDb()

/** Tests open a fresh database per case. */
export function useDatabase(next: LinesideDb): void {
  db = next
}

export async function getMeta<T>(key: string, from: LinesideDb = db): Promise<T | undefined> {
  return (await from.meta.get(key))?.value as T | undefined
}

export async function setMeta(key: string, value: unknown, to: LinesideDb = db): Promise<void> {
  await to.meta.put({ key, value })
}
