// Machine import CSV (floor spec §3, §5): file checks, header mapping and per-row validation. Pure, so the
// import dialog can preview with exactly the rules the server applies.
import Papa from 'papaparse'
import { IMPORT_MAX_ROWS } from '../constants'

/** Columns by field; the header cell is matched ignoring case, spaces, '_' and '-'. */
export const MACHINE_CSV_COLUMNS = {
  code: 'Code',
  description: 'Description',
  isActive: 'Is Active',
  serialNumber: 'Serial No',
  lastChangedOn: 'Last Changed On',
  location: 'Location',
  manufacturer: 'Manufacturer',
  type: 'Type',
} as const
export type MachineCsvField = keyof typeof MACHINE_CSV_COLUMNS
type Field = MachineCsvField
export const REQUIRED_MACHINE_CSV_FIELDS: readonly Field[] = ['code', 'description']

const ALIASES: Record<string, Field> = { active: 'isActive', serialnumber: 'serialNumber', 'serialno.': 'serialNumber' }

/** Same caps as the machine form's schema; the machine name is the description's first 120 characters. */
const MAX_LENGTH: Partial<Record<Field, number>> = {
  code: 60,
  description: 500,
  serialNumber: 120,
  location: 200,
  manufacturer: 120,
  type: 50,
}
export const MACHINE_NAME_MAX = 120

export const MACHINE_CSV_MESSAGES = {
  notCsv: 'Please select a CSV file',
  empty: 'The selected CSV file is empty',
  noData: 'CSV file must contain at least a header row and one data row',
  unparsable: 'Failed to parse CSV file. Please check the file format.',
  tooManyRows: (rows: number) =>
    `This file has ${rows} rows; at most ${IMPORT_MAX_ROWS} rows can be imported at once. Split it into smaller files.`,
} as const

export interface MachineCsvRow {
  /** Record number in the file, the header being row 1 (what a spreadsheet shows). */
  row: number
  code: string
  name: string
  description: string
  type: string
  isActive: boolean
  serialNumber: string | null
  /** ISO yyyy-mm-dd. */
  lastChangedOn: string | null
  location: string | null
  manufacturer: string | null
}

export type CellProblem = 'required' | 'date' | 'boolean' | 'too_long'
export interface CellIssue {
  field: Field
  column: string
  problem: CellProblem
}
export interface MachineCsvRowError {
  row: number
  problems: CellIssue[]
  /** English text, e.g. "Row 3: Last Changed On must be DD/MM/YYYY". */
  message: string
}

export type MachineCsvResult =
  | { ok: true; rows: MachineCsvRow[]; errors: MachineCsvRowError[] }
  | {
      ok: false
      reason: 'empty' | 'no_data' | 'missing_columns' | 'unparsable' | 'too_many_rows'
      message: string
      missing?: string[]
      rows?: number
    }

/** A csv mime type or a name ending .csv, any case (spec §5). */
export function isCsvFile(name: string, mimeType: string): boolean {
  return /\.csv$/i.test(name.trim()) || /(^|\/|-)csv$/i.test(mimeType.split(';')[0]!.trim())
}

