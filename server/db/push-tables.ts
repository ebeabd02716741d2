// Web Push and escalation tables as Kysely sees them (migration 2026-11-26-205). Booleans 0/1, JSON as text.
import type { ColumnType, Generated } from 'kysely'

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  /** The app language when the device subscribed: en, pl or lt (what the notifications are written in). */
  lang: Generated<string>
  created_at: string
  last_sent_at: string | null
}

export interface PushPreferencesTable {
  user_id: number
  assigned: number
  urgent: number
  /** JSON UnitCode[] */
  units: string
  escalations: number
  clearance: number
  updated_at: string
}

export interface PushOutboxTable {
  id: Generated<number>
  subscription_id: number
  user_id: number
  kind: string
  ticket_id: string | null
  /** JSON PushMessage */
  payload: string
  status: Generated<string>
  attempts: Generated<number>
  next_attempt_at: string
  lease_id: string | null
  created_at: string
  sent_at: string | null
  last_error: string | null
}

export interface EscalationStepsTable {
  id: Generated<number>
  priority: string
  step: number
  after_minutes: number
  target: string
  teams: number
}

export interface EscalationPeopleTable {
  user_id: number
  supervisor: number
  plant_manager: number
  updated_at: string
}

export interface TicketEscalationsTable {
  id: Generated<number>
  ticket_id: string
  step: number
  priority: string
  target: string
  after_minutes: number
  fired_at: string
  recipients: number
  /** JSON EscalationPerson[]: the step's people and whether a push went to them (migration 221). */
  notified: ColumnType<string, string | undefined, string>
  /** 1 when the step posted a Teams card (migration 221). */
  teams: ColumnType<number, number | undefined, number>
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable
  push_preferences: PushPreferencesTable
  push_outbox: PushOutboxTable
  escalation_steps: EscalationStepsTable
  escalation_people: EscalationPeopleTable
  ticket_escalations: TicketEscalationsTable
}
