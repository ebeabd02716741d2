// Product records from any source (CSV / Excel table, JSON, SharePoint, Dataverse) checked row by row: every
// bad row is named with its row number and field; rows that pass are whole products, ready to upsert by SKU.
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_ROWS, type ImportRowError } from '../../shared/planning/import-job'
import {
  PRODUCT_COLUMNS,
  REQUIRED_PRODUCT_FIELDS,
  productFieldFor,
  type ProductField,
} from '../../shared/planning/product-columns'
import { EU_ALLERGENS, normaliseAllergens, parseAllergenCell, unknownAllergens } from '../../shared/hygiene/allergens'
import { ImportFileError } from './file-kind'
import { cellText, parseDecimal, parseFlag } from './product-values'

export interface ProductRecord {
  /** Row as the user sees it: spreadsheet row (header = 1), or item number in a JSON list / remote list. */
  row: number
  values: Partial<Record<ProductField, unknown>>
}

export interface ProductInput {
  row: number
  sku: string
  name: string
  category: string
  targetWeight: number | null
  temperature: number | null
  packagingType: string | null
  batchSize: number | null
  description: string | null
  isActive: boolean
  /** null: the file has no Allergens column, so a product keeps what it has. */
  allergens: string[] | null
}

export interface CheckedProducts {
  products: ProductInput[]
  errors: ImportRowError[]
  /** Data rows looked at (blank rows are not counted). */
  total: number
}

export const DEFAULT_CATEGORY = 'General'
const MAX_LENGTH: Partial<Record<ProductField, number>> = { sku: 64, name: 200, category: 100, packagingType: 100 }

/** Lets the event loop serve other requests between slices of a big file. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

const isBlank = (cells: readonly unknown[]) => cells.every((c) => cellText(c) === '')

/** A header row and data rows (CSV, .xlsx) to records; missing required columns fail the whole file. */
export async function tableToRecords(table: readonly (readonly unknown[])[]): Promise<ProductRecord[]> {
  const headerIndex = table.findIndex((r) => !isBlank(r))
  if (headerIndex < 0) throw new ImportFileError('The file has no header row and no data')
  const columns = (table[headerIndex] ?? []).map((h) => productFieldFor(cellText(h)))
  const missing = REQUIRED_PRODUCT_FIELDS.filter((f) => !columns.includes(f))
  if (missing.length)
    throw new ImportFileError(
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.map((f) => PRODUCT_COLUMNS[f]).join(', ')}`,
    )
  const records: ProductRecord[] = []
  for (let i = headerIndex + 1; i < table.length; i++) {
    if (i % 1000 === 0) await nextTurn()
    const cells = table[i] ?? []
    if (isBlank(cells)) continue
    const values: ProductRecord['values'] = {}
    columns.forEach((field, c) => {
      if (field && values[field] === undefined) values[field] = cells[c] ?? null
    })
    records.push({ row: i + 1, values })
  }
  return records
}

/** Objects (JSON, SharePoint fields, Dataverse rows) to records; keys are matched like header cells. */
export function objectsToRecords(items: readonly Record<string, unknown>[], firstRow = 1): ProductRecord[] {
  return items.map((item, i) => {
    const values: ProductRecord['values'] = {}
    for (const [key, value] of Object.entries(item)) {
      const field = productFieldFor(key)
      if (field && values[field] === undefined) values[field] = value
    }
    return { row: i + firstRow, values }
  })
}

/** Checks records one by one: keeps the good ones, names the bad ones, spots duplicate SKUs. */
function productChecker() {
  const products: ProductInput[] = []
  const errors: ImportRowError[] = []
  const firstRowOfSku = new Map<string, number>()
  return {
    add(record: ProductRecord) {
      const result = checkRecord(record)
      if ('error' in result) return void errors.push(result.error)
      const first = firstRowOfSku.get(result.sku)
      if (first !== undefined) {
        errors.push({
          row: record.row,
          field: PRODUCT_COLUMNS.sku,
          message: `Duplicate SKU ${result.sku} (first on row ${first})`,
        })
        return
      }
      firstRowOfSku.set(result.sku, record.row)
      products.push(result)
    },
    result: (total: number): CheckedProducts => ({ products, errors, total }),
  }
}

function assertRowLimit(records: readonly ProductRecord[]): void {
  if (records.length > IMPORT_MAX_ROWS)
    throw new ImportFileError(
      `The file has ${records.length} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en')} can be imported at once`,
    )
}