/** DD/MM/YYYY (one-digit day or month accepted) to ISO yyyy-mm-dd, or null when it is not a real date. */
export function parseDayMonthYear(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (!m) return null
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** true/false/yes/no/1/0 in any case; null for anything else. */
export function parseYesNo(text: string): boolean | null {
  const v = text.trim().toLowerCase()
  if (v === 'true' || v === 'yes' || v === '1') return true
  if (v === 'false' || v === 'no' || v === '0') return false
  return null
}

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
const FIELD_BY_KEY = new Map<string, Field>(
  Object.entries(MACHINE_CSV_COLUMNS).map(([f, label]) => [normalise(label), f as Field]),
)

/** Excel in Polish and Lithuanian locales writes ';'; a header without commas tells us which one is used. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  if (header.includes(',')) return ','
  if (header.includes(';')) return ';'
  return header.includes('\t') ? '\t' : ','
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '')

export function parseMachineCsv(input: string): MachineCsvResult {
  const text = input.replace(/^\uFEFF/, '')
  if (text.trim() === '') return { ok: false, reason: 'empty', message: MACHINE_CSV_MESSAGES.empty }
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimiter: delimiterOf(text) })
  if (parsed.errors.some((e) => e.type === 'Quotes'))
    return { ok: false, reason: 'unparsable', message: MACHINE_CSV_MESSAGES.unparsable }

  const records = parsed.data.map((cells, i) => ({ row: i + 1, cells })).filter((r) => !isBlank(r.cells))
  const [header, ...data] = records
  if (!header || data.length === 0) return { ok: false, reason: 'no_data', message: MACHINE_CSV_MESSAGES.noData }
  // The stated limit (issue 17 §7): data records, so a quoted cell spanning lines counts once.
  if (data.length > IMPORT_MAX_ROWS)
    return {
      ok: false,
      reason: 'too_many_rows',
      message: MACHINE_CSV_MESSAGES.tooManyRows(data.length),
      rows: data.length,
    }

  const index = new Map<Field, number>()
  header.cells.forEach((cell, i) => {
    const key = normalise(cell)
    const field = FIELD_BY_KEY.get(key) ?? ALIASES[key]
    if (field && !index.has(field)) index.set(field, i)
  })
  const missing = REQUIRED_MACHINE_CSV_FIELDS.filter((f) => !index.has(f)).map((f) => MACHINE_CSV_COLUMNS[f])
  if (missing.length) {
    const message = `CSV file is missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`
    return { ok: false, reason: 'missing_columns', message, missing }
  }

  const rows: MachineCsvRow[] = []
  const errors: MachineCsvRowError[] = []
  for (const { row, cells } of data) {
    const result = readRow(row, (f) => {
      const i = index.get(f)
      return i === undefined ? '' : (cells[i] ?? '').trim()
    })
    if ('message' in result) errors.push(result)
    else rows.push(result)
  }
  return { ok: true, rows, errors }
}

function readRow(row: number, cell: (f: Field) => string): MachineCsvRow | MachineCsvRowError {
  const problems: CellIssue[] = []
  const flag = (f: Field, problem: CellProblem) => problems.push({ field: f, column: MACHINE_CSV_COLUMNS[f], problem })

  for (const f of REQUIRED_MACHINE_CSV_FIELDS) if (cell(f) === '') flag(f, 'required')
  for (const [f, max] of Object.entries(MAX_LENGTH) as [Field, number][]) if (cell(f).length > max) flag(f, 'too_long')
  const activeText = cell('isActive')
  const isActive = activeText === '' ? true : parseYesNo(activeText)
  if (isActive === null) flag('isActive', 'boolean')
  const dateText = cell('lastChangedOn')
  const lastChangedOn = dateText === '' ? null : parseDayMonthYear(dateText)
  if (dateText !== '' && lastChangedOn === null) flag('lastChangedOn', 'date')

  if (problems.length) return { row, problems, message: `Row ${row}: ${problems.map(describe).join('; ')}` }
  const description = cell('description')
  const orNull = (f: Field) => cell(f) || null
  return {
    row,
    code: cell('code'),
    name: description.slice(0, MACHINE_NAME_MAX).trim(),
    description,
    type: cell('type').toLowerCase() || 'other',
    isActive: isActive ?? true,
    serialNumber: orNull('serialNumber'),
    lastChangedOn,
    location: orNull('location'),
    manufacturer: orNull('manufacturer'),
  }
}

function describe({ field, column, problem }: CellIssue): string {
  switch (problem) {
    case 'required':
      return `${column} is required`
    case 'date':
      return `${column} must be DD/MM/YYYY`
    case 'boolean':
      return `${column} must be true, false, yes, no, 1 or 0`
    case 'too_long':
      return `${column} must be at most ${MAX_LENGTH[field]} characters`
  }
}
