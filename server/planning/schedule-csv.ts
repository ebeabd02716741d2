// The schedule CSV (spec §3: line_id, product_id, scheduled_date, shift, planned_quantity, priority, notes):
// every row is checked before any is saved, and each bad row is named with its row number and column.
import { SHIFTS } from '../../shared/planning/schedule'
import { scheduleEntryInput, type ScheduleEntryInput } from '../../shared/schemas/planning'
import { parseCsvTable } from '../imports/csv-table'
import { cellText } from '../imports/product-values'

export const SCHEDULE_CSV_COLUMNS = [
  'line_id',
  'product_id',
  'scheduled_date',
  'shift',
  'planned_quantity',
  'priority',
  'notes',
] as const
const REQUIRED = ['line_id', 'product_id', 'scheduled_date', 'shift'] as const
const FIELD_COLUMN: Record<string, string> = {
  lineId: 'line_id',
  productId: 'product_id',
  scheduledDate: 'scheduled_date',
  shift: 'shift',
  notes: 'notes',
}

export type ScheduleCsvResult =
  { ok: true; entries: ScheduleEntryInput[] } | { ok: false; message: string; errors: string[] }

export function parseScheduleCsv(text: string): ScheduleCsvResult {
  const table = parseCsvTable(text).filter((row) => row.some((c) => cellText(c) !== ''))
  if (table.length < 2)
    return { ok: false, message: 'The schedule file needs a header row and at least one entry', errors: [] }
  const header = (table[0] ?? []).map((h) => cellText(h).toLowerCase().replace(/\s+/g, '_'))
  const missing = REQUIRED.filter((c) => !header.includes(c))
  if (missing.length) return { ok: false, message: `Missing required column(s): ${missing.join(', ')}`, errors: [] }
  const entries: ScheduleEntryInput[] = []
  const errors: string[] = []
  const col = (row: string[], name: string) => {
    const i = header.indexOf(name)
    return i >= 0 ? cellText(row[i]) : ''
  }
  table.slice(1).forEach((row, i) => {
    const rowNumber = i + 2
    const parsed = scheduleEntryInput.safeParse({
      lineId: col(row, 'line_id'),
      productId: col(row, 'product_id'),
      scheduledDate: col(row, 'scheduled_date'),
      shift: col(row, 'shift').toLowerCase(),
      plannedQuantity: col(row, 'planned_quantity'),
      priority: col(row, 'priority'),
      notes: col(row, 'notes'),
    })
    if (parsed.success) entries.push(parsed.data)
    else {
      const issue = parsed.error.issues[0]
      const key = String(issue?.path[0] ?? '')
      const field = FIELD_COLUMN[key] ?? key
      const hint = field === 'shift' ? ` (one of ${SHIFTS.join(', ')})` : ''
      errors.push(`Row ${rowNumber}, ${field}: ${issue?.message ?? 'invalid'}${hint}`)
    }
  })
  if (errors.length) return { ok: false, message: errors.slice(0, 20).join('; '), errors }
  return { ok: true, entries }
}
