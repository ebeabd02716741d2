// Ids of lines whose status or version changed in the last 2 seconds (spec §2: a tile is briefly
// highlighted after a change). The first read of the cache highlights nothing.
import { useEffect, useRef, useState } from 'react'

export const HIGHLIGHT_MS = 2000

const signature = (line: { status: string; version: number }) => `${line.status}#${line.version}`

export function useRecentlyChanged(
  lines: readonly { id: number; status: string; version: number }[] | undefined,
): ReadonlySet<number> {
  const previous = useRef<Map<number, string> | null>(null)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const expiry = useRef(new Map<number, number>())
  const [changed, setChanged] = useState<ReadonlySet<number>>(() => new Set())

  useEffect(() => {
    if (!lines) return
    const next = new Map(lines.map((l) => [l.id, signature(l)]))
    const before = previous.current
    previous.current = next
    if (!before) return
    const ids = [...next].filter(([id, sig]) => before.has(id) && before.get(id) !== sig).map(([id]) => id)
    if (ids.length === 0) return
    const until = Date.now() + HIGHLIGHT_MS
    for (const id of ids) expiry.current.set(id, until)
    setChanged((current) => new Set([...current, ...ids]))
    // Each change keeps its full 2 s, even when the line changes again meanwhile.
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      const now = Date.now()
      setChanged((current) => new Set([...current].filter((id) => (expiry.current.get(id) ?? 0) > now)))
    }, HIGHLIGHT_MS)
    timers.current.add(timer)
  }, [lines])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  return changed
}
