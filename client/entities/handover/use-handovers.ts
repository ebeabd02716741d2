// Handovers from the device's store (synced entity `handovers`), offline too.
import { useLiveQuery } from 'dexie-react-hooks'
import { awaitsAcknowledgement } from '../../../shared/handover/shifts'
import type { ShiftHandover } from '../../../shared/handover/types'
import { SHIFTS } from '../../../shared/planning/schedule'
import { db } from '../../data/db'

const shiftOrder = (h: ShiftHandover) => `${h.shiftDate}:${SHIFTS.indexOf(h.shift)}`

/** Newest shift first. */
export const byShiftDesc = (a: ShiftHandover, b: ShiftHandover) =>
  shiftOrder(b).localeCompare(shiftOrder(a)) || a.lineId - b.lineId

/** The handover the line's tablet asks the incoming lead to acknowledge: the newest unacknowledged recent one. */
export function usePendingHandover(lineId: number, now: Date): ShiftHandover | null | undefined {
  return useLiveQuery(async () => {
    const rows = await db.handovers.where('lineId').equals(lineId).toArray()
    const open = rows
      .filter((h) => h.acknowledgedAt === null && awaitsAcknowledgement({ date: h.shiftDate, shift: h.shift }, now))
      .sort(byShiftDesc)
    return open[0] ?? null
  }, [lineId, now.getTime() - (now.getTime() % 60_000)])
}

/** The line's latest handover (for "last handover" on the tablet). */
export function useLatestHandover(lineId: number): ShiftHandover | null | undefined {
  return useLiveQuery(async () => {
    const rows = await db.handovers.where('lineId').equals(lineId).toArray()
    return rows.sort(byShiftDesc)[0] ?? null
  }, [lineId])
}

/** Handovers of one planning day, of one line or all lines. */
export function useHandoversOfDay(date: string, lineId: number | null): ShiftHandover[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.handovers.where('shiftDate').equals(date).toArray()
    return rows.filter((h) => lineId === null || h.lineId === lineId).sort(byShiftDesc)
  }, [date, lineId])
}
