// The product file columns (spec §2 Expected Format) and how a header cell or a field name maps to them.

export const PRODUCT_COLUMNS = {
  sku: 'SKU',
  name: 'Name',
  category: 'Category',
  targetWeight: 'Target Weight',
  temperature: 'Temperature',
  packagingType: 'Packaging Type',
  batchSize: 'Batch Size',
  description: 'Description',
  isActive: 'Active',
  /** EU allergen keys joined by ';' (issue 29 §5); optional, absent keeps what a product has. */
  allergens: 'Allergens',
} as const
export type ProductField = keyof typeof PRODUCT_COLUMNS

/** The columns the Expected Format hint lists (Active is optional and defaults to yes). */
export const EXPECTED_PRODUCT_COLUMNS: readonly ProductField[] = [
  'sku',
  'name',
  'category',
  'targetWeight',
  'temperature',
  'packagingType',
  'batchSize',
  'description',
]
export const REQUIRED_PRODUCT_FIELDS: readonly ProductField[] = ['sku', 'name']

const squash = (s: string) => s.toLowerCase().replace(/[\s_\-.()]/g, '')

const ALIASES: Record<string, ProductField> = {
  productcode: 'sku',
  code: 'sku',
  productname: 'name',
  title: 'name',
  weight: 'targetWeight',
  weightg: 'targetWeight',
  targetweightg: 'targetWeight',
  packaging: 'packagingType',
  batch: 'batchSize',
  status: 'isActive',
  isactive: 'isActive',
}
const BY_SQUASHED = new Map<string, ProductField>(
  (Object.entries(PRODUCT_COLUMNS) as [ProductField, string][]).map(([f, label]) => [squash(label), f]),
)

/** A header cell, JSON key or SharePoint / Dataverse column name → the field, or null. Dataverse's publisher prefix (cr123_) is ignored. */
export function productFieldFor(header: string): ProductField | null {
  const s = squash(header)
  const direct = BY_SQUASHED.get(s) ?? ALIASES[s]
  if (direct) return direct
  const unprefixed = header.includes('_') ? squash(header.slice(header.indexOf('_') + 1)) : null
  return unprefixed ? (BY_SQUASHED.get(unprefixed) ?? ALIASES[unprefixed] ?? null) : null
}
