// Schedule rows to the API / sync shape.
import type { ScheduleEntry, Shift } from '../../shared/planning/schedule'
import type { ScheduleViewRow } from './schedule.repository'

export function toScheduleEntry(r: ScheduleViewRow): ScheduleEntry {
  return {
    id: r.id,
    lineId: r.line_id,
    lineName: r.line_name,
    productId: r.product_id,
    sku: r.sku,
    productName: r.product_name,
    scheduledDate: r.scheduled_date,
    shift: r.shift as Shift,
    plannedQuantity: r.planned_quantity,
    priority: r.priority,
    notes: r.notes,
    status: r.status,
    createdAt: r.created_at,
  }
}
