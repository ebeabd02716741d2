// Products and today's schedule in a test device's cache: the current shift of `lineId` runs `current`,
// another shift of today runs `later`, and `other` is not planned on the line.
import { SHIFTS, shiftAt, type ScheduleEntry } from '../../shared/planning/schedule'
import type { Product } from '../../shared/types'
import type { LinesideDb } from '../data/db'

export const makeProduct = (id: number, sku: string, name: string, over: Partial<Product> = {}): Product => ({
  id,
  sku,
  name,
  category: 'Kebabs',
  targetWeight: 350,
  temperature: 4,
  packagingType: 'MAP tray',
  batchSize: 650,
  description: null,
  isActive: true,
  ...over,
})

export const PRODUCTS = {
  other: makeProduct(1, 'AA-100', 'Beef burger 4 pack'),
  later: makeProduct(2, 'BB-200', 'Lamb kofta 300 g'),
  current: makeProduct(3, 'CC-300', 'Chicken kebab 350 g'),
}

export async function scheduleOnLine(db: LinesideDb, lineId: number, now = new Date()): Promise<void> {
  const { date, shift } = shiftAt(now)
  const otherShift = SHIFTS.find((s) => s !== shift)!
  const entry = (id: number, productId: number, s: ScheduleEntry['shift']): ScheduleEntry => ({
    id,
    lineId,
    productId,
    shift: s,
    priority: 1,
    lineName: '',
    sku: '',
    productName: '',
    scheduledDate: date,
    plannedQuantity: 100,
    notes: null,
    status: 'scheduled',
    createdAt: '',
  })
  await db.products.bulkPut(Object.values(PRODUCTS))
  await db.schedule.bulkPut([entry(1, PRODUCTS.current.id, shift), entry(2, PRODUCTS.later.id, otherShift)])
}
