// The schedule drives the floor: a line's current product comes from its current shift's schedule entry
// when there is one (shared/planning/schedule.ts holds the rule; this applies it to the cached rows).
import { currentScheduleEntry, scheduledFirst, scheduledProductIds, shiftAt } from '../../../shared/planning/schedule'
import type { Product, ProductionLine } from '../../../shared/types'
import type { LinesideDb } from '../../data/db'

export function withProduct(line: ProductionLine, product: Product): ProductionLine {
  return {
    ...line,
    productSku: product.sku,
    productName: product.name,
    productType: product.category,
    batchSize: product.batchSize,
    targetWeight: product.targetWeight,
    packagingType: product.packagingType,
    temperature: product.temperature ?? line.temperature,
  }
}

/** The lines with their scheduled product applied; read inside useLiveQuery, so schedule changes show live. */
export async function applySchedule(
  db: LinesideDb,
  lines: ProductionLine[],
  now = new Date(),
): Promise<ProductionLine[]> {
  const { date } = shiftAt(now)
  const entries = await db.schedule.where('scheduledDate').equals(date).toArray()
  if (entries.length === 0) return lines
  const current = new Map<number, number>()
  for (const line of lines) {
    const entry = currentScheduleEntry(entries, line.id, now)
    if (entry) current.set(line.id, entry.productId)
  }
  if (current.size === 0) return lines
  const products = new Map(
    (await db.products.bulkGet([...new Set(current.values())])).filter((p) => p).map((p) => [p!.id, p!]),
  )
  return lines.map((line) => {
    const product = products.get(current.get(line.id) ?? -1)
    return product ? withProduct(line, product) : line
  })
}

export interface LineProducts {
  /** The line asked about (a picker ignores an answer for a line it no longer shows). */
  lineId: number | null
  products: Product[]
  /** Products planned on the line today, the current shift's first. */
  scheduledIds: number[]
  /** The product of the line's current shift entry, when it is an active product. */
  currentId: number | null
}

/** Active products for a line's pickers, the ones scheduled on it today first (current shift first). */
export async function productsForLine(db: LinesideDb, lineId: number | null, now = new Date()): Promise<LineProducts> {
  const all = (await db.products.toArray()).filter((p) => p.isActive).sort((a, b) => a.sku.localeCompare(b.sku))
  if (lineId === null) return { lineId, products: all, scheduledIds: [], currentId: null }
  const entries = await db.schedule.where('lineId').equals(lineId).toArray()
  const scheduledIds = scheduledProductIds(entries, lineId, now).filter((id) => all.some((p) => p.id === id))
  const current = currentScheduleEntry(entries, lineId, now)?.productId
  return {
    lineId,
    products: scheduledFirst(all, scheduledIds),
    scheduledIds,
    currentId: current !== undefined && scheduledIds.includes(current) ? current : null,
  }
}
