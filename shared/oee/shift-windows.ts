// The local times a planned shift covers (decision 060: 06–14, 14–22, 22–06 of the next day), so OEE adds up
// the shift's scheduled time, the night shift across midnight included.
import { addDays, SHIFTS, SHIFT_START_HOUR, type Shift } from '../planning/schedule'

export const SHIFT_HOURS = 8

export interface ShiftWindow {
  date: string
  shift: Shift
  start: number
  end: number
}

/** Start and end (epoch ms) of a shift of a planning date, in the process's local time (DST-aware). */
export function shiftWindow(date: string, shift: Shift): ShiftWindow {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  const hour = SHIFT_START_HOUR[shift]
  return {
    date,
    shift,
    start: new Date(y, m - 1, d, hour).getTime(),
    end: new Date(y, m - 1, d, hour + SHIFT_HOURS).getTime(),
  }
}

/** Every shift overlapping [start, end), in time order. */
export function shiftWindowsBetween(start: number, end: number): ShiftWindow[] {
  if (!(end > start)) return []
  const first = new Date(start)
  const pad = (n: number) => String(n).padStart(2, '0')
  let date = addDays(`${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(first.getDate())}`, -1)
  const out: ShiftWindow[] = []
  for (;;) {
    for (const shift of SHIFTS) {
      const w = shiftWindow(date, shift)
      if (w.start >= end) return out
      if (w.end > start) out.push(w)
    }
    date = addDays(date, 1)
  }
}
