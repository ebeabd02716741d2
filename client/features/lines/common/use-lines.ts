// Live reads of production lines from the local cache (never waits on the network).
import { db } from '../../../data/db'
import { readAhead } from '../../../lib/read-ahead'
import { useStableLiveQuery } from '../../../lib/stable-live-query'
import { applySchedule } from '../../../entities/schedule/scheduled-lines'
import { shiftKeyAt, useShiftKey } from '../../../entities/schedule/use-shift'
import type { ProductionLine } from '../../../../shared/types'

/** The lines and what applySchedule reads of the schedule and products: one read transaction, not three. */
const reading = <T>(read: () => Promise<T>) => db.transaction('r', db.lines, db.schedule, db.products, read)

const readLines = () => reading(async () => applySchedule(db, await db.lines.toArray()))

/** The board's lines, read while its code is still arriving, under the shift they were read in. */
const ahead = readAhead(readLines, () => shiftKeyAt(new Date()))

/** Reads the cached lines while the board's code is still arriving (its route waits for this). */
export const primeLines = (): Promise<void> => ahead.prime()

/**
 * Every cached line, its product from the current shift's schedule entry; undefined while reading. A re-read that
 * changed nothing answers the same array, and a changed line is the only new object in it (stable-live-query.ts).
 */
export function useLines(): ProductionLine[] | undefined {
  const shift = useShiftKey()
  return useStableLiveQuery(
    async () => {
      const lines = await readLines()
      ahead.drop()
      return lines
    },
    [shift],
    ahead.initial(shift),
  )
}

export type LineLookup = { state: 'loading' } | { state: 'found'; line: ProductionLine } | { state: 'missing' }

/**
 * One line by id. An empty cache counts as still loading (the first sync has not arrived yet), so a fresh
 * device shows a loader rather than "Line Not Found".
 */
export function useLine(lineId: number | null): LineLookup {
  const shift = useShiftKey()
  // The same answer while the line's fields are the same: the screen does not render again for others' lines.
  const result = useStableLiveQuery(async () => {
    if (lineId === null || !Number.isInteger(lineId)) return { line: undefined, cached: 1 }
    // The lines are counted only when the line is not there: a found line's query watches that line alone, so
    // another line's change does not run it again (decision 256).
    return reading(async () => {
      const line = await db.lines.get(lineId)
      if (line) return { line: (await applySchedule(db, [line]))[0], cached: 1 }
      return { line: undefined, cached: await db.lines.count() }
    })
  }, [lineId, shift])
  if (!result) return { state: 'loading' }
  if (result.line) return { state: 'found', line: result.line }
  return result.cached === 0 ? { state: 'loading' } : { state: 'missing' }
}
