import { z } from 'zod'
import type { ScheduleEntry } from '../planning/schedule'
import type { Engineer, Equipment, Machine, Product, ProductionLine, Ticket } from '../types'
import { isoTime, uuid } from './common'

/** Names of the mutations the outbox carries (DESIGN.md §2). */
export const MUTATION_NAMES = [
  'ticket.create',
  'ticket.quickCreate',
  'ticket.addNote',
  'ticket.assign',
  'ticket.accept',
  'ticket.reject',
  'ticket.start',
  'ticket.close',
  'line.setStatus',
  'machine.create',
  'machine.update',
  'machine.delete',
  'equipment.setStatus',
  'schedule.saveEntries',
] as const
export type MutationName = (typeof MUTATION_NAMES)[number]

export const MAX_PUSH_BATCH = 500

export const pushMutation = z.object({
  mutationId: z.number().int().positive(),
  name: z.string().min(1).max(64),
  args: z.unknown(),
  /** Device time when the user acted. */
  createdAt: isoTime,
  /** The session token the mutation was made under (may have expired since). */
  authToken: z.string().min(1).max(200),
})
export type PushMutation = z.infer<typeof pushMutation>

export const pushInput = z.object({
  clientId: uuid,
  mutations: z.array(pushMutation).max(MAX_PUSH_BATCH),
})
export type PushInput = z.infer<typeof pushInput>

export type MutationOutcome =
  | { mutationId: number; status: 'applied' }
  | { mutationId: number; status: 'superseded'; reason: string }
  | { mutationId: number; status: 'rejected'; reason: string; code: 'validation' | 'forbidden' | 'conflict' | 'not_found' | 'session' }
  | { mutationId: number; status: 'duplicate' }

export interface PushResult {
  lastMutationId: number
  results: MutationOutcome[]
}

export const pullQuery = z.object({
  cursor: z.coerce.number().int().nonnegative().optional(),
  clientId: uuid.optional(),
})

export const SYNC_ENTITIES = ['lines', 'tickets', 'machines', 'equipment', 'engineers', 'products', 'schedule'] as const
export type SyncEntity = (typeof SYNC_ENTITIES)[number]

export interface SyncDelete {
  entity: SyncEntity
  id: string
}

export interface PullResult<Rows> {
  /** Change sequence the client is now up to date with. */
  cursor: number
  /** True when the result is a full snapshot: the client replaces its cache. */
  snapshot: boolean
  lastMutationId: number
  changes: Rows
  deletes: SyncDelete[]
}

/** What a pull carries for each synced entity. */
export interface SyncRows {
  lines: ProductionLine[]
  tickets: Ticket[]
  machines: Machine[]
  equipment: Equipment[]
  engineers: Engineer[]
  products: Product[]
  schedule: ScheduleEntry[]
}