export function checkProducts(records: readonly ProductRecord[]): CheckedProducts {
  assertRowLimit(records)
  const checker = productChecker()
  for (const record of records) checker.add(record)
  return checker.result(records.length)
}

/** The same checks, yielding to the event loop every `slice` rows so the server keeps answering. */
export async function checkProductsYielding(records: readonly ProductRecord[], slice = 500): Promise<CheckedProducts> {
  assertRowLimit(records)
  const checker = productChecker()
  for (let i = 0; i < records.length; i++) {
    checker.add(records[i]!)
    if (i % slice === slice - 1) await nextTurn()
  }
  return checker.result(records.length)
}

function checkRecord({ row, values }: ProductRecord): ProductInput | { error: ImportRowError } {
  const fail = (field: ProductField, message: string) => ({ error: { row, field: PRODUCT_COLUMNS[field], message } })
  for (const [field, raw] of Object.entries(values) as [ProductField, unknown][]) {
    const text = cellText(raw)
    if (text.length > IMPORT_MAX_CELL_CHARS)
      return fail(field, `${PRODUCT_COLUMNS[field]} is longer than ${IMPORT_MAX_CELL_CHARS} characters`)
    const max = MAX_LENGTH[field]
    if (max && text.length > max) return fail(field, `${PRODUCT_COLUMNS[field]} is longer than ${max} characters`)
  }
  const sku = cellText(values.sku)
  if (!sku) return fail('sku', 'SKU is required')
  const name = cellText(values.name)
  if (!name) return fail('name', 'Name is required')
  const numbers: Partial<Record<ProductField, number | null>> = {}
  for (const field of ['targetWeight', 'temperature', 'batchSize'] as const) {
    if (cellText(values[field]) === '') {
      numbers[field] = null
      continue
    }
    const n = parseDecimal(values[field])
    if (!Number.isFinite(n))
      return fail(field, `${PRODUCT_COLUMNS[field]} must be a number, got "${cellText(values[field])}"`)
    if (field === 'batchSize' && (!Number.isInteger(n) || n < 0))
      return fail(field, 'Batch Size must be a whole number of 0 or more')
    if (field === 'targetWeight' && n < 0) return fail(field, 'Target Weight cannot be negative')
    numbers[field] = n
  }
  let isActive = true
  if (cellText(values.isActive) !== '') {
    const flag = parseFlag(values.isActive)
    if (flag === null) return fail('isActive', `Active must be yes or no, got "${cellText(values.isActive)}"`)
    isActive = flag
  }
  let allergens: string[] | null = null
  if (values.allergens !== undefined) {
    const unknown = unknownAllergens(cellText(values.allergens))
    if (unknown.length)
      return fail('allergens', `Unknown allergen "${unknown[0]}" (use the EU names: ${EU_ALLERGENS.join(', ')})`)
    allergens = normaliseAllergens(parseAllergenCell(cellText(values.allergens)))
  }
  const optional = (f: ProductField) => cellText(values[f]) || null
  return {
    row,
    sku,
    name,
    category: cellText(values.category) || DEFAULT_CATEGORY,
    targetWeight: numbers.targetWeight ?? null,
    temperature: numbers.temperature ?? null,
    batchSize: numbers.batchSize ?? null,
    packagingType: optional('packagingType'),
    description: optional('description'),
    isActive,
    allergens,
  }
}
