// The current time, re-read every `intervalMs`, for clocks, "stopped for" texts and age/"today" figures.
// Each caller passes its own interval (a ticking clock needs 1 s, ticket ages a minute).
import { useEffect, useState } from 'react'

export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
