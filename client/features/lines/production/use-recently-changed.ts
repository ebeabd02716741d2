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
    // Each change keeps its full 2 s, even when the line changes again meanwhile: its timer ends the highlights it
    // set, not those a later change of the same line renewed (that change's own timer ends them). Not a look at the
    // clock: a timer may run a little before Date.now() says its 2 s are over, and a highlight it kept then had no
    // timer left to end it (a tile stayed highlighted for good).
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      const ended = ids.filter((id) => expiry.current.get(id) === until)
      for (const id of ended) expiry.current.delete(id)
      setChanged((current) => new Set([...current].filter((id) => !ended.includes(id))))
    }, HIGHLIGHT_MS)
    timers.current.add(timer)
  }, [lines])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  return changed
}
