// The one Database interface Kysely types every query with. Times are ISO-8601 text; booleans 0/1.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type {
  ChangeLogTable,
  LineStatusSumsTable,
  LoginLimitsTable,
  RetentionMarksTable,
  SyncClientsTable,
  SyncOutcomesTable,
  WebhookConfigsTable,
  WebhookOutboxTable,
  WriteLocksTable,
} from './system-tables'
import type {
  DeviceKeysTable,
  OeePeriodSumsTable,
  OeeShiftSumsTable,
  OeeSumGenerationsTable,
  ProductionCountsTable,
  ProductLineRatesTable,
  StopPartsTable,
  StopReasonsTable,
} from './oee-tables'
import type { PmTables } from './pm-tables'
import type { PushTables } from './push-tables'
import type { HygieneTables } from './hygiene-tables'
import type { HandoverTables } from './handover-tables'
import type { TicketDaySumsTable, TicketImagesTable, TicketNotesTable, TicketsTable } from './ticket-tables'
import type { RolesTable, SessionsTable, UsersTable } from './account-tables'

export type { RolesTable, SessionsTable, TicketImagesTable, TicketNotesTable, TicketsTable, UsersTable }
export type {
  ChangeLogTable,
  LineStatusSumsTable,
  LoginLimitsTable,
  SyncClientsTable,
  SyncOutcomesTable,
  WebhookConfigsTable,
  WebhookOutboxTable,
  WriteLocksTable,
}

type Bool = number

export interface UnitsTable {
  id: Generated<number>
  code: string
  name: string
}

export interface ProductsTable {
  id: Generated<number>
  sku: string
  name: string
  category: string
  target_weight: number | null
  temperature: number | null
  packaging_type: string | null
  batch_size: number | null
  description: string | null
  is_active: Bool
  updated_at: string
  /** JSON list of EU allergen keys (shared/hygiene/allergens.ts); '[]' when none. */
  allergens: ColumnType<string, string | undefined, string>
}

export interface ProductionLinesTable {
  id: number
  name: string
  unit_code: string | null
  status: string
  issue: string | null
  version: number
  efficiency: number
  /** Efficiency before the latest reading (IT dashboard trend arrow); null when there is none. */
  previous_efficiency: ColumnType<number | null, number | null | undefined, number | null>
  target_rate: number
  current_rate: number
  quality_score: number
  produced_today: number
  target_production: number
  temperature: number | null
  product_id: number | null
  operator_name: string | null
  shift_start: string
  next_maintenance: string | null
  status_since: string
  status_changed_by: string | null
  last_update: string
  last_check: string | null
}

export interface LineStatusHistoryTable {
  id: Generated<number>
  line_id: number
  status: string
  issue: string | null
  changed_by: number | null
  changed_by_name: string | null
  /** When the operator acted (device time, clamped). */
  at: string
  /** When the server recorded it. */
  recorded_at: string
  /** 1 when a newer change had already reached the server: kept here, not applied to the line. */
  superseded: Bool
  /** `at` as epoch milliseconds, so reports sum durations in portable SQL. */
  at_ms: number | null
  /** When the line's next applied status began; null while this period is the current one. */
  ended_at: string | null
  ended_ms: number | null
}

export interface MachinesTable {
  id: string
  line_id: number
  name: string
  code: string | null
  type: string
  description: string | null
  is_active: Bool
  model: string | null
  serial_number: string | null
  last_changed_on: string | null
  location: string | null
  manufacturer: string | null
  status: string
  created_at: string
  updated_at: string
}

export interface EquipmentTable {
  id: Generated<number>
  name: string
  serial_number: string | null
  department: string
  status: string
  location: string | null
  locations: string | null
  manufacturer: string | null
  is_active: Bool
  unit_code: string | null
  type: string | null
  description: string | null
  updated_at: string
}

export interface AuditLogTable {
  id: Generated<number>
  user_id: number | null
  action: string
  resource_type: string
  resource_id: string | null
  timestamp: string
  details: string | null
}

export interface ProductionScheduleTable {
  id: Generated<number>
  line_id: number
  product_id: number
  scheduled_date: string
  shift: string
  planned_quantity: number
  priority: number
  notes: string | null
  status: string
  created_at: string
}

export interface DataImportsTable {
  id: Generated<number>
  file_name: string
  source: string
  status: string
  records_success: number
  records_processed: number
  created_at: string
  records_failed: Generated<number>
  records_total: Generated<number>
  /** Why the whole job failed, else null. */
  message: string | null
  /** JSON list of { row, field, message }, capped. */
  errors: string | null
  created_by: number | null
  finished_at: string | null
  /** The instance running the job (INSTANCE_ID, decision 183); null for jobs made before it was kept. */
  owner_instance: ColumnType<string | null, string | null | undefined, string | null>
  /** When the owner last said it is still running the job; a job silent for long is failed by any instance. */
  heartbeat_at: ColumnType<string | null, string | null | undefined, string | null>
}

/** Planned maintenance's tables (pm_*) come from pm-tables.ts. */
export interface Database extends PmTables, HygieneTables, PushTables, HandoverTables {
  units: UnitsTable
  products: ProductsTable
  production_lines: ProductionLinesTable
  line_status_history: LineStatusHistoryTable
  machines: MachinesTable
  equipment: EquipmentTable
  roles: RolesTable
  users: UsersTable
  sessions: SessionsTable
  tickets: TicketsTable
  ticket_notes: TicketNotesTable
  ticket_images: TicketImagesTable
  audit_log: AuditLogTable
  production_schedule: ProductionScheduleTable
  data_imports: DataImportsTable
  webhook_configs: WebhookConfigsTable
  webhook_outbox: WebhookOutboxTable
  sync_clients: SyncClientsTable
  sync_outcomes: SyncOutcomesTable
  change_log: ChangeLogTable
  login_limits: LoginLimitsTable
  write_locks: WriteLocksTable
  line_status_sums: LineStatusSumsTable
  retention_marks: RetentionMarksTable
  stop_reasons: StopReasonsTable
  stop_parts: StopPartsTable
  device_keys: DeviceKeysTable
  production_counts: ProductionCountsTable
  product_line_rates: ProductLineRatesTable
  oee_shift_sums: OeeShiftSumsTable
  oee_sum_generations: OeeSumGenerationsTable
  oee_period_sums: OeePeriodSumsTable
  ticket_day_sums: TicketDaySumsTable
}

export type LineRow = Selectable<ProductionLinesTable>
export type MachineRow = Selectable<MachinesTable>
export type NewMachineRow = Insertable<MachinesTable>
export type MachineUpdate = Updateable<MachinesTable>
export type EquipmentRow = Selectable<EquipmentTable>
export type TicketRow = Selectable<TicketsTable>
export type NewTicketRow = Insertable<TicketsTable>
export type TicketUpdate = Updateable<TicketsTable>
export type TicketNoteRow = Selectable<TicketNotesTable>
export type TicketImageRow = Selectable<TicketImagesTable>
export type UserRow = Selectable<UsersTable>
export type RoleRow = Selectable<RolesTable>
export type SessionRow = Selectable<SessionsTable>
export type ProductRow = Selectable<ProductsTable>
export type NewProductRow = Insertable<ProductsTable>
export type ScheduleRow = Selectable<ProductionScheduleTable>
export type NewScheduleRow = Insertable<ProductionScheduleTable>
export type ImportJobRow = Selectable<DataImportsTable>
export type ImportJobUpdate = Updateable<DataImportsTable>
