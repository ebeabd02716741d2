// Kept ticket report sums (decision 246), written only by the triggers of migration 2026-11-28-310 on `tickets`.

/** Per UTC creation day and current status: what the ticket report's summary and tickets per day sum. */
export interface TicketDaySumsTable {
  /** `tickets.created_day`. */
  day: string
  status: string
  n: number
  /** high and critical */
  urgent: number
  /** Sum of resolved − created over the tickets with both times; `resolved` counts them. */
  resolution_ms: number
  resolved: number
  /** Sum of accepted − assigned; `accepted` counts them. */
  accept_ms: number
  accepted: number
  /** Sum of started − assigned; `started` counts them. */
  start_ms: number
  started: number
}

/** Per UTC creation month (`YYYY-MM`), line and category, tickets on a line only: failure analytics. */
export interface TicketFailureSumsTable {
  month: string
  line_id: number
  category: string
  n: number
  /** Sum of resolved − created over the closed tickets; `resolved` counts the closed ones with a resolved time. */
  resolution_ms: number
  resolved: number
}
