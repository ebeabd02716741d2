// Tickets, their notes and photos as Kysely sees them (part of the one Database in database.ts). Booleans 0/1.

type Bool = number

export interface TicketsTable {
  id: string
  ticket_number: number | null
  ticket_type: string
  line_id: number | null
  line_name: string
  other_location: string | null
  machine_id: string | null
  machine_name: string | null
  equipment_id: number | null
  location: string | null
  system_affected: string | null
  category: string
  priority: string
  description: string
  status: string
  engineer_status: string | null
  reported_by: number | null
  assigned_to: number | null
  assigned_by: number | null
  created_at: string
  updated_at: string
  assigned_at: string | null
  accepted_at: string | null
  started_at: string | null
  resolved_at: string | null
  resolution_summary: string | null
  parts_used: string | null
  time_spent: number | null
  follow_up_required: Bool
  archived_at: string | null
  /** The product running when the ticket was reported (optional), with its SKU and name at that time. */
  product_id: number | null
  product_sku: string | null
  product_name: string | null
  /** The step times as epoch ms (server/tickets/ticket-time-epochs.ts), for report sums. */
  created_ms: number | null
  assigned_ms: number | null
  accepted_ms: number | null
  started_ms: number | null
  resolved_ms: number | null
  /** The UTC day of created_at (its first ten characters), so reports group by day along an index. */
  created_day: string | null
}

export interface TicketNotesTable {
  id: string
  ticket_id: string
  author_id: number
  kind: string
  text: string
  created_at: string
}

export interface TicketImagesTable {
  id: string
  ticket_id: string
  hash: string
  filename: string
  mime_type: string
  size: number
  uploaded_by: number | null
  created_at: string
}

/**
 * The ticket report's sums per UTC creation day × status, for ended days (decision 271): kept at report time from
 * the change log, never written by the ticket commands. Sums of differences count only tickets with both times.
 */
export interface TicketDaySumsTable {
  day: string
  status: string
  n: number
  urgent: number
  resolution_ms: number
  resolved: number
  accept_ms: number
  accepted: number
  start_ms: number
  started: number
}
