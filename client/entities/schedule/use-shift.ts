// The current shift, as a key that changes when a shift ends, so schedule-driven reads re-run on time.
import { useEffect, useState } from 'react'
import { SHIFT_START_HOUR, shiftAt } from '../../../shared/planning/schedule'

export function msToNextShift(now: Date): number {
  const starts = Object.values(SHIFT_START_HOUR).sort((a, b) => a - b)
  const next = new Date(now)
  next.setMinutes(0, 0, 0)
  const hour = starts.find((h) => h > now.getHours())
  if (hour === undefined) next.setDate(next.getDate() + 1)
  next.setHours(hour ?? starts[0] ?? 0)
  return Math.max(1000, next.getTime() - now.getTime())
}

/** The shift key of this moment (what useShiftKey starts with). */
export const shiftKeyAt = (now: Date) => {
  const { date, shift } = shiftAt(now)
  return `${date}:${shift}`
}

export function useShiftKey(): string {
  const [key, setKey] = useState(() => shiftKeyAt(new Date()))
  useEffect(() => {
    const timer = setTimeout(() => setKey(shiftKeyAt(new Date())), msToNextShift(new Date()))
    return () => clearTimeout(timer)
  }, [key])
  return key
}
