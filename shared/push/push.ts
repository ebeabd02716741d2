// Web Push (issue 34): what a user can switch on, what a notification carries, and the escalation ladder's shape.
// No zod here: the client's first bundle may read it.
import { PRIORITIES, type Priority, type UnitCode } from '../constants'

/** What a user gets pushed; each kind can be switched off. `units` narrows new urgent tickets to those units. */
export interface PushPreferences {
  /** A ticket assigned to me. */
  assigned: boolean
  /** A new critical or high ticket in my department (engineers: engineering tickets, IT: IT tickets). */
  urgent: boolean
  /** Only new urgent tickets on lines of these units; empty: every unit. */
  units: UnitCode[]
  /** An escalation that names me (supervisors, plant manager, the department's engineers). */
  escalations: boolean
  /** A line on my units awaiting hygiene clearance (quality role). */
  clearance: boolean
}

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  assigned: true,
  urgent: true,
  units: [],
  escalations: true,
  clearance: true,
}

export const PUSH_KINDS = ['assigned', 'urgent', 'escalation', 'clearance', 'test'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** The JSON the service worker receives (encrypted on the wire): texts are already in the user's words. */
export interface PushMessage {
  kind: PushKind
  title: string
  body: string
  /** The app route a tap opens: `/tickets?ticket=<uuid>` or `/line/<id>`. */
  url: string
  /** Replaces an earlier notification about the same thing (one per ticket and kind). */
  tag: string
  ticketId?: string
  lineId?: number
}

/** GET /api/push/status: the user's devices and preferences. */
export interface PushStatus {
  subscriptions: { endpoint: string; createdAt: string; lastSentAt: string | null }[]
  preferences: PushPreferences
}

// ---- Escalation ladder ----

export const ESCALATION_TARGETS = ['department', 'supervisors', 'plant_manager'] as const
export type EscalationTarget = (typeof ESCALATION_TARGETS)[number]

export interface EscalationStep {
  priority: Priority
  step: number
  afterMinutes: number
  target: EscalationTarget
  /** Also post a Teams card to the ticket's department channels. */
  teams: boolean
}

/** Someone an escalation step was for; `push` when a push notification went to one of their devices. */
export interface EscalationPerson {
  id: number
  name: string
  push: boolean
}

/** One fired step of the ladder on a ticket: the ticket's escalation history (synced entity `ticketEscalations`). */
export interface TicketEscalation {
  id: number
  ticketId: string
  step: number
  priority: string
  target: EscalationTarget
  afterMinutes: number
  firedAt: string
  /** People reached by a push. */
  recipients: number
  /** The step's people (the department, the supervisors or the plant manager) when it fired. */
  notified: EscalationPerson[]
  /** A Teams card went to the department's channel. */
  teams: boolean
}

/** The ladder a fresh install starts with (issue 34 §2). */
export const DEFAULT_ESCALATION_LADDER: EscalationStep[] = [
  { priority: 'critical', step: 1, afterMinutes: 10, target: 'department', teams: true },
  { priority: 'critical', step: 2, afterMinutes: 20, target: 'supervisors', teams: false },
  { priority: 'critical', step: 3, afterMinutes: 30, target: 'plant_manager', teams: false },
  { priority: 'high', step: 1, afterMinutes: 30, target: 'department', teams: true },
  { priority: 'high', step: 2, afterMinutes: 60, target: 'supervisors', teams: false },
]

export const ESCALATION_PRIORITIES: readonly Priority[] = PRIORITIES
