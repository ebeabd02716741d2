// Which shift a handover is for. Shifts are the planning module's (decision 060: 06–14, 14–22, 22–06, local time).
import { shiftWindow } from '../oee/shift-windows'
import { SHIFTS, shiftAt, type Shift } from '../planning/schedule'

/** A handover written this long into the next shift is still for the shift that just ended (decision 220). */
export const LATE_HANDOVER_MS = 60 * 60_000
/** The next shift may acknowledge up to this long after the handed-over shift ended; later it is no news. */
export const ACK_SHOWN_MS = 8 * 60 * 60_000

export interface ShiftRef {
  date: string
  shift: Shift
}

export function previousShift(ref: ShiftRef): ShiftRef {
  const i = SHIFTS.indexOf(ref.shift)
  if (i > 0) return { date: ref.date, shift: SHIFTS[i - 1]! }
  const [y = 1970, m = 1, d = 1] = ref.date.split('-').map(Number)
  const prev = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
  return { date: prev, shift: SHIFTS[SHIFTS.length - 1]! }
}

/** The shift a handover written now is for: the running one, or the one that ended less than an hour ago. */
export function handoverShiftAt(now: Date): ShiftRef {
  const current = shiftAt(now)
  const started = shiftWindow(current.date, current.shift).start
  return now.getTime() - started < LATE_HANDOVER_MS ? previousShift(current) : current
}

/**
 * Whether a handover of `ref` may be signed at `at`: the shift has begun and ended at most one shift ago (a lead
 * cannot hand over a future shift, nor one from days ago).
 */
export function mayHandOver(ref: ShiftRef, at: Date): boolean {
  const w = shiftWindow(ref.date, ref.shift)
  return w.start <= at.getTime() && at.getTime() < w.end + (w.end - w.start)
}

/** Whether the line's tablet still asks the incoming shift to acknowledge a handover of `ref` at `now`. */
export function awaitsAcknowledgement(ref: ShiftRef, now: Date): boolean {
  return now.getTime() < shiftWindow(ref.date, ref.shift).end + ACK_SHOWN_MS
}
