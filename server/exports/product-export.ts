// Product export cells: the same columns the import reads, text cells that a spreadsheet would run as a
// formula (= + - @, and tab / carriage return) prefixed with an apostrophe — quoting alone does not stop Excel.
import { allergenCell } from '../../shared/hygiene/allergens'
import { PRODUCT_COLUMNS, type ProductField } from '../../shared/planning/product-columns'
import { toProduct } from '../catalog/catalog-mapper'
import type { ProductRow } from '../db/database'

export const EXPORT_FIELDS: readonly ProductField[] = [
  'sku',
  'name',
  'category',
  'targetWeight',
  'temperature',
  'packagingType',
  'batchSize',
  'description',
  'isActive',
  'allergens',
]
export const EXPORT_HEADER = EXPORT_FIELDS.map((f) => PRODUCT_COLUMNS[f])

export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

export type ExportCell = string | number | null

export function exportCells(r: ProductRow): ExportCell[] {
  const text = (v: string | null) => (v === null ? null : guardFormula(v))
  return [
    text(r.sku),
    text(r.name),
    text(r.category),
    r.target_weight,
    r.temperature,
    text(r.packaging_type),
    r.batch_size,
    text(r.description),
    r.is_active ? 'yes' : 'no',
    allergenCell(JSON.parse(r.allergens || '[]') as string[]),
  ]
}

/** A product as the JSON export writes it: the API shape without the database id. */
export function exportObject(r: ProductRow) {
  const { id: _id, ...product } = toProduct(r)
  return product
}

export function csvLine(cells: readonly ExportCell[]): string {
  return cells
    .map((c) => {
      if (c === null) return ''
      const s = String(c)
      return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
    })
    .join(',')
}
