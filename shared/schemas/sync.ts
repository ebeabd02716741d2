import { z } from 'zod'
import { isoTime, uuid } from './common'
import type { SyncEntity } from '../sync-entities'
import type { PUSH_FOREIGN_CLIENT, PUSH_OUT_OF_ORDER } from './sync-codes'

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
  'hygiene.clear',
  'stop.explain',
  'stop.split',
  'count.record',
  'pm.createPlan',
  'pm.updatePlan',
  'pm.setPlanStatus',
  'pm.signOff',
  'pm.correct',
  'pm.skip',
  'pm.reschedule',
  'pm.temporaryRepair',
  'pm.recordReading',
  'handover.sign',
  'handover.acknowledge',
] as const
export type MutationName = (typeof MUTATION_NAMES)[number]

export const MAX_PUSH_BATCH = 500

export const pushMutation = z.strictObject({
  mutationId: z.number().int().positive(),
  name: z.string().min(1).max(64),
  args: z.unknown(),
  /** Device time when the user acted. */
  createdAt: isoTime,
  /**
   * The session token the mutation was made under. Only its start bounds the device time; what authorises
   * a mutation is the push's own session, which must belong to the client id's account (DESIGN.md §2).
   */
  authToken: z.string().min(1).max(200).optional(),
})
export type PushMutation = z.infer<typeof pushMutation>

export const pushInput = z.strictObject({
  clientId: uuid,
  mutations: z.array(pushMutation).max(MAX_PUSH_BATCH),
})
export type PushInput = z.infer<typeof pushInput>

export type RejectCode = 'validation' | 'forbidden' | 'conflict' | 'not_found' | 'session' | 'server_error'

/** A re-sent mutation answers its stored outcome; 'duplicate' only once that outcome has been purged. */
export type MutationOutcome =
  | { mutationId: number; status: 'applied' }
  | { mutationId: number; status: 'superseded'; reason: string }
  | { mutationId: number; status: 'rejected'; reason: string; code: RejectCode }
  | { mutationId: number; status: 'duplicate' }

export interface PushResult {
  lastMutationId: number
  results: MutationOutcome[]
}

export { OUTBOX_PENDING_HEADER, PUSH_FOREIGN_CLIENT, PUSH_OUT_OF_ORDER } from './sync-codes'

export interface PushRefusal {
  error: 'conflict' | 'forbidden'
  reason: typeof PUSH_OUT_OF_ORDER | typeof PUSH_FOREIGN_CLIENT
  message: string
  /** The client's progress on the server: re-send from lastMutationId + 1. */
  lastMutationId?: number
}

/** Stored verdicts kept this long (docs/decisions/080). */
export const OUTCOME_KEEP_DAYS = 30
/** An expired (not revoked) session still sends its queued work this long after expiry (docs/decisions/081). */
export const PUSH_GRACE_MS = 12 * 60 * 60 * 1000
/** Snapshot and delta pages: at most this many rows, and at most PULL_PAGE_BYTES of rows. */
export const PULL_PAGE_ROWS = 2000
export const PULL_PAGE_BYTES = 3_500_000

export const pullQuery = z.strictObject({
  cursor: z.coerce.number().int().nonnegative().optional(),
  clientId: uuid.optional(),
  /** The highest mutation id whose outcome the device has already recorded. */
  outcomesAfter: z.coerce.number().int().nonnegative().optional(),
  /** Continues a snapshot: the `next` token of the previous page. */
  page: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
})

export interface StoredOutcome {
  mutationId: number
  status: 'superseded' | 'rejected'
  code: RejectCode | null
  reason: string
}

export { SYNC_ENTITIES, SYNC_ENTITY_KEYS, emptySyncRows, type SyncEntity, type SyncRows } from '../sync-entities'

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
  /** Snapshot only: the token of the next page, null on the last one (then the snapshot is complete). */
  next?: string | null
  /** Delta only: more changes wait past `cursor`; pull again at once. */
  more?: boolean
  /** Verdicts (superseded, rejected) after `outcomesAfter`, up to `outcomesThrough`. */
  outcomes?: StoredOutcome[]
  /** Outcomes are complete up to this mutation id; entries up to it may leave the outbox. */
  outcomesThrough?: number
}
