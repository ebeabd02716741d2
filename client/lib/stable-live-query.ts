// Live queries whose answers keep their identity while the data is the same (issue 33: work per change).
// dexie-react-hooks renders the component again whenever a re-run of the query answers a new object, and a re-run
// always does (`toArray()` gives new rows): one line's change re-rendered everything that read any line, and a write
// to the cursor re-rendered what read the meta table. Here each answer is merged into the previous one: unchanged
// rows keep their old objects, and an answer equal to the last one *is* the last one, so nothing renders again.
import { useLiveQuery } from 'dexie-react-hooks'
import { useRef } from 'react'

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * `next`, with every part that equals the same part of `prev` (arrays by position, plain objects by key, sets by
 * members, dates by time) replaced by `prev`'s: `prev` itself when all of it is equal, `next` itself when none is.
 */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return prev as T
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length
    let reused = false
    const merged = next.map((item: unknown, i) => {
      const shared = shareEqual(prev[i], item)
      if (shared !== prev[i]) same = false
      if (shared !== item) reused = true
      return shared
    })
    return (same ? prev : reused ? merged : next) as T
  }
  if (isPlain(prev) && isPlain(next)) {
    const keys = Object.keys(next)
    let same = keys.length === Object.keys(prev).length
    let reused = false
    const merged: Record<string, unknown> = {}
    for (const key of keys) {
      const shared = shareEqual(prev[key], next[key])
      if (shared !== prev[key] || !(key in prev)) same = false
      if (shared !== next[key]) reused = true
      merged[key] = shared
    }
    return (same ? prev : reused ? merged : next) as T
  }
  if (prev instanceof Set && next instanceof Set)
    return (prev.size === next.size && [...next].every((v) => prev.has(v)) ? prev : next) as T
  if (prev instanceof Date && next instanceof Date) return (prev.getTime() === next.getTime() ? prev : next) as T
  return next
}

/**
 * `useLiveQuery` whose answer is merged into the last one (`shareEqual`): a re-run that found the same data
 * renders nothing, and one changed row is the only new object for `memo` to see.
 */
export function useStableLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined
export function useStableLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], initial: D): T | D
export function useStableLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  initial?: D,
): T | D | undefined {
  const last = useRef<unknown>(initial)
  return useLiveQuery(
    async () => {
      const shared = shareEqual(last.current, await querier())
      last.current = shared
      return shared
    },
    deps,
    initial,
  )
}
