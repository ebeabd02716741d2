// The schedule's allergen changeovers (issue 29 §5, decision 225), as the server holds lines by them and the
// planning screen marks them.
import { describe, expect, it } from 'vitest'
import { parseAllergenCell, unknownAllergens } from './allergens'
import { scheduleChangeovers, swabChangeovers, type SlotEntry } from './changeover'

const ALLERGENS: Record<number, string[]> = { 1: ['milk', 'eggs'], 2: [], 3: ['milk'], 4: ['tree_nuts'] }
const allergensOf = (id: number) => ALLERGENS[id] ?? []
let nextId = 1
const e = (lineId: number, productId: number, scheduledDate: string, shift: string, priority = 1): SlotEntry => ({
  id: nextId++,
  lineId,
  productId,
  scheduledDate,
  shift,
  priority,
})

describe('schedule changeovers', () => {
  it('orders slots by date and shift, and names the allergens the product before leaves behind', () => {
    const night = e(7, 1, '2026-11-20', 'night')
    const morning = e(7, 2, '2026-11-21', 'morning')
    const afternoon = e(7, 3, '2026-11-21', 'afternoon')
    // Given out of order: the night of the 20th comes before the morning of the 21st.
    const found = scheduleChangeovers([afternoon, morning, night], allergensOf)
    expect(found).toEqual([
      { entryId: morning.id, lineId: 7, fromProductId: 1, toProductId: 2, allergens: ['eggs', 'milk'] },
      // Gaining an allergen is a changeover, but needs no swab.
      { entryId: afternoon.id, lineId: 7, fromProductId: 2, toProductId: 3, allergens: [] },
    ])
    expect([...swabChangeovers([afternoon, morning, night], allergensOf).keys()]).toEqual([morning.id])
  })

  it('counts only the first entry of a slot (priority 1, then saved first), and lines apart', () => {
    const a = e(1, 1, '2026-11-21', 'morning')
    const laterSameSlot = e(1, 2, '2026-11-21', 'morning', 2)
    const other = e(2, 2, '2026-11-21', 'afternoon')
    const next = e(1, 4, '2026-11-21', 'afternoon')
    const found = scheduleChangeovers([a, laterSameSlot, other, next], allergensOf)
    expect(found.map((c) => [c.entryId, c.fromProductId, c.toProductId, c.allergens])).toEqual([
      [next.id, 1, 4, ['eggs', 'milk']],
    ])
  })

  it('a product before the first entry (known apart) makes the first entry a changeover; the same product is none', () => {
    const first = e(3, 2, '2026-11-21', 'morning')
    const same = e(3, 2, '2026-11-21', 'afternoon')
    const found = scheduleChangeovers([first, same], allergensOf, new Map([[3, 4]]))
    expect(found).toEqual([
      { entryId: first.id, lineId: 3, fromProductId: 4, toProductId: 2, allergens: ['tree_nuts'] },
    ])
  })
})

describe('allergen cells of the product file', () => {
  it('reads keys, English names and aliases with any separator; names the unknown words', () => {
    expect(parseAllergenCell('Milk, Tree nuts; soya|Gluten')).toEqual([
      'milk',
      'tree_nuts',
      'soybeans',
      'cereals_gluten',
    ])
    expect(unknownAllergens('milk; chocolate')).toEqual(['chocolate'])
    expect(parseAllergenCell('')).toEqual([])
  })
})
