// The planned-maintenance tables as Kysely sees them (migration 2026-11-26-190). JSON columns are text.
import type { ColumnType } from 'kysely'

export interface PmPlansTable {
  id: string
  title: string
  machine_id: string | null
  line_id: number | null
  procedure: string | null
  estimated_minutes: number
  skill: string
  lead_days: number
  /** JSON PmTrigger[] */
  triggers: string
  /** JSON PmStep[] */
  steps: string
  starts_on: string
  status: string
  /** JSON { hours?, units? } */
  meter_base: string
  created_by: number | null
  created_at: string
  updated_at: string
}

export interface PmWorkOrdersTable {
  id: string
  gen_key: string
  plan_id: string | null
  kind: string
  title: string
  line_id: number | null
  machine_id: string | null
  skill: string
  estimated_minutes: number
  due_at: string
  status: string
  steps: string
  created_at: string
  updated_at: string
  completed_at: string | null
  signed_by: number | null
  signed_at_device: string | null
  signed_at_server: string | null
  skip_reason: string | null
  rescheduled_from: string | null
  reschedule_reason: string | null
  temporary: ColumnType<number, number | undefined, number>
  permanent_due_at: string | null
  follow_up_id: string | null
  source_ticket_id: string | null
  source_work_order_id: string | null
}

export interface PmAnswersTable {
  id: string
  work_order_id: string
  step_index: number
  value: string
  note: string | null
  corrects_id: string | null
  ticket_id: string | null
  answered_by: number
  device_at: string
  created_at: string
}

export interface PmReadingsTable {
  id: string
  line_id: number
  machine_id: string | null
  unit: string
  value: number
  read_at: string
  entered_by: number | null
  created_at: string
  /** A correction: the reading it stands beside (migration 235); the original is kept. */
  corrects_id?: string | null
  reason?: string | null
}

/** A step photo of a work order (migration 236); the bytes are in the data folder under their hash. */
export interface PmPhotosTable {
  id: string
  work_order_id: string
  hash: string
  filename: string
  mime_type: string
  size: number
  uploaded_by: number | null
  created_at: string
}

export interface PmTables {
  pm_plans: PmPlansTable
  pm_work_orders: PmWorkOrdersTable
  pm_answers: PmAnswersTable
  pm_readings: PmReadingsTable
  pm_photos: PmPhotosTable
}
