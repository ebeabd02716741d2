// The in-memory position a poke-only run pulls from (decision 284): trusted only when nothing could have moved it.
import { describe, expect, it } from 'vitest'
import { SettledPosition } from './settled-position'
import type { SyncPosition } from './sync-position'

const read: SyncPosition = {
  clientId: 'c1',
  through: 7,
  batch: [],
  pending: 0,
  progress: null,
  cursor: 40,
  outcomesAfter: 7,
  repair: false,
}
const pulled = { cursor: 42, at: '2026-11-27T10:00:00.000Z', outcomesAfter: 8 }

describe('the settled position', () => {
  it("is the run's position moved to its pull's end, for the same user, once", () => {
    const settled = new SettledPosition()
    settled.begin()
    settled.remember(1, read, pulled)
    expect(settled.take(2)).toBeNull()
    settled.begin()
    settled.remember(1, read, pulled)
    expect(settled.take(1)).toEqual({ ...read, cursor: 42, outcomesAfter: 8 })
    expect(settled.take(1)).toBeNull()
  })

  it('is not kept when a write came during the run, or one came after it', () => {
    const settled = new SettledPosition()
    settled.begin()
    settled.wrote()
    settled.remember(1, read, pulled)
    expect(settled.take(1)).toBeNull()
    settled.begin()
    settled.remember(1, read, pulled)
    settled.wrote()
    expect(settled.take(1)).toBeNull()
  })

  it('is not kept with anything queued, a snapshot under way, a repair wanted, or an unknown verdict mark', () => {
    const settled = new SettledPosition()
    const cases: [SyncPosition, typeof pulled | null][] = [
      [{ ...read, pending: 1 }, pulled],
      [read, { ...pulled, outcomesAfter: undefined } as unknown as typeof pulled],
      [{ ...read, progress: { next: 'p2', cursor: 40, pages: 1, rows: 10 } }, null],
      [{ ...read, repair: true }, null],
      [{ ...read, cursor: null }, null],
    ]
    for (const [position, after] of cases) {
      settled.begin()
      settled.remember(1, position, after)
      expect(settled.take(1)).toBeNull()
    }
    settled.begin()
    settled.remember(1, read, null)
    expect(settled.take(1)).toEqual(read)
  })
})
