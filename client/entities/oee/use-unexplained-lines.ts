// The lines whose current stop nobody has explained yet, as this device knows it (the synced explanations of
// the last two days plus the ones queued here): the board and the wall mark them (issue 30 §2). The same rule
// as the tablet's prompt (use-current-stop.ts): an explanation from the stop's start on explains it.
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { ProductionLine } from '../../../shared/types'
import { db } from '../../data/db'

const NONE: ReadonlySet<number> = new Set()

export function useUnexplainedLines(lines: readonly ProductionLine[] | undefined): ReadonlySet<number> {
  // Only what the rule reads: a pull that changes other fields does not run the query again.
  const stopped = (lines ?? [])
    .filter((l) => l.status !== 'running')
    .map((l) => `${l.id}@${l.statusSince}`)
    .join(',')
  const key = useLiveQuery(async () => {
    if (!stopped) return ''
    const since = new Map(stopped.split(',').map((s) => s.split('@') as [string, string]))
    const explained = new Set<string>()
    // One key lookup per stopped line (an index getAll each): `anyOf` walks a cursor, a round trip per row. All
    // in one read transaction: outside one, each lookup opened its own (7.5 per change on the board).
    const parts = await db.transaction('r', db.stopParts, () =>
      Promise.all([...since.keys()].map((id) => db.stopParts.where('lineId').equals(Number(id)).toArray())),
    )
    for (const p of parts.flat())
      if (Date.parse(p.fromAt) >= Date.parse(since.get(String(p.lineId)) ?? '')) explained.add(String(p.lineId))
    return [...since.keys()].filter((id) => !explained.has(id)).join(',')
  }, [stopped])
  return useMemo(() => (key ? new Set(key.split(',').map(Number)) : NONE), [key])
}
