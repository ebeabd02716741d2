// Allergen changeovers of the production schedule (issue 29 §5, decision 225): on each line the entries in time
// order (date, shift, then priority and save order: the entry a line runs in its shift is the first); a
// changeover is the first entry of a slot whose product differs from the one the line ran in the slot before it.
// It needs the swab when the product before holds an allergen the next one does not.
import { SHIFTS, type Shift } from '../planning/schedule'
import { allergensLeftBehind, type Allergen } from './allergens'

export interface SlotEntry {
  id: number
  lineId: number
  productId: number
  scheduledDate: string
  shift: Shift | string
  priority: number
}

const shiftRank = (s: string) => {
  const i = (SHIFTS as readonly string[]).indexOf(s)
  return i < 0 ? SHIFTS.length : i
}

/** Orders entries by slot (date, shift), then the way a shift picks its entry (priority 1 first, then saved first). */
export function bySlot(a: SlotEntry, b: SlotEntry): number {
  return (
    a.scheduledDate.localeCompare(b.scheduledDate) ||
    shiftRank(a.shift) - shiftRank(b.shift) ||
    a.priority - b.priority ||
    a.id - b.id
  )
}

export const slotKey = (e: Pick<SlotEntry, 'scheduledDate' | 'shift'>) => `${e.scheduledDate}|${e.shift}`

export interface Changeover {
  /** The entry that starts the new product (the first of its slot). */
  entryId: number
  lineId: number
  fromProductId: number
  toProductId: number
  /** Allergens the product before leaves behind: the swab checks for these. Empty: no swab needed. */
  allergens: Allergen[]
}

/**
 * Every product change on every line among the given entries. `before` gives, per line, the product the line ran
 * before the first given entry (when known), so the first entry of a day can be a changeover too.
 */
export function scheduleChangeovers(
  entries: readonly SlotEntry[],
  allergensOf: (productId: number) => readonly string[],
  before: ReadonlyMap<number, number> = new Map(),
): Changeover[] {
  const sorted = [...entries].sort((a, b) => a.lineId - b.lineId || bySlot(a, b))
  const out: Changeover[] = []
  let line = -1
  let running: number | undefined
  let slot = ''
  for (const e of sorted) {
    if (e.lineId !== line) {
      line = e.lineId
      running = before.get(line)
      slot = ''
    }
    const key = slotKey(e)
    if (key === slot) continue // a later entry of the same slot: the line runs the slot's first one
    slot = key
    if (running !== undefined && running !== e.productId)
      out.push({
        entryId: e.id,
        lineId: e.lineId,
        fromProductId: running,
        toProductId: e.productId,
        allergens: allergensLeftBehind(allergensOf(running), allergensOf(e.productId)),
      })
    running = e.productId
  }
  return out
}

/** The changeovers that need the allergen swab, by the entry that starts them. */
export function swabChangeovers(
  entries: readonly SlotEntry[],
  allergensOf: (productId: number) => readonly string[],
  before?: ReadonlyMap<number, number>,
): Map<number, Changeover> {
  return new Map(
    scheduleChangeovers(entries, allergensOf, before)
      .filter((c) => c.allergens.length > 0)
      .map((c) => [c.entryId, c]),
  )
}
