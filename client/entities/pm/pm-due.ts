// Planned maintenance as other screens see it: a line's due work orders (the "PM due" marker) and the open work
// orders an engineer may do (queue, board, phone, My Tickets).
import { useLiveQuery } from 'dexie-react-hooks'
import { isoDay } from '../../../shared/pm/due-dates'
import type { PmWorkOrder } from '../../../shared/pm/types'
import { db } from '../../data/db'
import { readAhead } from '../../lib/read-ahead'

/** Open work orders of a line due today or earlier (lead-time ones are not "due" yet). */
export function useLinePmDue(lineId: number | null | undefined): { due: number; overdue: number } {
  return (
    useLiveQuery(
      async () => {
        if (lineId == null) return { due: 0, overdue: 0 }
        const today = isoDay(new Date())
        const open = await db.pmWorkOrders
          .where('lineId')
          .equals(lineId)
          .filter((w) => w.status === 'open')
          .toArray()
        const due = open.filter((w) => w.dueAt <= today)
        return { due: due.length, overdue: due.filter((w) => w.dueAt < today).length }
      },
      [lineId],
      undefined,
    ) ?? { due: 0, overdue: 0 }
  )
}

/** Lines with an open work order due today or earlier. */
async function readDueLines(): Promise<ReadonlySet<number>> {
  const today = isoDay(new Date())
  const open = await db.pmWorkOrders.where('status').equals('open').toArray()
  return new Set(open.filter((w) => w.dueAt <= today && w.lineId !== null).map((w) => w.lineId!))
}

/** The due lines, read while the board's code is still arriving (beside its lines: primeBoard), under their day. */
const ahead = readAhead(readDueLines, () => isoDay(new Date()))

/** Reads the due lines ahead of the board's first render: it draws its tiles and the strip above them together. */
export const primePmDue = (): Promise<void> => ahead.prime()

/**
 * Lines with a due PM work order (the production board reads all at once); undefined until read, so the board can
 * draw its tiles and the strip above them in one render (a strip arriving after the tiles moved them down).
 */
export function usePmDueLines(): ReadonlySet<number> | undefined {
  return useLiveQuery(
    async () => {
      const due = await readDueLines()
      ahead.drop()
      return due
    },
    [],
    ahead.initial(isoDay(new Date())),
  )
}

/** Open work orders of these skills, soonest due first. */
export function useOpenWorkOrders(skills: readonly string[]): PmWorkOrder[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.pmWorkOrders.where('status').equals('open').toArray())
        .filter((w) => skills.includes(w.skill))
        .sort((a, b) => a.dueAt.localeCompare(b.dueAt)),
    [skills.join(',')],
    undefined,
  )
}
