import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shiftAt, type ScheduleEntry } from '../../../shared/planning/schedule'
import type { Product } from '../../../shared/types'
import { theme } from '../../app/theme'
import { LinesideDb, useDatabase } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { applySchedule, productsForLine } from './scheduled-lines'
import { ScheduledProductSelect } from './scheduled-product-select'
import { msToNextShift } from './use-shift'

const product = (id: number, sku: string, over: Partial<Product> = {}): Product => ({
  id,
  sku,
  name: `Product ${sku}`,
  category: 'Kebabs',
  targetWeight: 350,
  temperature: 4,
  packagingType: 'MAP tray',
  batchSize: 650,
  description: null,
  isActive: true,
  ...over,
})
const entry = (
  id: number,
  lineId: number,
  productId: number,
  shift: ScheduleEntry['shift'],
  priority = 1,
): ScheduleEntry => ({
  id,
  lineId,
  productId,
  shift,
  priority,
  lineName: '',
  sku: '',
  productName: '',
  scheduledDate: '2026-11-23',
  plannedQuantity: 100,
  notes: null,
  status: 'scheduled',
  createdAt: '',
})

async function device() {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  await db.products.bulkPut([product(1, 'A'), product(2, 'B'), product(3, 'C'), product(4, 'D', { isActive: false })])
  await db.schedule.bulkPut([
    entry(1, 3, 2, 'morning', 4),
    entry(2, 3, 3, 'morning', 1),
    entry(3, 3, 1, 'afternoon'),
    entry(4, 5, 2, 'night'),
  ])
  return db
}

describe('the schedule on the floor', () => {
  it("replaces a line's product with its current shift's scheduled product, and leaves unscheduled lines alone", async () => {
    const db = await device()
    const lines = [makeLine(3), makeLine(4)]
    const [three, four] = await applySchedule(db, lines, new Date('2026-11-23T09:00:00'))
    expect(three).toMatchObject({
      productSku: 'C',
      productName: 'Product C',
      productType: 'Kebabs',
      batchSize: 650,
      targetWeight: 350,
      packagingType: 'MAP tray',
    })
    expect(four).toEqual(lines[1])
    const [afternoon] = await applySchedule(db, lines, new Date('2026-11-23T15:00:00'))
    expect(afternoon!.productSku).toBe('A')
    const [late] = await applySchedule(db, [makeLine(5)], new Date('2026-11-24T02:00:00'))
    expect(late!.productSku).toBe('B')
  })

  it("offers the line's scheduled products first, current shift first, inactive products never", async () => {
    const db = await device()
    const { products, scheduledIds } = await productsForLine(db, 3, new Date('2026-11-23T09:00:00'))
    expect(scheduledIds).toEqual([3, 2, 1])
    expect(products.map((p) => p.sku)).toEqual(['C', 'B', 'A'])
    expect((await productsForLine(db, 9, new Date('2026-11-23T09:00:00'))).products.map((p) => p.sku)).toEqual([
      'A',
      'B',
      'C',
    ])
  })

  it('wakes up when the shift ends', () => {
    expect(msToNextShift(new Date('2026-11-23T13:59:00'))).toBe(60_000)
    expect(msToNextShift(new Date('2026-11-23T23:00:00'))).toBe(7 * 3600_000)
  })
})

describe('the scheduled product picker', () => {
  it('groups the products scheduled on the line first', async () => {
    const db = await device()
    const today = shiftAt(new Date()).date
    await db.schedule.clear()
    await db.schedule.bulkPut(
      (['morning', 'afternoon', 'night'] as const).map((shift, i) => ({
        ...entry(i + 1, 3, 3, shift),
        scheduledDate: today,
      })),
    )
    useDatabase(db)
    render(
      <MantineProvider theme={theme}>
        <ScheduledProductSelect lineId={3} label="Product" value="" onChange={() => {}} />
      </MantineProvider>,
    )
    const group = await screen.findByRole('group', { name: 'Scheduled on this line' })
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['C - Product C'])
    const others = screen.getByRole('group', { name: 'Other products' })
    expect(
      within(others)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A - Product A', 'B - Product B'])
  })
})
