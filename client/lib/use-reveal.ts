// Long screens put what is above the fold on screen first and the rest in later steps (docs/decisions/251).
// A cache read or a fetch answers outside any transition, so React renders its whole answer in one blocking
// task: 80 ticket cards or 40 line rows were one 0.4–0.75 s task on a slow phone (Lighthouse's TBT). Here the
// answer's render is a transition (React slices it, 5 ms at a time, and yields to the browser between slices),
// and a long list grows by a few items per commit, so no commit or layout of the whole list is one long task.
import { startTransition, useDeferredValue, useEffect, useState } from 'react'

/**
 * `value` once React has rendered it in a transition (sliced, interruptible): the render that receives a new
 * `value` keeps the previous one and costs nothing; the screen under it renders right after, in slices.
 */
export function useSlicedValue<T>(value: T): T {
  return useDeferredValue(value)
}

/**
 * How many of `total` items to render: `first` at once, then `step` more per commit, each step a transition
 * started in a task of its own (so the browser lays out and paints between steps).
 */
export function useRevealCount(total: number, first: number, step: number = first): number {
  const [count, setCount] = useState(first)
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0)
    return () => clearTimeout(timer)
  }, [count, total, step])
  return Math.min(count, total)
}
